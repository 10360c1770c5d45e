/// <reference types="vite/client" />

/** Compile-time constants of the bundle (scripts/lib/vite-config.ts). Use them only in `if`/ternaries. */
declare const __BRAND_ID__: string;
declare const __COUNTRY__: import("./domain/brand/sections.ts").Country;

declare module "virtual:brand" {
  export const brand: import("./domain/brand/manifest.ts").BundleBrand;
  export const logoUrl: string;
}

/** A catalogue's public (logged-out), app (logged-in frame) or one area's messages (scripts/lib/catalogue-scopes.ts). */
declare module "virtual:messages/*" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

/** Which parts' messages (areas, the list kit) each logged-in route of the bundle needs, and their loaders in one language (scripts/lib/catalogue-scopes.ts). */
declare module "virtual:route-catalogues/*" {
  import type { Messages } from "@lingui/core";
  /** The parts a pathname needs (src/lib/route-parts.ts). */
  export function partsOf(pathname: string): string[];
  export const PART_CATALOGUES: Record<string, () => Promise<{ messages: Messages }>>;
}

/**
 * The route tree the router starts with (scripts/lib/vite-config.ts, issue 19): in a bundle the
 * logged-out routes only (`complete: false`, src/app/full-route-tree.ts loads the rest), else every page's.
 */
declare module "virtual:start-route-tree" {
  export const routeTree: typeof import("./routeTree.gen").routeTree;
  export const complete: boolean;
}

declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
