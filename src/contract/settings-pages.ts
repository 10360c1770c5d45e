/**
 * The settings pages (spec 000 §2 settings sub-pages, §4; spec 001 §3, §5, §7; spec 002 §2.3):
 * business profile, team and invitations, developers (API keys, callback URLs), billing
 * statements, withdrawal bank accounts, sending money, integrations, escrow/RDL, the personal
 * settings and security log, two-factor enrolment and the OAuth consent. Shapes the spec does
 * not show are designed here. Every write names the flags it needs (`requires`); API keys and
 * bank accounts are PIN-guarded (x-pin-authorization-token, docs/pin-step-up.md).
 */
import * as v from "valibot";
import { isIpv4OrCidr, MAX_ALLOW_LIST_ENTRIES, MAX_ENTRY_LENGTH } from "../domain/settings/ip-allow-list.ts";
import { EnvironmentQuery, EnvironmentSchema, OkSchema, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";
import { BillingStatementSchema, PermissionFlagsSchema, UserSchema } from "./user.ts";

const tag = "settings";
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `at most ${max} characters`));
const required = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(max));
const Email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email("must be an e-mail address"));
const PIN_ERRORS = ["PIN_AUTHORIZATION_TOKEN_ERROR", "AUTHORIZATION_ERROR"] as const;

// ---- business profile (spec 001 §3 company detail, §5 image rules) ----

export const AddressSchema = v.object({
  street_line_1: text(120),
  street_line_2: text(120),
  city: text(60),
  state: text(60),
  postal_code: v.pipe(v.string(), v.trim(), v.regex(/^\d{0,10}$/, "postal code must be numeric")),
  country_code: v.picklist(["ID", "PH", "SG"]),
});
export const CompanyImageSchema = v.object({ id: v.string(), url: v.string(), file_name: v.string() });
export const BusinessProfileSchema = v.object({
  id: v.string(),
  name: v.string(),
  legal_name: v.string(),
  business_description: v.string(),
  website: v.string(),
  email: v.string(),
  phone_number: v.string(),
  address: AddressSchema,
  logo_url: v.nullable(v.string()),
  company_images: v.array(CompanyImageSchema),
});
export type BusinessProfile = v.InferOutput<typeof BusinessProfileSchema>;

