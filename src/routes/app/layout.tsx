import { brand, logoUrl } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, Outlet } from "@tanstack/react-router";
import { SessionMenu } from "../../features/session/components/session-menu";
import { SessionWatch } from "../../features/session/components/session-watch";
import { requireSession } from "../../features/session/guards";

/** The logged-in frame. Sidebar, top bar and banners arrive with the shell issue. */
function DashboardLayout() {
  const { t } = useLingui();
  const { business, environment } = Route.useRouteContext();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <SessionWatch />
      <header className="flex flex-wrap items-center gap-4 border-b border-border bg-surface px-4 py-3">
        <Link to="/" aria-label={t`${brand.displayName} home`}>
          <img src={logoUrl} alt="" className="h-7" />
        </Link>
        <SessionMenu business={business} environment={environment} />
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}

// spec 000 §2, §4: nothing inside renders before the session guard has decided.
export const Route = createFileRoute("/_app")({
  beforeLoad: ({ context, location }) => requireSession(context, location),
  component: DashboardLayout,
});
