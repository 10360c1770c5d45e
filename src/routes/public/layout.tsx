import { brand, logoUrl } from "virtual:brand";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { LanguageSelect } from "../../app/language-select";

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

export const Route = createFileRoute("/_public")({ component: LoggedOutLayout });
