/**
 * Accepting payments (spec 002 §2.1–§2.2, §2.13; spec 001 §2): typed resources for invoices,
 * recurring plans, on-demand links, payment links, virtual accounts, e-wallet charges, retail
 * outlet payments, QR codes, customers and disputes, with their writes. Shapes are designed
 * (the spec lists the screens, not the payloads); every write names the permission it needs.
 */
import * as v from "valibot";
import { AmountSchema, type Area, type AreaKind, areaOf, RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { CurrencySchema, DateFilterSchema, EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

/** The statuses (or channels) of an area as a picklist-ready tuple. */
function statusesOf<K extends AreaKind>(kind: K): Extract<Area, { kind: K }>["statuses"] {
  return areaOf(kind).statuses as never;
}
function channelsOf<K extends AreaKind>(kind: K): Extract<Area, { kind: K }> extends { channels: infer C } ? C : never {
  return (areaOf(kind) as { channels?: readonly string[] }).channels as never;
}

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(max, `exceeds ${max} characters`));
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `exceeds ${max} characters`)));
const EmailSchema = v.pipe(v.string(), v.trim(), v.email("must be an e-mail address"), v.maxLength(254));
/** E.164 mobile number (spec 002 §5 shared patterns). */
const MobileSchema = v.pipe(v.string(), v.trim(), v.regex(/^\+[1-9]\d{5,14}$/, "must be an E.164 mobile number"));

/** Payment methods an invoice or checkout can offer (the invoices area's channels). */
export const CHECKOUT_METHODS = channelsOf("invoices");
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];
export const CheckoutMethodSchema = v.picklist(CHECKOUT_METHODS);

export const PayerSchema = v.object({
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  mobile_number: v.nullable(v.string()),
});
export type Payer = v.InferOutput<typeof PayerSchema>;

export const StatusChangeSchema = v.object({ status: v.string(), at: TimestampSchema });

// ---------------------------------------------------------------- invoices

export const INVOICE_STATUSES = statusesOf("invoices");
export const REMINDERS = ["THREE_DAYS_BEFORE", "ONE_DAY_BEFORE", "ON_DUE_DATE", "ONE_DAY_AFTER"] as const;

export const InvoiceItemSchema = v.object({ name: v.string(), quantity: v.number(), price: v.number() });
export type InvoiceItem = v.InferOutput<typeof InvoiceItemSchema>;

export const PaymentAttemptSchema = v.object({
  id: v.string(),
  method: CheckoutMethodSchema,
  channel: v.string(),
  status: v.picklist(["SUCCEEDED", "FAILED", "PENDING"]),
  amount: v.number(),
  failure_reason: v.nullable(v.string()),
  created: TimestampSchema,
});
export type PaymentAttempt = v.InferOutput<typeof PaymentAttemptSchema>;

