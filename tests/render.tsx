/** Render helpers for component tests: real Lingui catalogs, a fresh QueryClient. */
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { messages as en } from "../locales/en/messages.po";
import { messages as id } from "../locales/id/messages.po";

i18n.load({ en, id });

export function renderWithProviders(
  ui: ReactElement,
  { language = "en", ...options }: RenderOptions & { language?: "en" | "id" } = {},
) {
  i18n.activate(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  activeClient = queryClient;
  return { queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}

let activeClient: QueryClient;

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={activeClient}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
