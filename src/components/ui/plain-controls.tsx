/**
 * Native controls with the design system's look (issue 19), for what the signed-in frame paints
 * first: the top bar, sidebar and banners paint without react-aria, whose triggers load it with
 * the popover they open. Keyboard and focus are the browser's own (a `<button>`: Enter and Space;
 * a checkbox: Space; the `:focus-visible` ring).
 */
import { type ComponentPropsWithRef, createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { Icon, type IconName } from "./icons.tsx";
import { Spinner } from "./spinner.tsx";
import { type ButtonSize, type ButtonVariant, buttonBase, buttonSizes, nativeFocusRing } from "./styles.ts";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-on-primary border border-primary hover:bg-primary-hover active:bg-primary-hover",
  secondary: "bg-surface text-primary border border-border hover:border-primary",
  ghost: "bg-transparent text-text border border-transparent hover:bg-background",
  danger: "bg-danger text-on-primary border border-danger hover:opacity-90",
};

/** `buttonClass` of styles.ts for a native button (hover, active and disabled by CSS state). */
export function plainButtonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return [
    buttonBase,
    "disabled:cursor-not-allowed disabled:opacity-50",
    nativeFocusRing,
    variants[variant],
    buttonSizes[size],
    extra,
  ].join(" ");
}

export interface PlainIconButtonProps extends Omit<ComponentPropsWithRef<"button">, "children" | "aria-label"> {
  icon: IconName;
  /** The accessible name: an icon alone says nothing. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export interface PlainButtonProps extends Omit<ComponentPropsWithRef<"button">, "children"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  /** Shows a spinner instead of the icon and refuses presses (`Button`'s `isPending`). */
  isPending?: boolean;
  children: ReactNode;
}

/** `Button` of button.tsx as a native button. */
export function PlainButton({
  variant = "primary",
  size = "md",
  icon,
  isPending = false,
  children,
  className = "",
  disabled,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      className={plainButtonClass(variant, size, className)}
    >
      {isPending ? <Spinner /> : icon ? <Icon name={icon} size={size === "sm" ? 16 : 18} /> : null}
      {children}
    </button>
  );
}

/**
 * How plain links navigate inside the app (the router's client-side navigation), provided by the
 * signed-in frame; without it a plain link is an ordinary link (a full page load).
 */
export interface PlainNavigation {
  navigate: (href: string) => void;
  toHref: (href: string) => string;
}

const PlainNavigationContext = createContext<PlainNavigation | null>(null);
export const PlainNavigationProvider = PlainNavigationContext.Provider;
/** The frame's in-app navigation (null outside the signed-in frame). */
export const usePlainNavigation = (): PlainNavigation | null => useContext(PlainNavigationContext);

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith("//");

export interface PlainLinkButtonProps extends Omit<ComponentPropsWithRef<"a">, "children" | "href"> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  children: ReactNode;
}

/** `LinkButton` of button.tsx as a native link: an app path navigates in the app, a click with a modifier opens a tab as usual. */
export function PlainLinkButton({
  href,
  variant = "secondary",
  size = "md",
  icon,
  children,
  className = "",
  onClick,
  ...rest
}: PlainLinkButtonProps) {
  const link = usePlainLink(href, { onClick, target: rest.target });
  return (
    <a {...rest} {...link} className={plainButtonClass(variant, size, className)}>
      {icon ? <Icon name={icon} size={size === "sm" ? 16 : 18} /> : null}
      {children}
    </a>
  );
}

/**
 * A native anchor's `href` and `onClick` for an app path: a plain click navigates in the app
 * (the frame's router), a click with a modifier key or another button, a `target` or another
 * site's address is the browser's own.
 */
export function usePlainLink(
  href: string,
  { onClick, target }: { onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined; target?: string } = {},
): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const navigation = usePlainNavigation();
  const inApp = navigation !== null && !isExternal(href) && !target;
  return {
    href: inApp ? navigation.toHref(href) : href,
    onClick: (event) => {
      onClick?.(event);
      if (!inApp || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigation.navigate(href);
    },
  };
}

/** `IconButton` of button.tsx as a native button. */
export function PlainIconButton({
  icon,
  label,
  variant = "ghost",
  size = "md",
  className = "",
  ...rest
}: PlainIconButtonProps) {
  const square = size === "sm" ? "w-8 !px-0" : "w-10 !px-0";
  return (
    <button
      type="button"
      {...rest}
      aria-label={label}
      className={plainButtonClass(variant, size, `${square} ${className}`)}
    >
      <Icon name={icon} size={size === "sm" ? 16 : 20} />
    </button>
  );
}

/**
 * `Switch` of choice.tsx as a native checkbox with the switch role (Space toggles it; the label
 * around it names it and toggles it too).
 */
export function PlainSwitch({
  isSelected,
  onChange,
  isDisabled,
  children,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={`flex items-center gap-2 text-text ${isDisabled ? "opacity-50" : "cursor-pointer"}`}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={isSelected}
        className="peer sr-only"
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span
        aria-hidden="true"
        className={`flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-[background-color] peer-focus-visible:outline-solid peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus ${
          isSelected ? "bg-primary" : "bg-muted"
        }`}
      >
        <span
          className={`h-5 w-5 rounded-full bg-surface shadow transition-transform ${isSelected ? "translate-x-5" : ""}`}
        />
      </span>
      {children}
    </label>
  );
}
