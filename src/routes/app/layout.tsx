import { brand, logoUrl } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, Outlet } from "@tanstack/react-router";
import { useState } from "react";
import { Sidebar } from "../../app/sidebar";
import { IconButton } from "../../components/ui/button";
import { SessionMenu } from "../../features/session/components/session-menu";
import { SessionWatch } from "../../features/session/components/session-watch";
import { requireLoggedIn } from "../../features/session/visibility";

/** The logged-in frame: top bar, sidebar menu and content. Banners and the full top bar arrive with the shell issue. */
function DashboardLayout() {
  const { t } = useLingui();
  const { business, environment, visibility } = Route.useRouteContext();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <SessionWatch />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t`Skip to content`}
      </a>
      <header className="flex flex-wrap items-center gap-4 border-b border-border bg-surface px-4 py-3">
        <span className="md:hidden">
          <IconButton
            icon="menu"
            label={menuOpen ? t`Close the menu` : t`Open the menu`}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onPress={() => setMenuOpen((open) => !open)}
          />
        </span>
        <Link to="/" aria-label={t`${brand.displayName} home`}>
          <img src={logoUrl} alt="" className="h-7" />
        </Link>
        <SessionMenu business={business} environment={environment} />
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <Sidebar visibility={visibility} mobileOpen={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

// spec 000 §2, §4: nothing inside renders before the session guard has decided.
export const Route = createFileRoute("/_app")({
  beforeLoad: ({ context, location }) => requireLoggedIn(context, location),
  component: DashboardLayout,
});
