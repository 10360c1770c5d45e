/** Button, link styled as a button, and icon-only button (react-aria: keyboard, press, focus ring). */
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from "react-aria-components";
import { Link as AriaLink } from "./aria-router.tsx";
import { Icon, type IconName } from "./icons.tsx";
import { Spinner } from "./spinner.tsx";
import { type ButtonSize, type ButtonVariant, buttonClass } from "./styles.ts";

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "children"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  children: ReactNode;
  className?: string;
}

export function Button({ variant = "primary", size = "md", icon, children, className = "", ...rest }: ButtonProps) {
  return (
    <AriaButton {...rest} className={buttonClass(variant, size, className)}>
      {rest.isPending ? <Spinner /> : icon ? <Icon name={icon} size={size === "sm" ? 16 : 18} /> : null}
      {children}
    </AriaButton>
  );
}

export interface LinkButtonProps extends Omit<AriaLinkProps, "className" | "children"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  children: ReactNode;
  className?: string;
}

/** A navigation link that looks like a button (use for "go somewhere", Button for "do something"). */
export function LinkButton({
  variant = "secondary",
  size = "md",
  icon,
  children,
  className = "",
  ...rest
}: LinkButtonProps) {
  return (
    <AriaLink {...rest} className={buttonClass(variant, size, className)}>
      {icon ? <Icon name={icon} size={size === "sm" ? 16 : 18} /> : null}
      {children}
    </AriaLink>
  );
}

export interface IconButtonProps extends Omit<AriaButtonProps, "className" | "children" | "aria-label"> {
  icon: IconName;
  /** The accessible name (also the tooltip-free hover title). Required: an icon alone says nothing. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function IconButton({ icon, label, variant = "ghost", size = "md", className = "", ...rest }: IconButtonProps) {
  const square = size === "sm" ? "w-8 !px-0" : "w-10 !px-0";
  return (
    <AriaButton {...rest} aria-label={label} className={buttonClass(variant, size, `${square} ${className}`)}>
      <Icon name={icon} size={size === "sm" ? 16 : 20} />
    </AriaButton>
  );
}

export { Spinner };
