/**
 * Old paths that go to current ones (spec 002 §2.5 "Redirects and not-found"). The
 * `/dashboard/...` variants are the same paths under an old prefix.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/retail-outlet": "/retail_outlets",
  "/batch-disbursements": "/batch_disbursements",
  "/fixed-virtual-accounts": "/virtual_accounts/payments",
  "/transactions": "/transactions-new",
  "/in-transit": "/pending",
  "/settings/general": "/settings",
  "/settings/user": "/settings/team#members",
  "/settings/security": "/settings/developers#api-keys",
  "/settings/withdraw": "/settings/withdrawals",
  "/xenplatform": "/xenplatform/accounts",
};

const DASHBOARD_PREFIX = "/dashboard";

/** The current address for an old path (keeping its query and any deeper segments), or null. */
export function redirectFor(pathname: string, search = ""): string | null {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let moved = false;
  if (path === DASHBOARD_PREFIX || path.startsWith(`${DASHBOARD_PREFIX}/`)) {
    // "/dashboard//evil.test/x" must not become the protocol-relative "//evil.test/x"
    path = `/${path.slice(DASHBOARD_PREFIX.length).replace(/^[/\\]+/, "")}`;
    if (path === "/") path = "/home";
    moved = true;
  }
  const exact = REDIRECTS[path];
  if (exact) return withSearch(exact, search);
  // Deeper paths under a renamed list keep their tail: /transactions/abc → /transactions-new/abc.
  for (const [from, to] of Object.entries(REDIRECTS)) {
    if (!to.includes("#") && path.startsWith(`${from}/`) && from !== "/xenplatform") {
      return withSearch(to + path.slice(from.length), search);
    }
  }
  return moved ? withSearch(path, search) : null;
}

function withSearch(target: string, search: string): string {
  if (!search || search === "?") return target;
  const [path, hash] = target.split("#");
  return `${path}${search.startsWith("?") ? search : `?${search}`}${hash ? `#${hash}` : ""}`;
}