export const BusinessProfileBodySchema = v.object({
  name: required(100),
  legal_name: text(150),
  business_description: text(500),
  website: v.union([
    v.literal(""),
    v.pipe(v.string(), v.trim(), v.maxLength(200), v.regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, "invalid URL")),
  ]),
  email: Email,
  phone_number: v.union([v.literal(""), v.pipe(v.string(), v.regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 number"))]),
  address: AddressSchema,
});

// ---- team (spec 000 §6 flags; spec 002 §2.3 #members) ----

export const InvitationSchema = v.object({
  id: v.string(),
  email: v.string(),
  status: v.picklist(["PENDING", "EXPIRED"]),
  created: TimestampSchema,
  last_sent: TimestampSchema,
  ...PermissionFlagsSchema.entries,
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;
/** The gateway also refuses a member or invitation with no flag at all (VALIDATION_ERROR on `flags`). */
export const FlagsBodySchema = v.object({ ...PermissionFlagsSchema.entries });
export const InviteBodySchema = v.object({ email: Email, ...PermissionFlagsSchema.entries });

// ---- developers (spec 002 §2.3 #api-keys, #callbacks, #ip-whitelists) ----

export const API_KEY_PERMISSIONS = ["money_in", "money_out", "balance", "reports", "customers"] as const;
export const API_KEY_ACCESS = ["NONE", "READ", "WRITE"] as const;
export const CreateApiKeyBodySchema = v.object({
  name: required(60),
  environment: EnvironmentSchema,
  permissions: v.pipe(
    v.array(v.object({ product: v.picklist(API_KEY_PERMISSIONS), access: v.picklist(API_KEY_ACCESS) })),
    v.maxLength(API_KEY_PERMISSIONS.length),
  ),
});
export const CreatedApiKeySchema = v.object({
  id: v.string(),
  name: v.string(),
  environment: EnvironmentSchema,
  key_prefix: v.string(),
  permissions: v.array(v.string()),
  created: TimestampSchema,
  /** The whole secret: answered once, never again. */
  secret: v.string(),
});

export const CALLBACK_PRODUCTS = ["invoices", "virtual_accounts", "ewallets", "disbursements", "cards"] as const;
export const CallbackUrlSchema = v.object({
  product: v.picklist(CALLBACK_PRODUCTS),
  url: v.nullable(v.string()),
  environment: EnvironmentSchema,
  updated: v.nullable(TimestampSchema),
});
/** spec 000 §5: HTTPS URL (HTTP or HTTPS in development); the gateway checks the scheme per environment. */
export const CallbackUrlBodySchema = v.object({
  ...EnvironmentQuery,
  url: v.union([
    v.literal(""),
    v.pipe(v.string(), v.trim(), v.maxLength(300), v.regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, "invalid URL")),
  ]),
});
export const CallbackTestSchema = v.object({
  product: v.picklist(CALLBACK_PRODUCTS),
  url: v.string(),
  status_code: v.number(),
  ok: v.boolean(),
  duration_ms: v.number(),
});

export const AllowListBodySchema = v.object({
  cidr_whitelist: v.pipe(
    v.array(
      v.pipe(v.string(), v.maxLength(MAX_ENTRY_LENGTH), v.check(isIpv4OrCidr, "must be an IPv4 address or CIDR range")),
    ),
    v.maxLength(MAX_ALLOW_LIST_ENTRIES, `at most ${MAX_ALLOW_LIST_ENTRIES} entries`),
  ),
});

// ---- billing statements (spec 000 §2, §3; spec 002 §2.3 #billing-statements) ----

export const BillingStatementDetailSchema = v.object({
  ...BillingStatementSchema.entries,
  payment_url: v.nullable(v.string()),
  lines: v.array(v.object({ description: v.string(), quantity: v.number(), amount: v.number() })),
});
export type BillingStatementDetail = v.InferOutput<typeof BillingStatementDetailSchema>;

// ---- withdrawals (spec 001 §5: bank account number numeric) ----

export const BankAccountSchema = v.object({
  id: v.string(),
  bank_code: v.string(),
  account_name: v.string(),
  account_number: v.string(),
  is_default: v.boolean(),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;
export const BankAccountBodySchema = v.object({
  bank_code: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9_]{2,20}$/, "choose a bank")),
  account_name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("is required"),
    v.maxLength(80),
    v.regex(/^[\p{L} .,'-]+$/u, "invalid bank account name"),
  ),
  account_number: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, "bank account number must be numeric"),
    v.minLength(5, "at least 5 digits"),
    v.maxLength(20, "at most 20 digits"),
  ),
});

// ---- sending money, integrations, escrow/RDL (designed) ----

export const SendingMoneySettingsSchema = v.object({
  approval_required: v.boolean(),
  /** Disbursements at or above this amount need an approver (null: every one when approval is required). */
  approval_threshold: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100_000_000_000))),
  notify_emails: v.pipe(v.array(Email), v.maxLength(5, "upToFiveEmail")),
  default_description: text(100),
  currency: v.string(),
});
export const SendingMoneyBodySchema = v.omit(SendingMoneySettingsSchema, ["currency"]);

export const INTEGRATION_IDS = ["shopify", "woocommerce", "accurate", "jurnal", "xero"] as const;
export const IntegrationSchema = v.object({
  id: v.picklist(INTEGRATION_IDS),
  connected: v.boolean(),
  account_name: v.nullable(v.string()),
  connected_at: v.nullable(TimestampSchema),
});
export const ConnectIntegrationBodySchema = v.object({ account_name: required(80) });

export const RDL_BANKS = ["BRI", "BNI", "MANDIRI", "PERMATA"] as const;
export const EscrowSettingsSchema = v.object({
  auto_release: v.boolean(),
  release_after_days: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, "at least 1 day"),
    v.maxValue(30, "at most 30 days"),
  ),
  rdl_bank: v.picklist(RDL_BANKS),
  investor_notification_email: v.union([v.literal(""), Email]),
});

// ---- personal (spec 000 §3 User; security log flag) ----

