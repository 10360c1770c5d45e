/**
 * Every story runs inside the toolbar's brand (tokens + assets only), country (formatting) and
 * language (real Lingui catalogs). The a11y addon runs on every story; serious or critical
 * violations fail the story's test (see `afterEach`).
 */
import "../src/styles.css";
import { APP_BRAND_KEY, appBrandId } from "virtual:storybook-app-brand";
import { brands, type StoryBrand } from "virtual:storybook-brands";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { MINIMAL_VIEWPORTS } from "storybook/viewport";
import { messages as en } from "../locales/en/messages.po";
import { messages as id } from "../locales/id/messages.po";
import { CountryProvider } from "../src/components/ui/country-context.tsx";
import type { Country } from "../src/domain/brand/sections.ts";
import { themeCss } from "../src/domain/brand/theme.ts";
import { StoryBrandContext } from "./story-brand.tsx";

i18n.load({ en, id });
i18n.activate("en");

type Language = "en" | "id";
type ThemeMode = "light" | "dark";

/** The light or dark palette (issue 21): a Vitest instance pins it, else the toolbar's choice. */
export function resolveTheme(globals: Record<string, unknown>): ThemeMode {
  const wanted = globalThis.__STORYBOOK_TEST_THEME__ ?? globals.theme;
  return wanted === "dark" ? "dark" : "light";
}

/** The brand/country/language a story renders with; a country or language the brand does not offer falls back. */
export function resolveGlobals(globals: Record<string, unknown>): {
  brand: StoryBrand;
  country: Country;
  language: Language;
} {
  const wanted = globalThis.__STORYBOOK_TEST_BRAND__ ?? globals.brand;
  const brand = brands.find((b) => b.id === wanted) ?? (brands[0] as StoryBrand);
  const countries = Object.keys(brand.countries) as Country[];
  const country = countries.includes(globals.country as Country)
    ? (globals.country as Country)
    : (countries[0] as Country);
  const entry = brand.countries[country] ?? { languages: ["en"], defaultLanguage: "en" };
  const language = entry.languages.includes(globals.language as Language)
    ? (globals.language as Language)
    : entry.defaultLanguage;
  return { brand, country, language };
}

function DocumentLanguage({ language }: { language: Language }) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

/**
 * Dev Storybook: the app of the screens was loaded for another brand than the toolbar's. A
 * bundle's brand is compile-time, so the preview reloads with the chosen one
 * (.storybook/app-brand-plugin.ts); a reload that did not take says so instead of looping.
 */
function AppBrandReload({ brand }: { brand: StoryBrand }) {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    if (!APP_BRAND_KEY) return;
    if (sessionStorage.getItem(APP_BRAND_KEY) === brand.id) {
      setStuck(true);
      return;
    }
    sessionStorage.setItem(APP_BRAND_KEY, brand.id);
    location.reload();
  }, [brand.id]);
  return (
    <p role="status" className="p-6">
      {stuck ? `The preview could not load ${brand.displayName}: reload the page.` : `Loading ${brand.displayName}…`}
    </p>
  );
}

const withBrand: Decorator = (Story, context) => {
  const { brand, country, language } = resolveGlobals(context.globals);
  if (appBrandId && brand.id !== appBrandId) return <AppBrandReload brand={brand} />;
  if (i18n.locale !== language) i18n.activate(language);
  // before the story renders (axe and the interaction checks must see the chosen palette)
  document.documentElement.setAttribute("data-theme", resolveTheme(context.globals));
  return (
    <StoryBrandContext value={brand}>
      <CountryProvider country={country}>
        <I18nProvider i18n={i18n}>
          <style>{themeCss(brand.theme, ":root")}</style>
          <DocumentLanguage language={language} />
          <div className="font-sans text-text">
            <Story />
          </div>
        </I18nProvider>
      </CountryProvider>
    </StoryBrandContext>
  );
};

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

const AXE_CONTEXT = {
  include: [document.body],
  // react-aria's live announcer keeps an announcement for 7 s, pointing at an element that a
  // previous story (e.g. a closed dialog's pending button) may have removed: not this story's DOM.
  exclude: [[".sb-wrapper"], ["#storybook-docs"], ["#storybook-highlights-root"], ["[data-live-announcer]"]],
};

/** The axe rules whose outcome depends on the palette. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Swaps the document to the other palette (transitions off, so axe reads final colours), runs
 * the colour rules, and swaps back; each violation is named with the theme it was found in.
 */
