/**
 * The signed-in frame's icons as one SVG sprite (issue 19): the menu's Lucide icons were ≈ 32 kB
 * of JavaScript (8 kB gzip) every signed-in first load parsed and ran before its first paint. The
 * build now draws them, from the pinned lucide-react's own icon data (`__iconData` of
 * `lucide-react/icons/<name>`, so each icon still has one source), into `assets/icons-<hash>.svg`
 * (a `<symbol id="<name>">` per icon; hashed, precompressed and cached like every asset), and
 * `SpriteIcon` (src/components/ui/sprite-icon.tsx) draws `<svg><use href="…#name"/></svg>`. The
 * design system's own line icons (src/components/ui/icon-paths.ts, drawn for this project) are in
 * it too, as `ui-<name>`, for `Icon` (icons.tsx), which the landing pages also loaded as JS.
 *
 * `virtual:icon-sprite` is the sprite's URL: the plugin writes the sprite to
 * `.cache/icon-sprite/icons.svg` and lets Vite import it with `?url` (hashed file in a build,
 * served from disk in dev, Storybook and Vitest).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { FRAME_ICONS } from "../../src/app/menu-icons.ts";
import { ICON_PATHS } from "../../src/components/ui/icon-paths.ts";
import { ROOT } from "./brands.ts";

export const VIRTUAL_ICON_SPRITE = "virtual:icon-sprite";
const RESOLVED = `\0${VIRTUAL_ICON_SPRITE}`;
/** Where the plugin writes the sprite (gitignored; the same content for every bundle). */
export const SPRITE_FILE = path.join(ROOT, ".cache/icon-sprite/icons.svg");

type Attributes = Record<string, string | number>;
/** Lucide's icon node: an element's tag, attributes (with a React `key`) and children. */
export type LucideNode = [tag: string, attributes: Attributes, children?: LucideNode[]];
export interface LucideIconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  node: LucideNode[];
}

/** An icon's data as the installed lucide-react ships it (its `__iconData` export). */
export async function lucideIconData(name: string): Promise<LucideIconData> {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`not a Lucide icon name: ${name}`);
  const icon = (await import(`lucide-react/icons/${name}`)) as { __iconData?: LucideIconData };
  if (!icon.__iconData) throw new Error(`lucide-react/icons/${name} has no __iconData`);
  return icon.__iconData;
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

function element([tag, attributes, children = []]: LucideNode): string {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  return children.length > 0 ? `<${tag}${attrs}>${children.map(element).join("")}</${tag}>` : `<${tag}${attrs}/>`;
}

/** One icon's `<symbol>`: Lucide's elements as they are, in the icon's own view box. */
export function iconSymbol(name: string, icon: LucideIconData): string {
  const width = icon.size ?? icon.width ?? 24;
  const height = icon.size ?? icon.height ?? 24;
  return `<symbol id="${escapeAttribute(name)}" viewBox="0 0 ${width} ${height}">${icon.node.map(element).join("")}</symbol>`;
}

/** The symbol id of a design-system icon (`Icon` of icons.tsx uses the same prefix). */
export const UI_ICON_PREFIX = "ui-";

/** The design system's icons as Lucide-shaped data: one path each. */
export function uiIcons(paths: Readonly<Record<string, string>> = ICON_PATHS): Map<string, LucideIconData> {
  return new Map(
    Object.entries(paths).map(([name, d]) => [`${UI_ICON_PREFIX}${name}`, { size: 24, node: [["path", { d }]] }]),
  );
}

/**
 * The sprite of the named Lucide icons and the design system's, in id order. Stroke, fill and
 * line caps are not in it: the `<svg>` using a symbol sets them (currentColor, so both themes and
 * every context colour it).
 */
export async function iconSprite(
  names: readonly string[] = FRAME_ICONS,
  ui: ReadonlyMap<string, LucideIconData> = uiIcons(),
): Promise<string> {
  const lucide = await Promise.all(
    [...new Set(names)].map(async (name) => [name, await lucideIconData(name)] as const),
  );
  const symbols = [...lucide, ...ui]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, icon]) => iconSymbol(name, icon));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** Writes the sprite unless the file already holds it (parallel builds write the same bytes). */
function writeSprite(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, "utf8") === content) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** `virtual:icon-sprite`: the URL of the frame's sprite (see the module comment). */
export function iconSpritePlugin(
  names: readonly string[] = FRAME_ICONS,
  file = SPRITE_FILE,
  ui: ReadonlyMap<string, LucideIconData> = uiIcons(),
): Plugin {
  let sprite: Promise<string> | undefined;
  return {
    name: "dashboard-icon-sprite",
    resolveId: (id) => (id === VIRTUAL_ICON_SPRITE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      sprite ??= iconSprite(names, ui);
      writeSprite(file, await sprite);
      return `export { default } from ${JSON.stringify(`${file}?url`)};`;
    },
  };
}
