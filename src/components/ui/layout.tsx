/**
 * Layout primitives: page header (title, description, actions, breadcrumbs slot), a top bar
 * container, stack and responsive grid helpers, skeletons, and width hooks for the
 * responsive thresholds of spec 000 §9 (mobile below 768 px, filters collapse below 575 px).
 * Generic: no app logic, only brand tokens.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { MOBILE_BELOW_PX } from "../../domain/format/layout.ts";

export function PageHeader({
  title,
  description,
  actions,
  breadcrumbs,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** A breadcrumb trail (e.g. react-aria `Breadcrumbs`) shown above the title. */
  breadcrumbs?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-2">
      {breadcrumbs ? <div className="text-sm text-muted">{breadcrumbs}</div> : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold text-text">{title}</h1>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** The bar across the top of a layout: a start slot (burger, logo), the middle, and an end slot. */
export function TopBar({ start, children, end }: { start?: ReactNode; children?: ReactNode; end?: ReactNode }) {
  return (
    <header className="flex h-14 items-center gap-3 border-b border-border bg-surface px-3 text-text md:px-6">
      {start ? <div className="flex shrink-0 items-center gap-2">{start}</div> : null}
      <div className="flex min-w-0 flex-1 items-center gap-2">{children}</div>
      {end ? <div className="flex shrink-0 items-center gap-1 md:gap-2">{end}</div> : null}
    </header>
  );
}

const GAPS = { 1: "gap-1", 2: "gap-2", 3: "gap-3", 4: "gap-4", 6: "gap-6", 8: "gap-8" } as const;
type Gap = keyof typeof GAPS;

/** A flex column (or row); `wrapBelowMobile` stacks a row into a column below 768 px. */
export function Stack({
  children,
  gap = 4,
  direction = "column",
  align,
  justify,
  className = "",
}: {
  children: ReactNode;
  gap?: Gap;
  direction?: "column" | "row" | "responsive";
  align?: "start" | "center" | "end" | "stretch";
  justify?: "start" | "center" | "end" | "between";
  className?: string;
}) {
  const dir = { column: "flex-col", row: "flex-row flex-wrap", responsive: "flex-col md:flex-row" }[direction];
  const alignClass = align
    ? { start: "items-start", center: "items-center", end: "items-end", stretch: "items-stretch" }[align]
    : "";
  const justifyClass = justify
    ? { start: "justify-start", center: "justify-center", end: "justify-end", between: "justify-between" }[justify]
    : "";
  return <div className={`flex ${dir} ${GAPS[gap]} ${alignClass} ${justifyClass} ${className}`}>{children}</div>;
}

const COLUMNS = {
  1: "grid-cols-1",
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** One column on mobile, up to `columns` on wider screens. */
export function Grid({
  children,
  columns = 2,
  gap = 4,
  className = "",
}: {
  children: ReactNode;
  columns?: keyof typeof COLUMNS;
  gap?: Gap;
  className?: string;
}) {
  return <div className={`grid ${COLUMNS[columns]} ${GAPS[gap]} ${className}`}>{children}</div>;
}

/** A placeholder block while content loads (decorative: wrap loading areas in `LoadingRegion`). */
export function Skeleton({
  width = "100%",
  height = "1rem",
  shape = "line",
  className = "",
}: {
  width?: string;
  height?: string;
  shape?: "line" | "circle" | "block";
  className?: string;
}) {
  const radius = { line: "rounded-brand", circle: "rounded-full", block: "rounded-brand" }[shape];
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      style={{ width, height }}
      className={`block animate-pulse bg-border motion-reduce:animate-none ${radius} ${className}`}
    />
  );
}

/** Skeleton lines of a text paragraph. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className="flex flex-col gap-2">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? "60%" : "100%"} />
      ))}
    </span>
  );
}

/** Marks a region as loading for assistive technology (`aria-busy`) and names it. */
export function LoadingRegion({
  isLoading,
  label,
  children,
}: {
  isLoading: boolean;
  label?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div aria-busy={isLoading} aria-live="polite">
      {isLoading ? <span className="sr-only">{label ?? t`Loading…`}</span> : null}
      {children}
    </div>
  );
}

/** The rendered width of an element (ResizeObserver); `fallback` until it is measured. */
export function useElementWidth<T extends HTMLElement>(
  fallback = Number.POSITIVE_INFINITY,
): [RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
    const list = window.matchMedia(query);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  };
}

/** Whether a CSS media query matches (false on the server or without matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeMedia(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
}

/** The mobile layout of spec 000 §9: viewport narrower than 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BELOW_PX - 0.02}px)`);
}
