/**
 * Lingui set-up. Language order: `?lang=` (spec 000 §2), then the saved choice, then the
 * bundle's default. Only the languages the bundle's country offers are accepted.
 */
import { i18n } from "@lingui/core";

export const LANGUAGES = ["en", "id"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "lang";

type Messages = import("@lingui/core").Messages;
type Catalogue = () => Promise<{ messages: Messages }>;
type RouteCatalogues = typeof import("virtual:route-catalogues/en");

/**
 * Each language's catalogue in parts (issue 19, scripts/lib/catalogue-scopes.ts): the public
 * messages (what the entry and the login page use) load with the first screen; the other
 * logged-out pages' with the first of them (`loadLoggedOutMessages()`); the logged-in frame's
 * once a session is found, and each feature area's (and the list kit's, for a page that uses the
 * kit) with the first page that needs it (`loadAppMessages(pathname)`), so neither the login page
 * nor the signed-in landing page carries every page's text. What the frame loads on demand (its
 * prompts, dialogs, popovers) brings its messages with its code (`withLazyAppMessages`, which the
 * build wraps around each such `import()`).
 */
const catalogs: Record<
  Language,
  {
    public: Catalogue;
    loggedOut: Catalogue;
    app: Catalogue;
    appLazy: Catalogue;
    errors: Catalogue;
    kitLazy: Catalogue;
    routes: () => Promise<RouteCatalogues>;
  }
> = {
  en: {
    public: () => import("virtual:messages/en/public"),
    loggedOut: () => import("virtual:messages/en/logged-out"),
    app: () => import("virtual:messages/en/app"),
    appLazy: () => import("virtual:messages/en/app-lazy"),
    errors: () => import("virtual:messages/en/errors"),
    kitLazy: () => import("virtual:messages/en/kit-lazy"),
    routes: () => import("virtual:route-catalogues/en"),
  },
  id: {
    public: () => import("virtual:messages/id/public"),
    loggedOut: () => import("virtual:messages/id/logged-out"),
    app: () => import("virtual:messages/id/app"),
    appLazy: () => import("virtual:messages/id/app-lazy"),
    errors: () => import("virtual:messages/id/errors"),
    kitLazy: () => import("virtual:messages/id/kit-lazy"),
    routes: () => import("virtual:route-catalogues/id"),
  },
};

/** Whether the other logged-out pages' messages are wanted: a language switch then loads them too. */
let loggedOutMessages = false;
/** Whether the app messages are wanted (a session was found): a language switch then loads them too. */
let appMessages = false;
/** The parts loaded on demand, by name, with their catalogue: the frame's and the kit's lazily loaded modules', the error texts. */
const ON_DEMAND = { "app-lazy": "appLazy", "kit-lazy": "kitLazy", errors: "errors" } as const;
type OnDemandPart = keyof typeof ON_DEMAND;
/** The parts loaded on demand that are wanted (one of their modules was loaded): a language switch then loads them too. */
const onDemandWanted = new Set<OnDemandPart>();
/** The parts (feature areas, the kit) whose messages are wanted (pages needing them were opened): a language switch reloads them. */
const areasWanted = new Set<string>();
/** Each part loading or loaded into the active language, by `<language>/<part>`: a second caller waits for the same load. */
const loadedParts = new Map<string, Promise<void>>();

/** The catalogues of the parts (areas, the kit) a logged-in path needs, in `language`. */
async function areaParts(language: Language, areas: Iterable<string>): Promise<{ messages: Messages }[]> {
  const { PART_CATALOGUES } = await catalogs[language].routes();
  return Promise.all([...areas].flatMap((area) => PART_CATALOGUES[area]?.() ?? []));
}

async function messagesOf(language: Language): Promise<Messages> {
  const areas = [...areasWanted];
  const parts = await Promise.all([
    catalogs[language].public(),
    ...(loggedOutMessages ? [catalogs[language].loggedOut()] : []),
    ...(appMessages ? [catalogs[language].app()] : []),
    ...[...onDemandWanted].map((part) => catalogs[language][ON_DEMAND[part]]()),
    ...(areas.length > 0 ? [areaParts(language, areas)] : []),
  ]);
  // what this language now holds needs no second load
  for (const part of [
    ...(loggedOutMessages ? ["logged-out"] : []),
    ...(appMessages ? ["app"] : []),
    ...onDemandWanted,
    ...areas.map((area) => `area/${area}`),
  ])
    loadedParts.set(`${language}/${part}`, Promise.resolve());
  return Object.assign({}, ...parts.flat().map((part) => part.messages));
}

function loadPart(language: Language, part: string, load: () => Promise<{ messages: Messages }>): Promise<void> {
  const key = `${language}/${part}`;
  let loading = loadedParts.get(key);
  if (!loading) {
    loading = load().then(({ messages }) => i18n.load(language, messages));
    loading.catch(() => loadedParts.delete(key));
    loadedParts.set(key, loading);
  }
  return loading;
}

/**
 * The messages of the logged-out pages other than the login page, and of what the login page
 * loads after its first paint (the toast region), in the active language; loaded once.
 */
export async function loadLoggedOutMessages(): Promise<void> {
  // also with a session: the frame's part holds only what signed-in pages use (scripts/lib/catalogue-scopes.ts)
  loggedOutMessages = true;
  const language = isLanguage(i18n.locale) ? i18n.locale : null;
  if (language) await loadPart(language, "logged-out", catalogs[language].loggedOut);
}

/**
 * The logged-in frame's messages of the active language, and those of the feature area(s) the
 * page at `pathname` belongs to and of the list kit if it uses it, requested together (the
 * logged-in guard calls this on every navigation and preload, and waits for it before rendering;
 * each part loads once, and a caller arriving while it loads waits for it).
 */
export async function loadAppMessages(pathname?: string): Promise<void> {
  appMessages = true;
  const language = isLanguage(i18n.locale) ? i18n.locale : null;
  const loads: Promise<unknown>[] = [];
  if (language) loads.push(loadPart(language, "app", catalogs[language].app));
  if (pathname !== undefined) {
    // with no active language yet, the parts are only noted: activating one loads them
    loads.push(
      catalogs[language ?? "en"].routes().then(({ partsOf, PART_CATALOGUES }) => {
        const parts = partsOf(pathname);
        for (const part of parts) areasWanted.add(part);
        return Promise.all(
          parts.flatMap((part) => {
            const load = PART_CATALOGUES[part];
            return language && load ? [loadPart(language, `area/${part}`, load)] : [];
          }),
        );
      }),
    );
  }
  await Promise.all(loads);
}

/** A part loaded on demand, in the active language; loaded once. */
async function loadOnDemand(part: OnDemandPart): Promise<void> {
  onDemandWanted.add(part);
  const language = isLanguage(i18n.locale) ? i18n.locale : null;
  if (language) await loadPart(language, part, catalogs[language][ON_DEMAND[part]]);
}

/** `load` (an `import()`) once the part `part` is loaded too. */
const withPart = <T>(part: OnDemandPart, load: Promise<T>): Promise<T> =>
  Promise.all([load, loadOnDemand(part)]).then(([module]) => module);

/** The messages of the modules the signed-in frame loads on demand, in the active language; loaded once. */
export const loadLazyAppMessages = (): Promise<void> => loadOnDemand("app-lazy");

/**
 * The error texts (what src/lib/http/describe-error.ts shows, spec 000 §8), in the active
 * language; loaded once, with the first error a screen may describe (src/lib/http/error-texts.ts),
 * not with every first load (issue 19).
 */
export const loadErrorMessages = (): Promise<void> => loadOnDemand("errors");

/**
 * `load` (an `import()` of a module the signed-in frame loads on demand) once that module's
 * messages are loaded too, so it never shows a message id; scripts/lib/catalogue-scopes.ts wraps
 * each such `import()` in this at build time.
 */
export const withLazyAppMessages = <T>(load: Promise<T>): Promise<T> => withPart("app-lazy", load);

/**
 * `load` (an `import()` of a list-kit module loaded on use: its export form, saved views, virtual
 * rows) once that module's messages are loaded too (the `kit-lazy` part, issue 19);
 * scripts/lib/catalogue-scopes.ts wraps each such `import()` in this at build time.
 */
export const withLazyKitMessages = <T>(load: Promise<T>): Promise<T> => withPart("kit-lazy", load);

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
