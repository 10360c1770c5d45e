import type { ReactNode } from "react";

/**
 * Wraps a page's screen in its route file. `marker` ("route-module:<page key>") is the string
 * bundle verification (scripts/verify-bundles.ts) looks for to prove an allowed page is in the
 * bundle and an excluded one is not; it adds no box to the layout.
 */
export function RouteModule({ marker, children }: { marker: `route-module:${string}`; children: ReactNode }) {
  return (
    <div data-route-module={marker} className="contents">
      {children}
    </div>
  );
}
