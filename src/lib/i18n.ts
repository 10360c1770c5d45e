/**
 * Lingui set-up. Language order: `?lang=` (spec 000 §2), then the saved choice, then the
 * bundle's default. Only the languages the bundle's country offers are accepted.
 */
import { i18n } from "@lingui/core";

export const LANGUAGES = ["en", "id"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "lang";

const catalogs: Record<Language, () => Promise<{ messages: import("@lingui/core").Messages }>> = {
  en: () => import("../../locales/en/messages.po"),
  id: () => import("../../locales/id/messages.po"),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Pick the language: the URL's `lang` wins, then the stored one, then the default; each must be offered. */
export function chooseLanguage(input: {
  search: string;
  stored: string | null;
  offered: readonly Language[];
  fallback: Language;
}): Language {
  const fromUrl = new URLSearchParams(input.search).get("lang");
  for (const candidate of [fromUrl, input.stored]) {
    if (isLanguage(candidate) && input.offered.includes(candidate)) return candidate;
  }
  return input.fallback;
}

export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { messages } = await catalogs[language]();
  i18n.load(language, messages);
  i18n.activate(language);
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

export { i18n };
