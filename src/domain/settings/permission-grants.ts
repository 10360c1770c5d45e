/**
 * What each permission flag lets a member see (the team page's plain explanations, spec 000 §6),
 * derived from the same rules as the menu: for each flag, the menu pages and settings sub-pages
 * a member holding only that flag sees that a member with no flag does not — computed with
 * visibleMenu/canSeePage/canSeeSettingsPage of src/domain/visibility, so the explanation and the
 * menu can never disagree.
 */
import type { PageKey } from "../brand/sections.ts";
import { MENU_STRUCTURE, menuPages, visibleMenu } from "../visibility/menu.ts";
import {
  canSeePage,
  canSeeSettingsPage,
  PERMISSION_FLAGS,
  type PermissionFlags,
  SETTINGS_PAGES,
  type SettingsPage,
  type VisibilityContext,
} from "../visibility/pages.ts";

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export interface FlagGrant {
  /** Menu pages the flag alone adds, in menu order. */
  pages: PageKey[];
  /** Settings sub-pages the flag alone adds. */
  settings: SettingsPage[];
}

const NONE = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])) as PermissionFlags;

/** The context of `base` (business, environment, feature flags, bundle) for a member holding exactly `flags`. */
export function withFlags(base: VisibilityContext, flags: readonly PermissionFlag[]): VisibilityContext {
  const user = { ...base.user, ...NONE };
  for (const f of flags) user[f] = true;
  return { ...base, user };
}

/** The menu pages and settings sub-pages a member with exactly `flags` sees in `base`'s business. */
export function visibleFor(base: VisibilityContext, flags: readonly PermissionFlag[]): FlagGrant {
  const ctx = withFlags(base, flags);
  return {
    pages: menuPages(visibleMenu(MENU_STRUCTURE, (page) => canSeePage(page, ctx), ctx)),
    settings: SETTINGS_PAGES.filter((page) => canSeeSettingsPage(page, ctx)),
  };
}

/** For every flag: what it adds over no flag at all. */
export function flagGrants(base: VisibilityContext): Record<PermissionFlag, FlagGrant> {
  const none = visibleFor(base, []);
  return Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => {
      const own = visibleFor(base, [flag]);
      return [
        flag,
        {
          pages: own.pages.filter((p) => !none.pages.includes(p)),
          settings: own.settings.filter((p) => !none.settings.includes(p)),
        },
      ];
    }),
  ) as Record<PermissionFlag, FlagGrant>;
}
