import { brand, logoUrl } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, Outlet } from "@tanstack/react-router";

/** The logged-in frame. Sidebar, top bar, banners and guards arrive with the shell and session issues. */
function DashboardLayout() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="flex items-center gap-4 border-b border-border bg-surface px-4 py-3">
        <Link to="/" aria-label={t`${brand.displayName} home`}>
          <img src={logoUrl} alt="" className="h-7" />
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}

export const Route = createFileRoute("/_app")({ component: DashboardLayout });
