/**
 * A brand's SVG (its logo, its favicon) as a `data:` URL (issue 19): a few hundred bytes each,
 * they rode as requests of their own in the first wave of every page (Lighthouse mobile: the
 * favicon in the login page's LCP, the logo in the signed-in frame's), each with ≈ 0.9 kB of
 * response headers. Inlined, the logo rides in the entry's JS and the favicon in index.html
 * (the CSP allows `img-src data:`, scripts/lib/csp.ts). One function, so the white-label leak
 * checks (scripts/verify-bundles.ts, scripts/storybook-build.ts) look for another brand's
 * asset in exactly the form a build would inline it.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
