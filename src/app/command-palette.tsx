/**
 * The command palette (issue 6 "Command palette", Ctrl/Cmd+K): jump to any page the user may see
 * — the same visibility rule as the guards and the menu (spec 000 §6) — and to recent records.
 */
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import {
  Autocomplete,
  Dialog,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  SearchField,
  useFilter,
} from "react-aria-components";
import { Icon } from "../components/ui/icons";
import type { PageKey } from "../domain/brand/sections";
import { GO_LIVE_PAGE } from "../domain/visibility/menu";
import { canSeePage, type VisibilityContext } from "../domain/visibility/pages";
import { useRecentRecords } from "../features/shell/recent-records";
import { menuItemTitle } from "./menu";
import { PAGE_TITLES } from "./page-titles";
import { PAGE_ROUTES } from "./route-table";

/** The pages the palette offers: every page without a path parameter that the rule lets the user see. */
export function palettePages(ctx: VisibilityContext): { page: PageKey; path: string }[] {
  return PAGE_ROUTES.filter(
    (r) =>
      r.layout === "app" &&
      !r.path.includes("$") &&
      canSeePage(r.page, ctx) &&
      // spec 002 §2.1: the go-live item only in test mode, as in the menu.
      !(r.page === GO_LIVE_PAGE && ctx.environment === "PRODUCTION"),
  ).map((r) => ({ page: r.page, path: r.path }));
}

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-[4px] px-3 py-2 text-text outline-none data-[focused]:bg-background";

export function CommandPalette({
  isOpen,
  onOpenChange,
  visibility,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  visibility: VisibilityContext;
}) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const { contains } = useFilter({ sensitivity: "base" });
  const recent = useRecentRecords(visibility.business.id);
  const pages = palettePages(visibility).map((p) => ({
    id: `page:${p.path}`,
    path: p.path,
    label: i18n._(menuItemTitle({ page: p.page, path: p.path, title: PAGE_TITLES[p.page] }, visibility)),
  }));
  const records = recent.map((r) => ({
    id: `record:${r.path}`,
    path: r.path,
    label: r.label,
    kind: r.page in PAGE_TITLES ? i18n._(PAGE_TITLES[r.page as PageKey]) : "",
  }));
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-start justify-center bg-text/50 p-4 pt-[10vh]"
    >
      <Modal className="w-full max-w-xl rounded-brand bg-surface shadow-xl">
        <Dialog aria-label={t`Go to`} className="outline-none">
          <Autocomplete filter={contains}>
            <SearchField aria-label={t`Search pages and recent records`} autoFocus className="border-border border-b">
              <div className="flex items-center gap-2 px-3">
                <Icon name="search" size={18} />
                <Input
                  placeholder={t`Search pages and recent records…`}
                  className="w-full bg-transparent py-3 text-text outline-none [&::-webkit-search-cancel-button]:hidden"
                />
              </div>
            </SearchField>
            <Menu
              aria-label={t`Pages and recent records`}
              className="max-h-[60vh] overflow-y-auto p-2 outline-none"
              renderEmptyState={() => <p className="px-3 py-6 text-center text-muted text-sm">{t`Nothing matches.`}</p>}
              onAction={(key) => {
                const path = String(key).replace(/^(page|record):/, "");
                onOpenChange(false);
                void router.navigate({ href: path });
              }}
            >
              {records.length > 0 ? (
                <MenuSection className="pb-2">
                  <Header className="px-3 py-1 font-semibold text-muted text-xs uppercase">{t`Recent records`}</Header>
                  {records.map((r) => (
                    <MenuItem key={r.id} id={r.id} textValue={`${r.label} ${r.kind}`} className={itemClass}>
                      <Icon name="file" size={16} />
                      <span className="flex-1 truncate">{r.label}</span>
                      <span className="text-muted text-xs">{r.kind}</span>
                    </MenuItem>
                  ))}
                </MenuSection>
              ) : null}
              <MenuSection>
                <Header className="px-3 py-1 font-semibold text-muted text-xs uppercase">{t`Pages`}</Header>
                {pages.map((p) => (
                  <MenuItem key={p.id} id={p.id} textValue={p.label} className={itemClass}>
                    <Icon name="chevronRight" size={16} />
                    {p.label}
                  </MenuItem>
                ))}
              </MenuSection>
            </Menu>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
