/**
 * Apps and partners (spec 002 §2.1 "/apps-partners", §2.2 "/apps-partners/details/{product_name}")
 * and integrations ("/integrations", "/integrations/details/{id}"); fields designed. A catalogue
 * of partner apps the business can connect, and the e-commerce, accounting and plug-in
 * integrations with their connection status and configuration. Each is kept per environment
 * (test connections use test keys).
 */
import * as v from "valibot";
import { type Area, areaOf, RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { CurrencySchema, EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

type AppsArea = Extract<Area, { kind: "apps_partners" }>;
type IntegrationsArea = Extract<Area, { kind: "integrations" }>;
export const APP_STATUSES = areaOf("apps_partners").statuses as AppsArea["statuses"];
export const APP_CATEGORIES = (areaOf("apps_partners") as AppsArea).channels;
export const INTEGRATION_STATUSES = areaOf("integrations").statuses as IntegrationsArea["statuses"];
export const INTEGRATION_CATEGORIES = (areaOf("integrations") as IntegrationsArea).channels;
export const PRICING_MODELS = ["FREE", "SUBSCRIPTION", "REVENUE_SHARE"] as const;

// ---------------------------------------------------------------- apps and partners

export const PricingSchema = v.object({
  model: v.picklist(PRICING_MODELS),
  /** Monthly price (subscription) or null. */
  price: v.nullable(v.number()),
  currency: v.nullable(CurrencySchema),
  /** Revenue share in percent, or null. */
  share_percent: v.nullable(v.number()),
  free_trial_days: v.nullable(v.number()),
});

export const AppPartnerSchema = v.object({
  ...RecordEntries,
  status: v.picklist(APP_STATUSES),
  channel: v.picklist(APP_CATEGORIES),
  amount: v.null(),
  currency: v.null(),
  /** URL name of the product (also `reference`): /apps-partners/details/{product_name}. */
  product_name: v.string(),
  name: v.string(),
  provider: v.string(),
  category: v.picklist(APP_CATEGORIES),
  summary: v.string(),
  features: v.array(v.string()),
  pricing: PricingSchema,
  website: v.string(),
  /** What the app may read or do once connected. */
  permissions: v.array(v.string()),
  connected_at: v.nullable(TimestampSchema),
  connected_by: v.nullable(v.string()),
});
export type AppPartner = v.InferOutput<typeof AppPartnerSchema>;

export const ConnectAppBodySchema = v.object({
  ...EnvironmentQuery,
  /** The merchant agrees to share the listed data with the partner. */
  accept_terms: v.literal(true, "accept the partner's terms to connect"),
});

// ---------------------------------------------------------------- integrations

export const INTEGRATION_SETUP = ["STORE_URL", "API_KEY"] as const;
export const SYNC_FREQUENCIES = ["HOURLY", "DAILY"] as const;

export const MarketplaceIntegrationConfigSchema = v.object({
  sync_transactions: v.boolean(),
  sync_frequency: v.picklist(SYNC_FREQUENCIES),
  /** Accounting: the ledger account payments are booked to. */
  ledger_account: v.nullable(v.string()),
  /** E-commerce and plug-ins: mark orders paid automatically when the payment succeeds. */
  auto_mark_paid: v.boolean(),
});
export type MarketplaceIntegrationConfig = v.InferOutput<typeof MarketplaceIntegrationConfigSchema>;

export const MarketplaceIntegrationSchema = v.object({
  ...RecordEntries,
  status: v.picklist(INTEGRATION_STATUSES),
  channel: v.picklist(INTEGRATION_CATEGORIES),
  amount: v.null(),
  currency: v.null(),
  name: v.string(),
  provider: v.string(),
  category: v.picklist(INTEGRATION_CATEGORIES),
  summary: v.string(),
  /** What connecting asks for: the shop's address or an API key of the other system. */
  setup: v.picklist(INTEGRATION_SETUP),
  docs_url: v.string(),
  store_url: v.nullable(v.string()),
  account_name: v.nullable(v.string()),
  /** The last 4 characters of the stored key. */
  api_key_hint: v.nullable(v.string()),
  connected_at: v.nullable(TimestampSchema),
  connected_by: v.nullable(v.string()),
  last_sync_at: v.nullable(TimestampSchema),
  error_message: v.nullable(v.string()),
  config: MarketplaceIntegrationConfigSchema,
});
export type MarketplaceIntegration = v.InferOutput<typeof MarketplaceIntegrationSchema>;

export const ConnectMarketplaceIntegrationBodySchema = v.object({
  ...EnvironmentQuery,
  store_url: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(255),
      v.url("must be a web address"),
      v.startsWith("https://", "must start with https://"),
    ),
  ),
  api_key: v.optional(v.pipe(v.string(), v.trim(), v.minLength(8, "must be at least 8 characters"), v.maxLength(200))),
  account_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
});
export type ConnectMarketplaceIntegrationBody = v.InferInput<typeof ConnectMarketplaceIntegrationBodySchema>;

export const ConfigureMarketplaceIntegrationBodySchema = v.object({
  ...EnvironmentQuery,
  sync_transactions: v.boolean(),
  sync_frequency: v.picklist(SYNC_FREQUENCIES),
  ledger_account: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(60)))),
  auto_mark_paid: v.boolean(),
});
export type ConfigureMarketplaceIntegrationBody = v.InferInput<typeof ConfigureMarketplaceIntegrationBodySchema>;

const technical = ["can_administer", "can_manage_tech_settings"] as const;

function write<B extends v.ObjectSchema<v.ObjectEntries, undefined>, R extends v.GenericSchema>(
  kind: "apps_partners" | "integrations",
  path: string,
  summary: string,
  body: B,
  response: R,
  method: "POST" | "PUT" = "POST",
) {
  return endpoint({
    method,
    path,
    summary: `${summary} (needs can_administer or can_manage_tech_settings)`,
    tag: kind,
    auth: "user",
    page: kind === "apps_partners" ? "apps-partners" : "integrations",
    requires: technical,
    body,
    response,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR", "API_VALIDATION_ERROR"],
  });
}

const envBody = v.object(EnvironmentQuery);

export const connectionEndpoints = {
  ...typedAreaEndpoints("apps_partners", AppPartnerSchema, { summary: "Apps and partners" }),
  "apps_partners.connect": write(
    "apps_partners",
    "/api/apps-partners/{id}/connect",
    "Connect a partner app",
    ConnectAppBodySchema,
    AppPartnerSchema,
  ),
  "apps_partners.disconnect": write(
    "apps_partners",
    "/api/apps-partners/{id}/disconnect",
    "Disconnect a partner app",
    envBody,
    AppPartnerSchema,
  ),
  ...typedAreaEndpoints("integrations", MarketplaceIntegrationSchema, { summary: "Integrations" }),
  "integrations.connect": write(
    "integrations",
    "/api/integrations/{id}/connect",
    "Connect an integration with the shop address or an API key",
    ConnectMarketplaceIntegrationBodySchema,
    MarketplaceIntegrationSchema,
  ),
  "integrations.disconnect": write(
    "integrations",
    "/api/integrations/{id}/disconnect",
    "Disconnect an integration",
    envBody,
    MarketplaceIntegrationSchema,
  ),
  "integrations.configure": write(
    "integrations",
    "/api/integrations/{id}/config",
    "Change an integration's sync settings",
    ConfigureMarketplaceIntegrationBodySchema,
    MarketplaceIntegrationSchema,
    "PUT",
  ),
} satisfies Record<string, Endpoint>;
