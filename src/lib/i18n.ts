/**
 * Lingui set-up. Language order: `?lang=` (spec 000 §2), then the saved choice, then the
 * bundle's default. Only the languages the bundle's country offers are accepted.
 */
import { i18n } from "@lingui/core";

export const LANGUAGES = ["en", "id"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "lang";

type Catalogue = () => Promise<{ messages: import("@lingui/core").Messages }>;

/**
 * Each language's catalogue in two parts (issue 19, scripts/lib/catalogue-scopes.ts): the public
 * messages (logged-out pages, shell, kit) load with the first screen; the app messages (only the
 * logged-in pages') once a session is found (`loadAppMessages`), so the login page does not carry
 * every feature page's text.
 */
const catalogs: Record<Language, { public: Catalogue; app: Catalogue }> = {
  en: { public: () => import("virtual:messages/en/public"), app: () => import("virtual:messages/en/app") },
  id: { public: () => import("virtual:messages/id/public"), app: () => import("virtual:messages/id/app") },
};

/** Whether the app messages are wanted (a session was found): a language switch then loads both parts. */
let appMessages = false;

async function messagesOf(language: Language): Promise<import("@lingui/core").Messages> {
  const parts = await Promise.all([catalogs[language].public(), ...(appMessages ? [catalogs[language].app()] : [])]);
  return Object.assign({}, ...parts.map((part) => part.messages));
}

/** The logged-in pages' messages of the active language, added once (the logged-in guard calls this). */
export async function loadAppMessages(): Promise<void> {
  if (appMessages) return;
  appMessages = true;
  const language = isLanguage(i18n.locale) ? i18n.locale : null;
  if (!language) return;
  const { messages } = await catalogs[language].app();
  i18n.load(language, messages);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The first offered language among the browser's preferred ones (`id-ID` → `id`), or null. */
export function browserLanguage(preferred: readonly string[], offered: readonly Language[]): Language | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base) && offered.includes(base)) return base;
  }
  return null;
}

/**
 * Pick the language (spec 000 §2, §9; spec 002 §9): the URL's `lang` wins, then the stored
 * choice, then (for a first visit) the browser's preferred languages, then the default, which is
 * English; each must be offered by the bundle.
 */
export function chooseLanguage(input: {
  search: string;
  stored: string | null;
  browser?: readonly string[];
  offered: readonly Language[];
  fallback: Language;
}): Language {
  const fromUrl = new URLSearchParams(input.search).get("lang");
  for (const candidate of [fromUrl, input.stored]) {
    if (isLanguage(candidate) && input.offered.includes(candidate)) return candidate;
  }
  return browserLanguage(input.browser ?? [], input.offered) ?? input.fallback;
}

/**
 * After login, the user's `preferred_language` (spec 000 §9) applies unless this visit chose
 * explicitly: a `lang` in the URL or a stored choice. Answers the language to activate, or null.
 */
export function languageForUser(input: {
  search: string;
  stored: string | null;
  preferred: string | null | undefined;
  offered: readonly Language[];
}): Language | null {
  const fromUrl = new URLSearchParams(input.search).get("lang");
  if ((isLanguage(fromUrl) && input.offered.includes(fromUrl)) || isLanguage(input.stored)) return null;
  return isLanguage(input.preferred) && input.offered.includes(input.preferred) ? input.preferred : null;
}

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  i18n.load(language, await messagesOf(language));
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