async function otherThemeColourViolations(
  axe: typeof import("axe-core"),
  theme: ThemeMode,
  options: object | undefined,
  context: import("axe-core").ElementContext = AXE_CONTEXT,
): Promise<import("axe-core").Result[]> {
  const root = document.documentElement;
  const other: ThemeMode = theme === "dark" ? "light" : "dark";
  const before = root.getAttribute("data-theme");
  const still = document.createElement("style");
  still.textContent = "*,*::before,*::after{transition:none!important;animation:none!important}";
  document.head.append(still);
  root.setAttribute("data-theme", other);
  try {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const result = await axe.run(context, { ...options, runOnly: { type: "rule", values: COLOUR_RULES } });
    return result.violations.map((v) => ({ ...v, help: `${v.help} (${other} theme)` }));
  } finally {
    if (before === null) root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", before);
    still.remove();
  }
}

/**
 * Runs axe on the rendered story (same scope and disabled rules as the a11y addon) and fails
 * on serious or critical violations; minor/moderate ones stay warnings in the addon panel.
 * Under Vitest the addon's own run is switched off (`a11y.manual` in vitest.config.ts), so
 * axe runs once per story and the result is reported to the test panel here.
 */
const failOnSeriousViolations: NonNullable<Preview["afterEach"]> = async ({
  parameters,
  globals,
  reporting,
  viewMode,
}) => {
  const a11y = (parameters.a11y ?? {}) as {
    test?: string;
    disable?: boolean;
    config?: object;
    options?: object;
    /** false: the colour rules are not run again in the other palette. */
    otherTheme?: boolean;
    /** Only this part of the story, when it shows (a page story: its page, the frame has stories of its own). */
    scope?: string;
  };
  if (viewMode !== "story" || a11y.disable || a11y.test === "off") return;
  const axe = (await import("axe-core")).default;
  axe.reset();
  axe.configure({ ...a11y.config, rules: [{ id: "region", enabled: false }] });
  const context =
    a11y.scope && document.querySelector(a11y.scope) ? { ...AXE_CONTEXT, include: [[a11y.scope]] } : AXE_CONTEXT;
  const result = await axe.run(context, { ...a11y.options });
  // issue 21: every story is checked in both palettes. The story ran in the instance's theme;
  // the colour rules run again in the other one (the same DOM, the tokens swapped).
  const other =
    a11y.otherTheme === false
      ? []
      : await otherThemeColourViolations(axe, resolveTheme(globals), a11y.options, context);
  result.violations.push(...other);
  const blocking = result.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""));
  if ((globals.a11y as { manual?: boolean } | undefined)?.manual) {
    reporting.addReport({
      type: "a11y",
      version: 1,
      result: JSON.parse(JSON.stringify(result)),
      status: blocking.length > 0 ? "failed" : result.violations.length > 0 ? "warning" : "passed",
    });
  }
  if (blocking.length > 0) {
    const lines = blocking.map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html.slice(0, 300)}`).join("\n")}`,
    );
    throw new Error(`Accessibility violations of serious or critical impact:\n${lines.join("\n")}`);
  }
};

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: "Brand (tokens and assets)",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: brands.map((b) => ({ value: b.id, title: b.displayName })),
        dynamicTitle: true,
      },
    },
    country: {
      description: "Country of operation (formatting)",
      toolbar: {
        title: "Country",
        icon: "globe",
        items: [
          { value: "ID", title: "Indonesia" },
          { value: "PH", title: "Philippines" },
          { value: "SG", title: "Regional remittance" },
        ],
        dynamicTitle: true,
      },
    },
    persona: {
      description: "Who is signed in (the Screens/…/Frame story; recorded for main)",
      toolbar: {
        title: "Persona",
        icon: "user",
        items: [
          { value: "owner", title: "Owner" },
          { value: "viewer", title: "Viewer" },
          { value: "operator", title: "Operator" },
          { value: "internal", title: "Internal user" },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Light or dark palette (the brand's tokens)",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: "Language",
      toolbar: {
        title: "Language",
        icon: "transfer",
        items: [
          { value: "en", title: "English" },
          { value: "id", title: "Bahasa Indonesia" },
        ],
        dynamicTitle: true,
      },
    },
  },
  // a reloaded dev preview starts with the brand its app was loaded for (no reload back and forth)
  initialGlobals: {
    brand: appBrandId ?? brands[0]?.id,
    country: "ID",
    language: "en",
    theme: "light",
    persona: "owner",
  },
  parameters: {
    // the 375 px phone every page must fit (issue 22 item 13)
    viewport: {
      options: {
        phone375: { name: "Phone 375 px", styles: { width: "375px", height: "812px" }, type: "mobile" },
        ...MINIMAL_VIEWPORTS,
      },
    },
    layout: "padded",
    // The addon reports every violation; `afterEach` below fails the test on serious/critical ones.
    a11y: { test: "todo" },
  },
  afterEach: failOnSeriousViolations,
};

export default preview;
