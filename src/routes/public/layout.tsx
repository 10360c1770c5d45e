import { brand, logoUrl } from "virtual:brand";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { LanguageSelect } from "../../app/language-select";
import { loadLoggedOutMessages } from "../../lib/i18n";

function LoggedOutLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="flex items-center justify-between gap-3 px-4 py-4 sm:gap-4 sm:px-6">
        <img src={logoUrl} alt={brand.displayName} className="h-8 min-w-0 max-w-[55%] object-contain object-left" />
        <LanguageSelect />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-6 sm:items-center">
        <Outlet />
      </main>
    </div>
  );
}

/** The login page's messages come with the entry; any other logged-out page's load before it opens (issue 19). */
const isLoginPath = (pathname: string): boolean => pathname.replace(/\/+$/, "") === "/login";

export const Route = createFileRoute("/_public")({
  beforeLoad: async ({ location }) => {
    if (!isLoginPath(location.pathname)) await loadLoggedOutMessages();
  },
  component: LoggedOutLayout,
});