export const InvoiceSchema = v.object({
  ...RecordEntries,
  status: v.picklist(INVOICE_STATUSES),
  channel: v.nullable(CheckoutMethodSchema),
  amount: v.number(),
  currency: CurrencySchema,
  external_id: v.string(),
  items: v.array(InvoiceItemSchema),
  payer: PayerSchema,
  due_date: TimestampSchema,
  payment_methods: v.array(CheckoutMethodSchema),
  reminders: v.array(v.picklist(REMINDERS)),
  invoice_url: v.string(),
  paid_at: v.nullable(TimestampSchema),
  status_history: v.array(StatusChangeSchema),
  payment_attempts: v.array(PaymentAttemptSchema),
  created_by: v.nullable(v.string()),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

export const InvoiceItemInputSchema = v.object({
  name: text(255),
  quantity: v.pipe(
    v.number("must be a number"),
    v.integer("must be a whole number"),
    v.minValue(1),
    v.maxValue(10_000),
  ),
  price: AmountSchema,
});

export const CreateInvoiceBodySchema = v.object({
  ...EnvironmentQuery,
  external_id: v.optional(text(255)),
  description: optionalText(255),
  currency: v.optional(CurrencySchema),
  items: v.pipe(
    v.array(InvoiceItemInputSchema),
    v.minLength(1, "add at least one item"),
    v.maxLength(50, "at most 50 items"),
  ),
  payer_email: EmailSchema,
  payer_name: optionalText(255),
  due_date: DateFilterSchema,
  payment_methods: v.pipe(v.array(CheckoutMethodSchema), v.minLength(1, "choose at least one payment method")),
  reminders: v.optional(v.array(v.picklist(REMINDERS)), []),
});
export type CreateInvoiceBody = v.InferInput<typeof CreateInvoiceBodySchema>;

// ---------------------------------------------------------------- recurring plans, schedules and links

export const INTERVALS = ["DAY", "WEEK", "MONTH"] as const;
const recurringEntries = {
  amount: v.number(),
  currency: CurrencySchema,
  interval: v.picklist(INTERVALS),
  interval_count: v.number(),
  total_cycles: v.nullable(v.number()),
  cycles_completed: v.number(),
  next_charge: v.nullable(TimestampSchema),
  payer: PayerSchema,
  payment_methods: v.array(CheckoutMethodSchema),
  status_history: v.array(StatusChangeSchema),
};
export const RecurringPlanSchema = v.object({
  ...RecordEntries,
  ...recurringEntries,
  status: v.picklist(statusesOf("recurring")),
});
export type RecurringPlan = v.InferOutput<typeof RecurringPlanSchema>;
export const RecurringScheduleSchema = v.object({
  ...RecordEntries,
  ...recurringEntries,
  status: v.picklist(statusesOf("recurring_new")),
});
export type RecurringSchedule = v.InferOutput<typeof RecurringScheduleSchema>;
export const RecurringLinkSchema = v.object({
  ...RecordEntries,
  ...recurringEntries,
  status: v.picklist(statusesOf("payment_recurring")),
  url: v.string(),
});
export type RecurringLink = v.InferOutput<typeof RecurringLinkSchema>;

export const OnDemandLinkSchema = v.object({
  ...RecordEntries,
  status: v.picklist(statusesOf("on_demand_links")),
  title: v.string(),
  url: v.string(),
  payments_count: v.number(),
  total_collected: v.number(),
});
export type OnDemandLink = v.InferOutput<typeof OnDemandLinkSchema>;

// ---------------------------------------------------------------- payment links

export const LINK_TYPES = ["SINGLE", "MULTI"] as const;
export const AMOUNT_TYPES = ["FIXED", "OPEN"] as const;
export const PaymentLinkSchema = v.object({
  ...RecordEntries,
  status: v.picklist(statusesOf("payment_links")),
  title: v.string(),
  type: v.picklist(LINK_TYPES),
  amount_type: v.picklist(AMOUNT_TYPES),
  url: v.string(),
  expires_at: v.nullable(TimestampSchema),
  payments_count: v.number(),
  customer_email: v.nullable(v.string()),
});
export type PaymentLink = v.InferOutput<typeof PaymentLinkSchema>;

export const CreatePaymentLinkBodySchema = v.object({
  ...EnvironmentQuery,
  title: v.optional(text(100)),
  description: optionalText(255),
  type: v.optional(v.picklist(LINK_TYPES), "SINGLE"),
  amount_type: v.optional(v.picklist(AMOUNT_TYPES), "FIXED"),
  amount: v.optional(AmountSchema),
  currency: v.optional(CurrencySchema),
  expires_at: v.optional(DateFilterSchema),
  customer_email: v.optional(EmailSchema),
});
export type CreatePaymentLinkBody = v.InferInput<typeof CreatePaymentLinkBodySchema>;

// ---------------------------------------------------------------- virtual accounts

export const VA_BANKS = channelsOf("virtual_account_numbers");
export const VaBankSchema = v.picklist(VA_BANKS);
export const FixedVaSchema = v.object({
  ...RecordEntries,
  status: v.picklist(statusesOf("virtual_account_numbers")),
  channel: VaBankSchema,
  account_number: v.string(),
  name: v.string(),
  merchant_code: v.string(),
  is_single_use: v.boolean(),
  expected_amount: v.nullable(v.number()),
  expiration_date: v.nullable(TimestampSchema),
});
export type FixedVa = v.InferOutput<typeof FixedVaSchema>;

/** A bank's block of VA numbers reserved for the business (merchant code + suffix range). */
export const VaBlockSchema = v.object({
  bank_code: VaBankSchema,
  merchant_code: v.string(),
  range_start: v.string(),
  range_end: v.string(),
  used: v.number(),
});
export type VaBlock = v.InferOutput<typeof VaBlockSchema>;

export const CreateFixedVaBodySchema = v.object({
  ...EnvironmentQuery,
  bank_code: VaBankSchema,
  name: text(255),
  /** Suffix inside the bank's block; the next free one when left out. */
  suffix: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/, "digits only"))),
  expected_amount: v.optional(AmountSchema),
  is_single_use: v.optional(v.boolean(), false),
  expiration_date: v.optional(DateFilterSchema),
});
export type CreateFixedVaBody = v.InferInput<typeof CreateFixedVaBodySchema>;

