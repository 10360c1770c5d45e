/**
 * The icon set: 24×24 stroke icons drawn in `currentColor` (so they take the brand tokens of
 * their context), and card-brand marks for spec 002 §3. Decorative by default (`aria-hidden`);
 * pass `label` to make an icon meaningful. The line icons' drawings (icon-paths.ts) are in the
 * build's SVG sprite (scripts/lib/icon-sprite.ts, issue 19): `Icon` uses its `ui-<name>` symbol.
 */
import spriteUrl from "virtual:icon-sprite";
import type { SVGProps } from "react";
import { CARD_BRANDS, type CardBrand } from "../../domain/cards/card-facts.ts";
import type { IconName } from "./icon-paths.ts";

export type { IconName };

export interface IconProps extends Omit<IconSvgProps, "name" | "children"> {
  name: IconName;
}

export { CARD_BRANDS, type CardBrand };

export function Icon({ name, ...rest }: IconProps) {
  return (
    <IconSvg {...rest}>
      <use href={`${spriteUrl}#ui-${name}`} />
    </IconSvg>
  );
}

export interface IconSvgProps extends SVGProps<SVGSVGElement> {
  /** An accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
  size?: number;
}

/**
 * The frame of every line icon: 24×24, a 2 px round stroke in `currentColor`, decorative
 * (`aria-hidden`) unless labelled. `Icon` draws its path in it; `SpriteIcon` a sprite's symbol.
 */
export function IconSvg({ label, size = 20, children, ...rest }: IconSvgProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

const CARD_MARK: Record<CardBrand, { short: string; name: string }> = {
  VISA: { short: "VISA", name: "Visa" },
  MASTERCARD: { short: "MC", name: "Mastercard" },
  AMEX: { short: "AMEX", name: "American Express" },
  DISCOVER: { short: "DISC", name: "Discover" },
  JCB: { short: "JCB", name: "JCB" },
  "VISA-ELECTRON": { short: "VE", name: "Visa Electron" },
  DANKORT: { short: "DK", name: "Dankort" },
  MAESTRO: { short: "MAE", name: "Maestro" },
  GPN: { short: "GPN", name: "GPN" },
  BCA: { short: "BCA", name: "BCA" },
  UNKNOWN: { short: "?", name: "" },
};

export function isCardBrand(value: string): value is CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(value);
}

/**
 * A neutral card-brand mark (a card outline with the network's short name, in the current
 * colour): recognisable and accessible without shipping third-party artwork. `unknownLabel`
 * names the UNKNOWN brand in the user's language.
 */
export function CardBrandIcon({
  brand,
  unknownLabel,
  width = 40,
}: {
  brand: string;
  unknownLabel: string;
  width?: number;
}) {
  const mark = isCardBrand(brand) ? CARD_MARK[brand] : CARD_MARK.UNKNOWN;
  const name = mark.name || unknownLabel;
  const fontSize = mark.short.length > 3 ? 7 : 9;
  return (
    <svg viewBox="0 0 40 26" width={width} height={(width * 26) / 40} role="img" aria-label={name} focusable="false">
      <rect x="0.5" y="0.5" width="39" height="25" rx="3.5" fill="none" stroke="currentColor" />
      <text
        x="20"
        y="16.5"
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight="700"
        fill="currentColor"
        fontFamily="inherit"
      >
        {mark.short}
      </text>
    </svg>
  );
}
