import * as v from "valibot";
import { contrastFailures, describeContrastFailure } from "./contrast.ts";
import {
  COUNTRIES,
  COUNTRY_CEILING,
  type Country,
  SECTION_KEYS,
  SECTION_PAGES,
  type SectionKey,
  type SectionPageKey,
} from "./sections.ts";

/** White-label feature flags of spec 000 §3, fixed per brand at build time. */
export const WHITE_LABEL_FEATURES = [
  "xenCapital",
  "issuing",
  "storeFront",
  "storeOpsBase",
  "storeOpsProducts",
  "storeOpsOrders",
  "appMarketplace",
  "batchPayoutLinks",
  "paymentLinks",
  "eReceipts",
  "newRecurring",
  "escrowSetting",
] as const;
export type WhiteLabelFeature = (typeof WHITE_LABEL_FEATURES)[number];

/** A section a brand may ship only when its white-label feature is on. */
export const SECTION_FEATURE: Partial<Record<SectionKey, WhiteLabelFeature>> = {
  capital: "xenCapital",
  issuing: "issuing",
  store: "storeOpsBase",
  apps_partners: "appMarketplace",
  payment_links: "paymentLinks",
  ereceipts: "eReceipts",
  recurring_new: "newRecurring",
  escrow: "escrowSetting",
};

const HexColour = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/, "must be a lower-case #rrggbb colour"));
const NonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty("must not be empty"));
const HttpsUrl = v.pipe(v.string(), v.url("must be a URL"), v.startsWith("https://", "must use https"));
const AssetFile = v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.(svg|png|ico)$/, "must be a file name in the brand folder"));

const PaletteSchema = v.pipe(
  v.strictObject({
    primary: HexColour,
    primaryHover: HexColour,
    onPrimary: HexColour,
    accent: HexColour,
    background: HexColour,
    surface: HexColour,
    text: HexColour,
    textMuted: HexColour,
    border: HexColour,
    focus: HexColour,
    success: HexColour,
    warning: HexColour,
    danger: HexColour,
    info: HexColour,
  }),
  // issue 21: every text/background pair reaches WCAG AA, or the brand does not build.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const failure of contrastFailures(dataset.value)) {
      addIssue({ message: describeContrastFailure(failure), path: [paletteIssuePath(dataset.value, failure.fg)] });
    }
  }),
);

/** Points a contrast issue at the foreground token (valibot's dot path then names it). */
function paletteIssuePath(palette: Record<string, string>, key: string) {
  return { type: "object" as const, origin: "value" as const, input: palette, key, value: palette[key] };
}

export const ThemeSchema = v.strictObject({
  /** The light palette (the default). */
  colors: PaletteSchema,
  /** The dark palette: the same tokens, used when the system or the user's switch asks for dark. */
  darkColors: PaletteSchema,
  radius: v.pipe(v.string(), v.regex(/^\d+(\.\d+)?(px|rem)$/, "must be a CSS length in px or rem")),
  font: NonEmpty,
});
export type Theme = v.InferOutput<typeof ThemeSchema>;

const SupportDepartmentSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "must be a lower-case slug")),
  name: NonEmpty,
  email: v.pipe(v.string(), v.email("must be an e-mail address")),
});

const SectionsSchema = v.record(
  v.picklist(SECTION_KEYS, "is not a known section key (spec 001 §2)"),
  v.array(v.string()),
);

const CountrySchema = v.strictObject({
  /** Where this brand's bundle for the country is deployed (used when a user switches business country). */
  url: HttpsUrl,
  defaultLanguage: v.picklist(["en", "id"]),
  languages: v.pipe(v.array(v.picklist(["en", "id"])), v.minLength(1, "must list at least one language")),
  sections: SectionsSchema,
  support: v.pipe(v.array(SupportDepartmentSchema), v.minLength(1, "must list at least one support department")),
});

export const BrandManifestSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, "must be a lower-case slug")),
  displayName: NonEmpty,
  pageTitle: NonEmpty,
  entity: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]*$/, "must be an upper-case entity code")),
  logo: AssetFile,
  favicon: AssetFile,
  theme: ThemeSchema,
  basicSet: v.picklist(["full", "reduced"]),
  whiteLabel: v.boolean(),
  /** spec 000 §2: the register route is hidden for white-label dashboards. */
  registerRoute: v.boolean(),
  /** spec 000 §2: the per-entity landing page. */
  landingPage: v.picklist(["home", "cash", "escrow-balance"]),
  features: v.strictObject(
    Object.fromEntries(WHITE_LABEL_FEATURES.map((f) => [f, v.boolean()])) as {
      [K in WhiteLabelFeature]: v.BooleanSchema<undefined>;
    },
  ),
  links: v.strictObject({ help: HttpsUrl, docs: HttpsUrl, apiReference: HttpsUrl }),
  countries: v.record(v.picklist(COUNTRIES, "is not a supported country (ID, PH, SG)"), CountrySchema),
});

