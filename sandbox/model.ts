/** Database rows and their mapping to the contract's shapes. */
import type { Environment } from "../src/contract/common.ts";
import type { Business, BusinessSummary, PermissionFlags, User } from "../src/contract/user.ts";
import { PERMISSION_FLAGS } from "../src/contract/user.ts";
import { type Db, json } from "./db.ts";

export type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  phone_number: string | null;
  is_phone_number_verified: number;
  mfa_type: "authenticator" | "phone_number" | null;
  email_verification_status: "PENDING" | "VERIFIED";
  status: "ACTIVE" | "LOCKED" | "DELETED";
  timezone: string;
  preferred_timezone: string | null;
  preferred_language: "en" | "id";
  entity: Business["entity"];
  created: string;
  pin_hash: string | null;
  failed_logins: number;
  locked_until: number | null;
  pin_failures: number;
  is_internal: number;
  last_business_id: string | null;
  account_notifications: string;
  im_consent: string | null;
  balance_view: "OLD" | "NEW";
  persona: string | null;
};

export type BusinessRow = {
  id: string;
  name: string;
  email: string;
  logo: string | null;
  entity: Business["entity"];
  brand_name: string;
  country: Business["country_of_operation"];
  go_live_status: Business["go_live_status"];
  created: string;
  exclude_pages: string;
  exclude_settings: string;
  is_xp_sub_account: number;
  xp_sub_account_type: "OWNED" | "MANAGED" | null;
  xp_master_account_id: string | null;
  can_view_disbursement: number;
  is_xen_platform: number;
  kyc_status: string;
  get_started_enabled: number;
  get_started_completed: number;
  submitted_date: string | null;
  instant_activation_before_bdd: number;
  segment: string | null;
  legal_name: string | null;
  description: string | null;
  website: string | null;
  entity_type: string | null;
  country_of_registration: string | null;
  extra: string;
  get_started: string;
  activation_submitted_at: number | null;
  cidr_whitelist: string;
};

export type MembershipRow = PermissionFlags extends infer F ? { [K in keyof F]: number } & { role: string } : never;

export const NO_FLAGS = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])) as PermissionFlags;

export function flagsOf(row: Partial<Record<keyof PermissionFlags, number>> | undefined): PermissionFlags {
  const flags = { ...NO_FLAGS };
  if (row) for (const f of PERMISSION_FLAGS) flags[f] = row[f] === 1;
  return flags;
}

export function toUser(row: UserRow, flags: PermissionFlags): User {
  return {
    id: row.id,
    user_id: row.id,
    email: row.email,
    full_name: row.full_name,
    phone_number: row.phone_number,
    is_phone_number_verified: row.is_phone_number_verified === 1,
    mfa_type: row.mfa_type,
    email_verification_status: row.email_verification_status,
    status: row.status,
    timezone: row.timezone,
    preferred_timezone: row.preferred_timezone,
    preferred_language: row.preferred_language,
    ...flags,
    entity: row.entity,
    created: row.created,
    is_pin_set: row.pin_hash !== null,
    account_notifications: json(row.account_notifications, []),
    instant_messaging_consent: json(row.im_consent, null),
    is_internal_user: row.is_internal === 1,
  };
}

export function toBusiness(row: BusinessRow, environment: Environment): Business {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    logo: row.logo,
    entity: row.entity,
    brand_name: row.brand_name,
    country_of_operation: row.country,
    environment,
    go_live_status: row.go_live_status,
    created: row.created,
    permission: {
      exclude_dashboard_page: json(row.exclude_pages, []),
      exclude_dashboard_settings: json(row.exclude_settings, []),
    },
    is_xp_sub_account: row.is_xp_sub_account === 1,
    xp_sub_account_type: row.xp_sub_account_type,
    xp_master_account_id: row.xp_master_account_id,
  };
}

/** Registration status shown in the switcher (spec 000 §3): LIVE_TESTMODE for a live business viewed in test mode. */
export function registrationStatus(row: BusinessRow, environment: Environment): BusinessSummary["registration_status"] {
  const s = row.go_live_status;
  if (s === "LIVE") return environment === "PRODUCTION" ? "LIVE" : "LIVE_TESTMODE";
  if (s === "TIER_1" || s === "REGISTERED" || s === "FORM_CONFIRMED" || s === "AWAITING_DOCS") return s;
  if (s === "PENDING_VERIFICATION" || s === "INSTANT_LIVE_PENDING_VERIFICATION") return "PENDING_VERIFICATION";
  if (s === "INSTANT_LIVE_AWAITING_DOCS") return "AWAITING_DOCS";
  return "REGISTERED";
}

export function getUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE email = ?").get(email) as UserRow | undefined;
}
export function getUser(db: Db, id: string): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;
}
export function getBusiness(db: Db, id: string): BusinessRow | undefined {
  return db.prepare("SELECT * FROM businesses WHERE id = ?").get(id) as BusinessRow | undefined;
}
export function getMembership(db: Db, userId: string, businessId: string): MembershipRow | undefined {
  // an invitation not yet accepted is not a membership (spec 000 §3 registration status INVITED)
  return db
    .prepare("SELECT * FROM memberships WHERE user_id = ? AND business_id = ? AND role != 'INVITED'")
    .get(userId, businessId) as MembershipRow | undefined;
}