export const VaPaymentSchema = v.object({
  ...RecordEntries,
  status: v.picklist(statusesOf("virtual_accounts")),
  channel: VaBankSchema,
  amount: v.number(),
  account_number: v.string(),
  payer: PayerSchema,
  payment_id: v.string(),
  sender_bank: v.nullable(v.string()),
  paid_at: v.nullable(TimestampSchema),
});
export type VaPayment = v.InferOutput<typeof VaPaymentSchema>;

// ---------------------------------------------------------------- e-wallets and retail outlets

export const EwalletChargeSchema = v.object({
  ...RecordEntries,
  status: v.picklist(statusesOf("ewallets")),
  channel: v.picklist(channelsOf("ewallets")),
  amount: v.number(),
  checkout_method: v.picklist(["ONE_TIME_PAYMENT", "TOKENIZED_PAYMENT"]),
  payer: PayerSchema,
  capture_amount: v.nullable(v.number()),
  failure_code: v.nullable(v.string()),
  paid_at: v.nullable(TimestampSchema),
});
export type EwalletCharge = v.InferOutput<typeof EwalletChargeSchema>;

export const RetailPaymentSchema = v.object({
  ...RecordEntries,
  status: v.picklist(statusesOf("retail_outlets")),
  channel: v.picklist(channelsOf("retail_outlets")),
  amount: v.number(),
  payment_code: v.string(),
  payer: PayerSchema,
  is_single_use: v.boolean(),
  expiration_date: TimestampSchema,
  paid_at: v.nullable(TimestampSchema),
});
export type RetailPayment = v.InferOutput<typeof RetailPaymentSchema>;

// ---------------------------------------------------------------- QR codes

export const QR_TYPES = ["STATIC", "DYNAMIC"] as const;
export const QrCodeSchema = v.object({
  ...RecordEntries,
  status: v.picklist(statusesOf("qr_codes")),
  type: v.picklist(QR_TYPES),
  external_id: v.string(),
  /** The payload the QR image encodes (an EMVCo merchant-presented string). */
  qr_string: v.string(),
  paid_at: v.nullable(TimestampSchema),
});
export type QrCode = v.InferOutput<typeof QrCodeSchema>;

export const CreateQrCodeBodySchema = v.object({
  ...EnvironmentQuery,
  type: v.picklist(QR_TYPES),
  external_id: text(64),
  amount: v.optional(AmountSchema),
  description: optionalText(255),
});
export type CreateQrCodeBody = v.InferInput<typeof CreateQrCodeBodySchema>;

// ---------------------------------------------------------------- customers