export const SecurityEventSchema = v.object({
  id: v.string(),
  event: v.picklist(["LOGIN", "LOGIN_FAILED", "PASSWORD_CHANGED", "PIN_SET", "MFA_ENABLED", "API_KEY_CREATED"]),
  ip_address: v.string(),
  user_agent: v.string(),
  created: TimestampSchema,
});
export const PhoneNumberBodySchema = v.object({
  phone_number: v.pipe(v.string(), v.regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 phone number")),
  otp_token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,8}$/, "must be the code")),
});

// ---- two-factor enrolment (spec 002 §2.2 /2fa-setup) ----

export const AuthenticatorSetupSchema = v.object({
  secret: v.string(),
  otpauth_url: v.string(),
  issuer: v.string(),
  account: v.string(),
});
export const MfaEnrolledSchema = v.object({ user: UserSchema, backup_codes: v.array(v.string()) });

// ---- OAuth consent (spec 002 §2.2 /oauth/authorize) ----

export const OAUTH_SCOPES = [
  "payments.read",
  "payments.write",
  "balance.read",
  "customers.read",
  "reports.read",
] as const;
const ClientId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{3,64}$/, "invalid client id"));
export const OAuthQuerySchema = v.object({
  redirect_uri: v.pipe(v.string(), v.maxLength(300), v.regex(/^https:\/\//, "must be an https URL")),
  scope: v.pipe(v.string(), v.maxLength(300)),
  state: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export const OAuthRequestSchema = v.object({
  app: v.object({ client_id: v.string(), name: v.string(), website: v.string(), logo_url: v.nullable(v.string()) }),
  business: v.object({ id: v.string(), name: v.string() }),
  scopes: v.array(v.picklist(OAUTH_SCOPES)),
  redirect_uri: v.string(),
});
export const OAuthDecisionBodySchema = v.object({
  client_id: ClientId,
  ...OAuthQuerySchema.entries,
  decision: v.picklist(["approve", "deny"]),
});

const developers = "settings/developers";
const techOrAdmin = ["can_administer", "can_manage_tech_settings"] as const;

export const settingsPageEndpoints = {
  businessProfile: endpoint({
    method: "GET",
    path: "/api/business-profile",
    summary: "The business profile: details, address, logo, company images",
    tag,
    auth: "user",
    page: "settings/business-profile",
    response: BusinessProfileSchema,
  }),
  updateBusinessProfile: endpoint({
    method: "PATCH",
    path: "/api/business-profile",
    summary: "Update the business details and address",
    tag,
    auth: "user",
    page: "settings/business-profile",
    requires: ["can_administer"],
    body: BusinessProfileBodySchema,
    response: BusinessProfileSchema,
  }),
  removeCompanyImage: endpoint({
    method: "DELETE",
    path: "/api/company_images/{id}",
    summary: "Remove a company image",
    tag,
    auth: "user",
    page: "settings/business-profile",
    requires: ["can_administer"],
    response: OkSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  invitations: endpoint({
    method: "GET",
    path: "/api/businesses/invitations",
    summary: "Pending invitations of the business",
    tag,
    auth: "user",
    page: "settings/team",
    response: v.array(InvitationSchema),
  }),
  inviteMember: endpoint({
    method: "POST",
    path: "/api/businesses/invitations",
    summary: "Invite a member by e-mail with permission flags",
    tag,
    auth: "user",
    page: "settings/team",
    requires: ["can_administer"],
    body: InviteBodySchema,
    response: InvitationSchema,
    errors: ["INVALID_STATE_ERROR"],
  }),
  resendInvitation: endpoint({
    method: "POST",
    path: "/api/businesses/invitations/{id}/resend",
    summary: "Send the invitation e-mail again (a fresh 7-day link)",
    tag,
    auth: "user",
    page: "settings/team",
    requires: ["can_administer"],
    response: InvitationSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  cancelInvitation: endpoint({
    method: "DELETE",
    path: "/api/businesses/invitations/{id}",
    summary: "Cancel an invitation",
    tag,
    auth: "user",
    page: "settings/team",
    requires: ["can_administer"],
    response: OkSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  updateMember: endpoint({
    method: "PATCH",
    path: "/api/businesses/users/{user_id}",
    summary: "Change a member's permission flags",
    tag,
    auth: "user",
    page: "settings/team",
    requires: ["can_administer"],
    body: FlagsBodySchema,
    response: v.object({ user_id: v.string(), ...PermissionFlagsSchema.entries }),
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  createApiKey: endpoint({
    method: "POST",
    path: "/api/secret-api-credentials",
    summary: "Create a secret API key (PIN step-up); the secret is answered once",
    tag,
    auth: "user",
    page: developers,
    requires: techOrAdmin,
    body: CreateApiKeyBodySchema,
    response: CreatedApiKeySchema,
    errors: PIN_ERRORS,
  }),
  deleteApiKey: endpoint({
    method: "DELETE",
    path: "/api/secret-api-credentials/{id}",
    summary: "Delete a secret API key (PIN step-up)",
    tag,
    auth: "user",
    page: developers,
    requires: techOrAdmin,
    response: OkSchema,
    errors: [...PIN_ERRORS, "DATA_NOT_FOUND"],
  }),
  callbackUrls: endpoint({
    method: "GET",
    path: "/api/callback-urls",
    summary: "Callback URL per product of one environment",
    tag,
    auth: "user",
    page: developers,
    query: v.object(EnvironmentQuery),
    response: v.array(CallbackUrlSchema),
  }),
  updateCallbackUrl: endpoint({
    method: "PUT",
    path: "/api/callback-urls/{id}",
    summary: "Set a product's callback URL: https, http also in development; empty clears it",
    tag,
    auth: "user",
    page: developers,
    requires: techOrAdmin,
    body: CallbackUrlBodySchema,
    response: CallbackUrlSchema,
  }),
  testCallbackUrl: endpoint({
    method: "POST",
    path: "/api/callback-urls/{id}/test",
    summary: "Send a test callback to the product's URL",
    tag,
    auth: "user",
    page: developers,
    requires: techOrAdmin,
    body: v.object(EnvironmentQuery),
    response: CallbackTestSchema,
    errors: ["INVALID_STATE_ERROR"],
  }),
  billingStatement: endpoint({
    method: "GET",
    path: "/api/billing_statements/{id}",
    summary: "One billing statement with its lines and pay link",
    tag,
    auth: "user",
    page: "settings/billings",
    response: BillingStatementDetailSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  addBankAccount: endpoint({
    method: "POST",
    path: "/api/bank-accounts",
    summary: "Add a withdrawal bank account (PIN step-up)",
    tag,
    auth: "user",
    page: "settings/withdrawals",
    requires: ["can_administer", "can_withdraw"],
    body: BankAccountBodySchema,
    response: BankAccountSchema,
    errors: PIN_ERRORS,
  }),
  removeBankAccount: endpoint({
    method: "DELETE",
    path: "/api/bank-accounts/{id}",
    summary: "Remove a withdrawal bank account (PIN step-up)",
    tag,
    auth: "user",
    page: "settings/withdrawals",
    requires: ["can_administer", "can_withdraw"],
    response: OkSchema,
    errors: [...PIN_ERRORS, "DATA_NOT_FOUND"],
  }),
  withdrawalBanks: endpoint({
    method: "GET",
    path: "/api/withdrawal-banks",
    summary: "Banks a withdrawal account may be at (by the business's country)",
    tag,
    auth: "user",
    page: "settings/withdrawals",
    response: v.array(v.object({ bank_code: v.string(), bank_name: v.string() })),
  }),
  sendingMoneySettings: endpoint({
    method: "GET",
    path: "/api/sending-money-settings",
    summary: "Approval and notification settings of disbursements",
    tag,
    auth: "user",
    page: "settings/sending-money",
    response: SendingMoneySettingsSchema,
  }),
  updateSendingMoneySettings: endpoint({
    method: "PATCH",
    path: "/api/sending-money-settings",
    summary: "Change the approval and notification settings of disbursements",
    tag,
    auth: "user",
    page: "settings/sending-money",
    requires: ["can_administer", "can_edit"],
    body: SendingMoneyBodySchema,
    response: SendingMoneySettingsSchema,
  }),
  integrations: endpoint({
    method: "GET",
    path: "/api/integration-settings",
    summary: "Connected e-commerce and accounting apps",
    tag,
    auth: "user",
    page: "settings/integrations",
    response: v.array(IntegrationSchema),
  }),
  connectIntegration: endpoint({
    method: "POST",
    path: "/api/integration-settings/{id}",
    summary: "Connect an app",
    tag,
    auth: "user",
    page: "settings/integrations",
    requires: ["can_manage_tech_settings"],
    body: ConnectIntegrationBodySchema,
    response: IntegrationSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  disconnectIntegration: endpoint({
    method: "DELETE",
    path: "/api/integration-settings/{id}",
    summary: "Disconnect an app",
    tag,
    auth: "user",
    page: "settings/integrations",
    requires: ["can_manage_tech_settings"],
    response: IntegrationSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  escrowSettings: endpoint({
    method: "GET",
    path: "/api/p2p-escrow-rdl-settings",
    summary: "Escrow release and RDL settings",
    tag,
    auth: "user",
    page: "settings/p2p-escrow-rdl",
    response: EscrowSettingsSchema,
  }),
  updateEscrowSettings: endpoint({
    method: "PUT",
    path: "/api/p2p-escrow-rdl-settings",
    summary: "Change the escrow release and RDL settings",
    tag,
    auth: "user",
    page: "settings/p2p-escrow-rdl",
    requires: ["can_administer"],
    body: EscrowSettingsSchema,
    response: EscrowSettingsSchema,
  }),
  securityLog: endpoint({
    method: "GET",
    path: "/api/security-logs",
    summary: "The user's security events, newest first (security-log flag)",
    tag,
    auth: "user",
    page: "settings",
    response: v.array(SecurityEventSchema),
  }),
  updatePhoneNumber: endpoint({
    method: "PATCH",
    path: "/api/user/phone_number",
    summary: "Change the phone number, confirmed by the SMS code sent to the new number",
    tag,
    auth: "user",
    body: PhoneNumberBodySchema,
    response: UserSchema,
    errors: ["OTP_TOKEN_NOT_VALID_ERROR"],
  }),
  authenticatorSetup: endpoint({
    method: "POST",
    path: "/api/mfa/authenticator",
    summary: "Start authenticator enrolment: a new secret and its otpauth URL",
    tag,
    auth: "user",
    page: "2fa-setup",
    response: AuthenticatorSetupSchema,
  }),
  authenticatorActivate: endpoint({
    method: "POST",
    path: "/api/mfa/authenticator/activate",
    summary: "Finish authenticator enrolment with a code; answers fresh backup codes (shown once)",
    tag,
    auth: "user",
    page: "2fa-setup",
    body: v.object({ code: v.pipe(v.string(), v.regex(/^\d{6}$/, "must be 6 digits")) }),
    response: MfaEnrolledSchema,
    errors: ["INVALID_AUTH_TOKEN_ERROR", "INVALID_STATE_ERROR"],
  }),
  smsMfaActivate: endpoint({
    method: "POST",
    path: "/api/mfa/sms/activate",
    summary: "Use SMS codes as the second factor, confirmed by a code sent to the phone",
    tag,
    auth: "user",
    page: "2fa-setup",
    body: PhoneNumberBodySchema,
    response: MfaEnrolledSchema,
    errors: ["OTP_TOKEN_NOT_VALID_ERROR"],
  }),
  oauthRequest: endpoint({
    method: "GET",
    path: "/api/oauth/applications/{id}/authorization",
    summary: "The app (id = client_id), business and scopes of an authorization request",
    tag,
    auth: "user",
    page: "oauth",
    query: OAuthQuerySchema,
    response: OAuthRequestSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  oauthDecide: endpoint({
    method: "POST",
    path: "/api/oauth/authorize",
    summary: "Approve or deny an authorization request; answers where to send the browser",
    tag,
    auth: "user",
    page: "oauth",
    requires: techOrAdmin,
    body: OAuthDecisionBodySchema,
    response: v.object({ redirect_to: v.string() }),
    errors: ["DATA_NOT_FOUND"],
  }),
} satisfies Record<string, Endpoint>;