export type BrandManifest = v.InferOutput<typeof BrandManifestSchema>;
export type BrandCountry = BrandManifest["countries"][Country] & {};

export interface ManifestProblem {
  /** Dotted path of the offending field, e.g. `countries.PH.sections.store`. */
  field: string;
  message: string;
}

/** Rules that cross fields: pages belong to their section, the country ceiling, feature flags, the landing page. */
function crossFieldProblems(manifest: BrandManifest): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  if (manifest.whiteLabel && manifest.registerRoute) {
    problems.push({ field: "registerRoute", message: "must be false for a white-label brand (spec 000 §2)" });
  }
  for (const [country, entry] of Object.entries(manifest.countries) as [Country, BrandCountry][]) {
    if (!entry.languages.includes(entry.defaultLanguage)) {
      problems.push({ field: `countries.${country}.defaultLanguage`, message: "must be one of its languages" });
    }
    for (const [section, pages] of Object.entries(entry.sections) as [SectionKey, string[]][]) {
      const field = `countries.${country}.sections.${section}`;
      const known: readonly string[] = SECTION_PAGES[section];
      const ceiling: readonly string[] = COUNTRY_CEILING[country][section] ?? [];
      for (const page of pages) {
        if (!known.includes(page)) {
          problems.push({ field, message: `"${page}" is not a page of section ${section}` });
        } else if (!ceiling.includes(page)) {
          problems.push({ field, message: `"${page}" is not allowed in ${country} (spec 001 §2)` });
        }
      }
      if (pages.length === 0) problems.push({ field, message: "lists no page; leave the section out instead" });
      const feature = SECTION_FEATURE[section];
      if (feature && !manifest.features[feature]) {
        problems.push({ field, message: `needs the white-label feature ${feature} to be on` });
      }
    }
    const landing = manifest.landingPage;
    if (landing !== "home" && !pagesOf(entry).includes(landing)) {
      problems.push({ field: "landingPage", message: `"${landing}" is not in the ${country} sections` });
    }
  }
  return problems;
}

export function pagesOf(entry: Pick<BrandCountry, "sections">): SectionPageKey[] {
  return Object.values(entry.sections).flat() as SectionPageKey[];
}

export type ManifestResult = { ok: true; manifest: BrandManifest } | { ok: false; problems: ManifestProblem[] };

/** Parse a manifest (already read from JSON). Every problem names its field. */
export function parseManifest(input: unknown): ManifestResult {
  const parsed = v.safeParse(BrandManifestSchema, input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.issues.map((issue) => ({
        field: v.getDotPath(issue) ?? "(manifest)",
        message: issue.message,
      })),
    };
  }
  const problems = crossFieldProblems(parsed.output);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, manifest: parsed.output };
}

/** The public, per-bundle view of a brand: what the running app may know (one brand, one country). */
export interface BundleBrand {
  id: string;
  displayName: string;
  pageTitle: string;
  entity: string;
  basicSet: BrandManifest["basicSet"];
  whiteLabel: boolean;
  registerRoute: boolean;
  landingPage: BrandManifest["landingPage"];
  features: BrandManifest["features"];
  links: BrandManifest["links"];
  country: Country;
  defaultLanguage: "en" | "id";
  languages: ("en" | "id")[];
  sections: Partial<Record<SectionKey, SectionPageKey[]>>;
  support: BrandCountry["support"];
  /** Other countries this brand serves, with their bundle address (spec: build-time vs run-time country). */
  otherCountries: { country: Country; url: string }[];
}

export function bundleBrand(manifest: BrandManifest, country: Country): BundleBrand {
  const entry = manifest.countries[country];
  if (!entry) throw new Error(`brand ${manifest.id} does not serve country ${country}`);
  return {
    id: manifest.id,
    displayName: manifest.displayName,
    pageTitle: manifest.pageTitle,
    entity: manifest.entity,
    basicSet: manifest.basicSet,
    whiteLabel: manifest.whiteLabel,
    registerRoute: manifest.registerRoute,
    landingPage: manifest.landingPage,
    features: manifest.features,
    links: manifest.links,
    country,
    defaultLanguage: entry.defaultLanguage,
    languages: entry.languages,
    sections: entry.sections as BundleBrand["sections"],
    support: entry.support,
    otherCountries: (Object.entries(manifest.countries) as [Country, BrandCountry][])
      .filter(([c]) => c !== country)
      .map(([c, e]) => ({ country: c, url: e.url })),
  };
}