export const CUSTOMER_TYPES = ["INDIVIDUAL", "BUSINESS"] as const;
export const LinkedMethodSchema = v.object({
  type: v.picklist(["CARD", "EWALLET", "DIRECT_DEBIT", "VIRTUAL_ACCOUNT"]),
  label: v.string(),
  status: v.picklist(["ACTIVE", "EXPIRED", "PENDING"]),
});
export const CustomerSchema = v.object({
  ...RecordEntries,
  status: v.picklist(statusesOf("customers")),
  type: v.picklist(CUSTOMER_TYPES),
  name: v.string(),
  email: v.string(),
  mobile_number: v.nullable(v.string()),
  address: v.nullable(v.string()),
  linked_methods: v.array(LinkedMethodSchema),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

export const CUSTOMER_PAYMENT_KINDS = ["invoices", "virtual_accounts", "ewallets", "retail_outlets"] as const;
export const CustomerPaymentSchema = v.object({
  id: v.string(),
  kind: v.picklist(CUSTOMER_PAYMENT_KINDS),
  reference: v.string(),
  status: v.string(),
  amount: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  channel: v.nullable(v.string()),
  created: TimestampSchema,
});
export type CustomerPayment = v.InferOutput<typeof CustomerPaymentSchema>;

export const CreateCustomerBodySchema = v.object({
  ...EnvironmentQuery,
  type: v.optional(v.picklist(CUSTOMER_TYPES), "INDIVIDUAL"),
  name: text(255),
  email: EmailSchema,
  mobile_number: v.optional(MobileSchema),
  address: optionalText(500),
  reference: v.optional(text(255)),
});
export type CreateCustomerBody = v.InferInput<typeof CreateCustomerBodySchema>;

// ---------------------------------------------------------------- disputes (resolution centre)

export const DISPUTE_REASONS = ["NOT_RECEIVED", "DUPLICATE", "WRONG_AMOUNT", "FRAUD", "OTHER"] as const;
export const DisputeMessageSchema = v.object({
  id: v.string(),
  author: v.picklist(["PAYER", "MERCHANT", "PROVIDER"]),
  body: v.string(),
  created: TimestampSchema,
});
export type DisputeMessage = v.InferOutput<typeof DisputeMessageSchema>;
export const DisputeSchema = v.object({
  ...RecordEntries,
  status: v.picklist(statusesOf("disputes")),
  channel: v.nullable(CheckoutMethodSchema),
  amount: v.number(),
  reason: v.picklist(DISPUTE_REASONS),
  payer: PayerSchema,
  payment_reference: v.string(),
  respond_by: TimestampSchema,
  messages: v.array(DisputeMessageSchema),
});
export type Dispute = v.InferOutput<typeof DisputeSchema>;

export const DisputeReplyBodySchema = v.object({ ...EnvironmentQuery, message: text(1000) });

// ---------------------------------------------------------------- checkout customisation

export const CheckoutSettingsSchema = v.object({
  brand_color: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1A2B3C")),
  logo_url: v.nullable(v.pipe(v.string(), v.url("must be a URL"), v.maxLength(500))),
  enabled_methods: v.array(CheckoutMethodSchema),
  updated: v.nullable(TimestampSchema),
});
export type CheckoutSettings = v.InferOutput<typeof CheckoutSettingsSchema>;
export const UpdateCheckoutSettingsBodySchema = v.object({
  ...EnvironmentQuery,
  brand_color: CheckoutSettingsSchema.entries.brand_color,
  logo_url: v.optional(v.nullable(CheckoutSettingsSchema.entries.logo_url.wrapped)),
  enabled_methods: v.pipe(v.array(CheckoutMethodSchema), v.minLength(1, "choose at least one payment method")),
});

// ---------------------------------------------------------------- endpoints

const tag = "accept";
const env = v.object(EnvironmentQuery);
const recurringAction = (action: "pause" | "resume" | "stop", summary: string) =>
  endpoint({
    method: "POST",
    path: `/api/recurring-plans/{id}/${action}`,
    summary: `${summary} (needs can_edit)`,
    tag,
    auth: "user",
    page: "recurring",
    requires: ["can_edit"],
    body: env,
    response: RecurringPlanSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  });

export const acceptEndpoints = {
  ...typedAreaEndpoints("invoices", InvoiceSchema),
  ...typedAreaEndpoints("recurring", RecurringPlanSchema),
  ...typedAreaEndpoints("recurring_new", RecurringScheduleSchema),
  ...typedAreaEndpoints("payment_recurring", RecurringLinkSchema),
  ...typedAreaEndpoints("on_demand_links", OnDemandLinkSchema),
  ...typedAreaEndpoints("payment_links", PaymentLinkSchema),
  ...typedAreaEndpoints("virtual_account_numbers", FixedVaSchema),
  ...typedAreaEndpoints("virtual_accounts", VaPaymentSchema),
  ...typedAreaEndpoints("ewallets", EwalletChargeSchema),
  ...typedAreaEndpoints("retail_outlets", RetailPaymentSchema),
  ...typedAreaEndpoints("qr_codes", QrCodeSchema),
  ...typedAreaEndpoints("customers", CustomerSchema),
  ...typedAreaEndpoints("disputes", DisputeSchema),
  "invoices.create": endpoint({
    method: "POST",
    path: "/api/invoices",
    summary: "Create an invoice (needs can_edit; refused when the business disables invoice creation)",
    tag,
    auth: "user",
    page: "invoices",
    requires: ["can_edit"],
    body: CreateInvoiceBodySchema,
    response: InvoiceSchema,
    errors: ["INVALID_STATE_ERROR"],
  }),
  "invoices.expire": endpoint({
    method: "POST",
    path: "/api/invoices/{id}/expire",
    summary: "Expire an unpaid (PENDING) invoice (needs can_edit)",
    tag,
    auth: "user",
    page: "invoices",
    requires: ["can_edit"],
    body: env,
    response: InvoiceSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  "recurring.pause": recurringAction("pause", "Pause an ACTIVE recurring plan"),
  "recurring.resume": recurringAction("resume", "Resume a PAUSED recurring plan"),
  "recurring.stop": recurringAction("stop", "Stop an ACTIVE or PAUSED recurring plan for good"),
  "payment_links.create": endpoint({
    method: "POST",
    path: "/api/payment-links",
    summary: "Create a single- or multi-use payment link, fixed or open amount (needs can_edit or operation)",
    tag,
    auth: "user",
    page: "payment-links",
    requires: ["can_edit", "operation"],
    body: CreatePaymentLinkBodySchema,
    response: PaymentLinkSchema,
  }),
  "virtual_account_numbers.ranges": endpoint({
    method: "GET",
    path: "/api/virtual-account-ranges",
    summary: "The business's fixed-VA number blocks per bank",
    tag,
    auth: "user",
    page: "virtual_accounts_list",
    query: env,
    response: v.array(VaBlockSchema),
  }),
  "virtual_account_numbers.create": endpoint({
    method: "POST",
    path: "/api/virtual-account-numbers",
    summary: "Create a fixed VA inside the bank's block (needs can_edit)",
    tag,
    auth: "user",
    page: "virtual_accounts_list",
    requires: ["can_edit"],
    body: CreateFixedVaBodySchema,
    response: FixedVaSchema,
  }),
  "qr_codes.create": endpoint({
    method: "POST",
    path: "/api/qr-codes",
    summary: "Create a static or dynamic QR code (needs can_edit or operation)",
    tag,
    auth: "user",
    page: "qr-codes",
    requires: ["can_edit", "operation"],
    body: CreateQrCodeBodySchema,
    response: QrCodeSchema,
  }),
  "customers.create": endpoint({
    method: "POST",
    path: "/api/customers",
    summary: "Create a customer (needs can_edit)",
    tag,
    auth: "user",
    page: "customers",
    requires: ["can_edit"],
    body: CreateCustomerBodySchema,
    response: CustomerSchema,
  }),
  "customers.payments": endpoint({
    method: "GET",
    path: "/api/customers/{id}/payments",
    summary: "A customer's payments (invoices, VA, e-wallet and retail outlet payments), newest first",
    tag,
    auth: "user",
    page: "customers",
    query: env,
    response: v.array(CustomerPaymentSchema),
    errors: ["DATA_NOT_FOUND"],
  }),
  "disputes.reply": endpoint({
    method: "POST",
    path: "/api/disputes/{id}/messages",
    summary: "Reply to a payer's dispute (needs can_edit)",
    tag,
    auth: "user",
    page: "resolution-center",
    requires: ["can_edit"],
    body: DisputeReplyBodySchema,
    response: DisputeSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  "checkout.settings": endpoint({
    method: "GET",
    path: "/api/checkout-settings",
    summary: "Checkout page customisation (brand colour, logo, enabled methods)",
    tag,
    auth: "user",
    page: "customize-checkout",
    query: env,
    response: CheckoutSettingsSchema,
  }),
  "checkout.update": endpoint({
    method: "PUT",
    path: "/api/checkout-settings",
    summary: "Save the checkout page customisation (needs can_edit)",
    tag,
    auth: "user",
    page: "customize-checkout",
    requires: ["can_edit"],
    body: UpdateCheckoutSettingsBodySchema,
    response: CheckoutSettingsSchema,
  }),
} satisfies Record<string, Endpoint>;
