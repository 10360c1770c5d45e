/**
 * Secondary in-page navigation (spec 002 §2.13) for an area with sub-pages (e.g. store: online
 * store, orders, products, sales channels; issuing: card products, cards, transactions).
 * A labelled `nav` landmark of plain links; the link of the page shown carries
 * `aria-current="page"`. The row scrolls horizontally on narrow screens (375 px) instead of
 * widening the page, and the current link is scrolled into view. Links are ordinary tab stops.
 *
 * With `tour`, the nav also offers the guided tour of spec 002 §2.13 ("Take the tour"): one step
 * per item that has a `description`, each pointing at that item's link, so the sections and the
 * tour are one list. It starts only when asked (`autoStart` false): an area's sub-pages are many
 * and a popover on each first visit would stand in the merchant's way.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "./aria-router.tsx";
import { GuidedTour, type TourStep } from "./guided-tour.tsx";

/** Inside the scrolling row an outer ring would be clipped: draw it inside the link. */
const insetFocusRing =
  "outline-none data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus";

export interface SectionNavItem {
  /** Stable key (also what `current` names). */
  id: string;
  label: ReactNode;
  /** In-app path, e.g. `/store/orders`. */
  href: string;
  /** What the section is for: the item's step in the area's guided tour. */
  description?: ReactNode;
}

export interface SectionNavProps {
  /** The landmark's accessible name, e.g. "Store sections". */
  label: string;
  items: readonly SectionNavItem[];
  /** The id of the current item; or give `pathname` and let the nav pick it. */
  current?: string;
  /** The current location's path: the item whose href is the longest prefix of it is current. */
  pathname?: string;
  /** Offer the area's guided tour over the described items (remembered per user). */
  tour?: { tourId: string; userId: string };
}

/** The tour's steps: the described items, in order, each anchored on its link. */
export function sectionTourSteps(items: readonly SectionNavItem[]): TourStep[] {
  return items.flatMap((item) =>
    item.description === undefined
      ? []
      : [{ id: item.id, target: `section-${item.id}`, title: item.label, body: item.description }],
  );
}

function pathOf(href: string): string {
  const path = href.split(/[?#]/)[0] ?? href;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The item a path belongs to: an exact match, else the item whose href is the longest path
 * prefix (`/store/orders/o-1` → `/store/orders`, never `/store/orders-completed`).
 */
export function currentSectionItem(items: readonly SectionNavItem[], pathname: string): string | undefined {
  const path = pathOf(pathname);
  let best: SectionNavItem | undefined;
  for (const item of items) {
    const href = pathOf(item.href);
    const matches = path === href || path.startsWith(href === "/" ? "/" : `${href}/`);
    if (matches && (!best || href.length > pathOf(best.href).length)) best = item;
  }
  return best?.id;
}

export function SectionNav({ label, items, current, pathname, tour }: SectionNavProps) {
  const currentId = current ?? (pathname ? currentSectionItem(items, pathname) : undefined);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!currentId) return;
    const active = listRef.current?.querySelector<HTMLElement>(`[data-nav-item="${CSS.escape(currentId)}"]`);
    // jsdom has no scrollIntoView; browsers scroll only the nav row (block: "nearest")
    if (active && typeof active.scrollIntoView === "function") {
      active.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
  }, [currentId]);

  return (
    <div className="mb-4 flex min-w-0 max-w-full items-end gap-2 border-b border-border">
      <nav aria-label={label} className="min-w-0 flex-1">
        <ul ref={listRef} className="flex min-w-0 gap-1 overflow-x-auto [scrollbar-width:thin]">
          {items.map((item) => {
            const isCurrent = item.id === currentId;
            return (
              <li key={item.id} className="shrink-0">
                <Link
                  href={item.href}
                  data-nav-item={item.id}
                  data-tour={`section-${item.id}`}
                  aria-current={isCurrent ? "page" : undefined}
                  className={`-mb-px inline-block whitespace-nowrap border-b-2 px-4 py-2 text-sm no-underline ${insetFocusRing} ${
                    isCurrent
                      ? "border-primary font-semibold text-primary"
                      : "border-transparent text-muted data-[hovered]:text-text"
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {tour ? (
        <div className="shrink-0 pb-1">
          <GuidedTour tourId={tour.tourId} userId={tour.userId} steps={sectionTourSteps(items)} autoStart={false} />
        </div>
      ) : null}
    </div>
  );
}
