/**
 * A Lucide icon of the signed-in frame (the menu's), drawn from the build's SVG sprite
 * (scripts/lib/icon-sprite.ts, issue 19): `<svg><use href="…/icons-<hash>.svg#name"/></svg>`, so
 * the icon's drawing is not JavaScript the first load runs. Same size, stroke and accessibility as
 * `Icon` (decorative unless labelled); the sprite holds the names `FRAME_ICONS` lists
 * (src/app/menu-icons.ts), so a name outside it draws nothing.
 */
import spriteUrl from "virtual:icon-sprite";
import type { IconName } from "lucide-react/dynamic";
import { IconSvg, type IconSvgProps } from "./icons.tsx";

export interface SpriteIconProps extends Omit<IconSvgProps, "name" | "children"> {
  /** The Lucide icon's name (its symbol in the sprite). */
  name: IconName;
}

export function SpriteIcon({ name, ...rest }: SpriteIconProps) {
  return (
    <IconSvg {...rest}>
      <use href={`${spriteUrl}#${name}`} />
    </IconSvg>
  );
}
