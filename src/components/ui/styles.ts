/**
 * Shared class lists of the design system. Only brand tokens (see src/styles.css `@theme`)
 * appear here: no colour, font or brand name is hard-coded.
 */

/** The visible focus ring: react-aria sets `data-focus-visible` for keyboard focus only. */
export const focusRing =
  "outline-none data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus";

/** Same ring for elements that are not react-aria components (native :focus-visible). */
export const nativeFocusRing =
  "outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-primary text-on-primary border border-primary data-[hovered]:bg-primary-hover data-[pressed]:bg-primary-hover",
  secondary: "bg-surface text-primary border border-border data-[hovered]:border-primary",
  ghost: "bg-transparent text-text border border-transparent data-[hovered]:bg-background",
  danger: "bg-danger text-on-primary border border-danger data-[hovered]:opacity-90",
};

/** Button heights, paddings and text sizes (shared with the native buttons of plain-controls.tsx). */
export const buttonSizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm gap-1.5",
  md: "h-10 px-4 text-base gap-2",
};

/** What every button shares: React Aria's (`buttonClass`) and the native ones of plain-controls.tsx. */
export const buttonBase =
  "inline-flex items-center justify-center rounded-brand font-medium cursor-pointer select-none no-underline transition-[background-color,border-color,color]";

/** The surface of every popover (menus, selects, the date picker, the top bar's popovers). */
export const popoverSurface = "rounded-brand border border-border bg-surface text-text shadow-lg outline-none";

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return [
    buttonBase,
    "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
    focusRing,
    variants[variant],
    buttonSizes[size],
    extra,
  ].join(" ");
}

export const inputClass = [
  "w-full rounded-brand border border-border bg-surface px-3 py-2 text-text placeholder:text-muted",
  "outline-none data-[focused]:border-primary focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus",
  "data-[invalid]:border-danger aria-[invalid=true]:border-danger data-[disabled]:opacity-50",
].join(" ");

export const labelClass = "block text-sm font-medium text-text";
export const descriptionClass = "block text-sm text-muted";
export const errorClass = "block text-sm text-danger";
