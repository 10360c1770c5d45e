import { brand } from "virtual:brand";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { RouterContext } from "../app/router";
import { changeLanguage, isLanguage } from "../lib/i18n";

export const Route = createRootRouteWithContext<RouterContext>()({
  // spec 000 §2: a query parameter `lang` sets the language.
  beforeLoad: async ({ location }) => {
    const lang = (location.search as Record<string, unknown>).lang;
    if (isLanguage(lang) && brand.languages.includes(lang)) await changeLanguage(lang);
  },
  component: Outlet,
});
