/**
 * The deterministic seed (issue 3 "Seeded demo data"): the same data on every reset, built
 * in one SQL transaction. Random-looking values come from a seeded generator; timestamps
 * are relative to SEED_BASE.
 */
import { AREAS, type AreaDefinition } from "../src/contract/areas.ts";
import { FLAG_NAMES, type FlagEnvironment } from "../src/contract/flags.ts";
import { type Entity, type GoLiveStatus, PERMISSION_FLAGS, type PermissionFlag } from "../src/contract/user.ts";
import { hashSecret } from "./auth.ts";
import { createListIndexes, createSchema, type Db, transaction } from "./db.ts";
import { DEMO_BACKUP_CODES, DEMO_ONE_TIME_TOKEN, DEMO_PASSWORD, DEMO_PIN } from "./demo-logins.ts";
import { seedAccept } from "./seed-accept.ts";
import { balanceAccounts, type SeedRow } from "./seed-balances.ts";
import { seedBusinessTools } from "./seed-business-tools.ts";
import { seedCapital } from "./seed-capital.ts";
import { seedCards } from "./seed-cards.ts";
import { detailsFor } from "./seed-details.ts";
import { seedEreceipts } from "./seed-ereceipts.ts";
import { seedEscrow } from "./seed-escrow.ts";
import { seedIssuing } from "./seed-issuing.ts";
import { seedPaymentMethods } from "./seed-payment-methods.ts";
import { seedPlatform } from "./seed-platform.ts";
import { seedSendMoney } from "./seed-send-money.ts";
import { seedStore } from "./seed-store.ts";

/** 2026-11-20T00:00:00Z: seeded timestamps count back from here. */
export const SEED_BASE = Date.UTC(2026, 10, 20);
const DAY = 86_400_000;

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
export const iso = (ms: number) => new Date(ms).toISOString();

type BusinessSeed = {
  id: string;
  name: string;
  entity: Entity;
  brand: string;
  country: "ID" | "PH" | "SG";
  status: GoLiveStatus;
  exclude?: string[];
  excludeSettings?: string[];
  sub?: "OWNED" | "MANAGED";
  master?: string;
  platform?: boolean;
  canViewDisbursement?: boolean;
};

/**
 * Partner A's business of its prompts persona (issue 21 Storybook): TIER_1 (the tier-one banner in
 * live mode), live secret keys and no IP allow list (the IP-whitelist reminder).
 */
export const PARTNER_A_PROMPTS_BUSINESS = "biz_partner_a_tier1";
const BRAND = { main: "Arunika", sister: "Kilatku", escrow: "Teduh Escrow", a: "Niaga Nusantara", b: "Bayanihan Pay" };

export const MAIN_BUSINESS = "biz_main_id";

const BUSINESSES: BusinessSeed[] = [
  {
    id: MAIN_BUSINESS,
    name: "Kopi Senja Roastery",
    entity: "PRIMARY",
    brand: BRAND.main,
    country: "ID",
    status: "LIVE",
  },
  {
    id: "biz_main_ph",
    name: "Sampaguita Crafts PH",
    entity: "PRIMARY",
    brand: BRAND.main,
    country: "PH",
    status: "LIVE",
  },
  { id: "biz_main_sg", name: "Lion Gate Remit", entity: "PRIMARY", brand: BRAND.main, country: "SG", status: "LIVE" },
  {
    id: "biz_sister_id",
    name: "Warung Kilat",
    entity: "INSTAMONEY",
    brand: BRAND.sister,
    country: "ID",
    status: "LIVE",
  },
  {
    id: "biz_escrow_id",
    name: "Teduh Property Escrow",
    entity: "TEDUH_ESCROW",
    brand: BRAND.escrow,
    country: "ID",
    status: "LIVE",
  },
  {
    id: "biz_partner_a",
    name: "Toko Nusantara Digital",
    entity: "PRIMARY",
    brand: BRAND.a,
    country: "ID",
    status: "LIVE",
  },
  {
    id: "biz_partner_b",
    name: "Bayan Sari-Sari Hub",
    entity: "PRIMARY",
    brand: BRAND.b,
    country: "PH",
    status: "TIER_1",
  },
  {
    id: "biz_platform",
    name: "Pasar Platform",
    entity: "PRIMARY",
    brand: BRAND.main,
    country: "ID",
    status: "LIVE",
    platform: true,
  },
  {
    id: "biz_sub_owned",
    name: "Pasar Seller Owned",
    entity: "PRIMARY",
    brand: BRAND.main,
    country: "ID",
    status: "LIVE",
    sub: "OWNED",
    master: "biz_platform",
  },
  {
    id: "biz_sub_managed",
    name: "Pasar Seller Managed",
    entity: "PRIMARY",
    brand: BRAND.main,
    country: "ID",
    status: "REGISTERED",
    sub: "MANAGED",
    master: "biz_platform",
  },
  {
    id: "biz_excluded",
    name: "Rekber Aman",
    entity: "PRIMARY",
    brand: BRAND.main,
    country: "ID",
    status: "LIVE",
    exclude: ["transactions"],
  },
  {
    id: "biz_internal",
    name: "Provider Internal Ops",
    entity: "PRIMARY",
    brand: BRAND.main,
    country: "ID",
    status: "LIVE",
  },
  // every brand and entity also in the other two countries (issue 3 "in ID, PH and SG, for every brand/entity")
  ...(
    [
      ["biz_sister_ph", "Kilat Padala", "INSTAMONEY", BRAND.sister, "PH", "LIVE"],
      ["biz_sister_sg", "Kilat Remit", "INSTAMONEY", BRAND.sister, "SG", "REGISTERED"],
      ["biz_escrow_ph", "Teduh Escrow Manila", "TEDUH_ESCROW", BRAND.escrow, "PH", "LIVE"],
      ["biz_escrow_sg", "Teduh Escrow Singapore", "TEDUH_ESCROW", BRAND.escrow, "SG", "PENDING_VERIFICATION"],
      ["biz_partner_a_ph", "Nusantara Digital Manila", "PRIMARY", BRAND.a, "PH", "LIVE"],
      ["biz_partner_a_sg", "Nusantara Digital Singapore", "PRIMARY", BRAND.a, "SG", "LIVE"],
      ["biz_partner_b_id", "Bayanihan Pay Jakarta", "PRIMARY", BRAND.b, "ID", "LIVE"],
      ["biz_partner_b_sg", "Bayanihan Pay Singapore", "PRIMARY", BRAND.b, "SG", "TIER_1"],
      // partner A's prompts persona (issue 21): tier one, live keys, no IP allow list
      [PARTNER_A_PROMPTS_BUSINESS, "Nusantara Digital Surabaya", "PRIMARY", BRAND.a, "ID", "TIER_1"],
    ] as const
  ).map(([id, name, entity, brand, country, status]): BusinessSeed => ({ id, name, entity, brand, country, status })),
  // one business per go-live status (spec 001 §4), spread over countries and entities
  ...(
    [
      ["PENDING", "ID", "PRIMARY"],
      ["REGISTERED", "ID", "PRIMARY"],
      ["AWAITING_DOCS", "PH", "PRIMARY"],
      ["FORM_CONFIRMED", "ID", "INSTAMONEY"],
      ["PENDING_VERIFICATION", "PH", "PRIMARY"],
      ["TIER_1", "ID", "PRIMARY"],
      ["PENDING_LIVE", "SG", "PRIMARY"],
      ["SUSPENDED", "ID", "TEDUH_ESCROW"],
      ["INSTANT_LIVE_PENDING_VERIFICATION", "ID", "PRIMARY"],
      ["INSTANT_LIVE_AWAITING_DOCS", "PH", "PRIMARY"],
      ["INSTANT_LIVE_SUSPENDED", "ID", "PRIMARY"],
      ["INSTANT_LIVE_SUSPENDED_CAN_WITHDRAW", "ID", "PRIMARY"],
      ["REGISTERED", "PH", "PRIMARY"],
    ] as const
  ).map(
    ([status, country, entity], i): BusinessSeed => ({
      id: `biz_status_${String(i + 1).padStart(2, "0")}`,
      name: `${status
        .replace(/_/g, " ")
        .toLowerCase()
        .replace(/^\w/, (s) => s.toUpperCase())} ${country}`,
      entity,
      brand: entity === "INSTAMONEY" ? BRAND.sister : entity === "TEDUH_ESCROW" ? BRAND.escrow : BRAND.main,
      country,
      status,
      canViewDisbursement: i % 2 === 0,
    }),
  ),
];

const ALL: PermissionFlag[] = [...PERMISSION_FLAGS];

type UserSeed = {
  id: string;
  email: string;
  name: string;
  entity?: Entity;
  mfa?: "phone_number" | "authenticator";
  phone?: string;
  phoneVerified?: boolean;
  pin?: boolean;
  internal?: boolean;
  emailPending?: boolean;
  last?: string;
  language?: "en" | "id";
  memberships: [string, PermissionFlag[]][];
  /** Businesses that invited the user (not yet accepted). */
  invitations?: string[];
};

const STATUS_IDS = BUSINESSES.filter((b) => b.id.startsWith("biz_status_")).map((b) => b.id);

/**
 * A brand's viewer, operator and internal user (staff switched into its business, read-only)
 * beside its owner: each brand's Storybook shows the dashboard frame of every persona (issue 21).
 */
function brandPersonas(brand: string, business: string, names: [string, string, string], entity?: Entity): UserSeed[] {
  const [viewer, operator, staff] = names;
  const id = brand.replace(/-/g, "_");
  const member = (flags: PermissionFlag[]): UserSeed["memberships"] => [[business, flags]];
  const users: UserSeed[] = [
    { id: `usr_${id}_viewer`, email: `${brand}-viewer@demo.test`, name: viewer, memberships: member(["can_view"]) },
    {
      id: `usr_${id}_operator`,
      email: `${brand}-operator@demo.test`,
      name: operator,
      memberships: member(["operation"]),
    },
    {
      id: `usr_${id}_staff`,
      email: `${brand}-staff@demo.test`,
      name: staff,
      internal: true,
      memberships: [["biz_internal", ALL]],
    },
  ];
  return users.map((u) => ({ ...u, last: business, ...(entity && !u.internal ? { entity } : {}) }));
}

const USERS: UserSeed[] = [
  {
    id: "usr_owner",
    email: "owner@demo.test",
    name: "Ayu Lestari",
    pin: true,
    phone: "+6281234567801",
    phoneVerified: true,
    memberships: [
      [MAIN_BUSINESS, ALL],
      ["biz_main_ph", ALL],
      ["biz_main_sg", ALL],
      ["biz_platform", ALL],
      // the variety of statuses a real merchant's switcher shows (issue 22 item 9)
      ["biz_status_02", ALL],
      ["biz_status_03", ALL],
      ["biz_status_06", ALL],
    ],
    invitations: ["biz_status_01"],
  },
  // Viewer and operator also belong to the PH business, so each bundle country has them.
  {
    id: "usr_viewer",
    email: "viewer@demo.test",
    name: "Budi Santoso",
    memberships: [
      [MAIN_BUSINESS, ["can_view"]],
      ["biz_main_ph", ["can_view"]],
    ],
  },
  { id: "usr_editor", email: "editor@demo.test", name: "Citra Dewi", memberships: [[MAIN_BUSINESS, ["can_edit"]]] },
  {
    id: "usr_operator",
    email: "operator@demo.test",
    name: "Dimas Pratama",
    memberships: [
      [MAIN_BUSINESS, ["operation"]],
      ["biz_main_ph", ["operation"]],
    ],
  },
  {
    id: "usr_approver",
    email: "approver@demo.test",
    name: "Eka Putri",
    pin: true,
    memberships: [[MAIN_BUSINESS, ["can_approve"]]],
  },
  {
    id: "usr_withdrawer",
    email: "withdrawer@demo.test",
    name: "Fajar Nugroho",
    memberships: [[MAIN_BUSINESS, ["can_withdraw"]]],
  },
  {
    id: "usr_tech",
    email: "tech@demo.test",
    name: "Gita Maharani",
    memberships: [[MAIN_BUSINESS, ["can_manage_tech_settings"]]],
  },
  { id: "usr_noflags", email: "noflags@demo.test", name: "Hadi Wijaya", memberships: [[MAIN_BUSINESS, []]] },
  {
    id: "usr_multi",
    email: "multi@demo.test",
    name: "Indah Permata",
    last: MAIN_BUSINESS,
    memberships: [
      [MAIN_BUSINESS, ALL],
      ["biz_main_ph", ALL],
      ["biz_main_sg", ALL],
      ...STATUS_IDS.map((id): [string, PermissionFlag[]] => [id, ALL]),
    ],
    invitations: ["biz_partner_a"],
  },
  {
    id: "usr_sms",
    email: "sms@demo.test",
    name: "Joko Susilo",
    mfa: "phone_number",
    phone: "+6281234567890",
    phoneVerified: true,
    memberships: [[MAIN_BUSINESS, ALL]],
  },
  {
    id: "usr_authenticator",
    email: "authenticator@demo.test",
    name: "Kartika Sari",
    mfa: "authenticator",
    phone: "+639171234567",
    phoneVerified: false,
    memberships: [["biz_main_ph", ALL]],
  },
  {
    id: "usr_staff",
    email: "staff@demo.test",
    name: "Lukas Internal",
    internal: true,
    last: MAIN_BUSINESS,
    // a member of the PH business too: an internal-domain user there sees and writes e-receipts (spec 000 §6)
    memberships: [
      ["biz_internal", ALL],
      ["biz_main_ph", ALL],
    ],
  },
  {
    id: "usr_sister",
    email: "sister@demo.test",
    name: "Maya Kusuma",
    entity: "INSTAMONEY",
    language: "id",
    last: "biz_sister_id",
    memberships: [
      ["biz_sister_id", ALL],
      ["biz_sister_ph", ALL],
      ["biz_sister_sg", ALL],
    ],
  },
  {
    id: "usr_escrow",
    email: "escrow@demo.test",
    name: "Nanda Rahman",
    entity: "TEDUH_ESCROW",
    last: "biz_escrow_id",
    memberships: [
      ["biz_escrow_id", ALL],
      ["biz_escrow_ph", ALL],
      ["biz_escrow_sg", ALL],
    ],
  },
  {
    id: "usr_partner_a",
    email: "partner-a@demo.test",
    name: "Oki Setiawan",
    last: "biz_partner_a",
    memberships: [
      ["biz_partner_a", ALL],
      ["biz_partner_a_ph", ALL],
      ["biz_partner_a_sg", ALL],
      // its tier-one business: the activation pages of its Storybook (issue 21)
      [PARTNER_A_PROMPTS_BUSINESS, ALL],
    ],
  },
  {
    id: "usr_partner_b",
    email: "partner-b@demo.test",
    name: "Pia Reyes",
    last: "biz_partner_b",
    memberships: [
      ["biz_partner_b", ALL],
      ["biz_partner_b_id", ALL],
      ["biz_partner_b_sg", ALL],
    ],
  },
  ...brandPersonas("sister", "biz_sister_id", ["Rudi Hartono", "Sari Wulandari", "Teguh Internal"], "INSTAMONEY"),
  ...brandPersonas("escrow", "biz_escrow_id", ["Umar Said", "Vina Kurnia", "Wawan Internal"], "TEDUH_ESCROW"),
  // partner A's viewer also views its tier-one business: the tier-one banner without the prompts (issue 21)
  ...brandPersonas("partner-a", "biz_partner_a", ["Putri Anggraini", "Qori Ramadhan", "Rani Internal"]).map((u) =>
    u.email === "partner-a-viewer@demo.test"
      ? {
          ...u,
          memberships: [...u.memberships, [PARTNER_A_PROMPTS_BUSINESS, ["can_view"]] as [string, PermissionFlag[]]],
        }
      : u,
  ),
  ...brandPersonas("partner-b", "biz_partner_b", ["Xavier Cruz", "Ysabel Santos", "Zaldy Internal"]),
  {
    // partner A's after-login prompts (phone, IP allow list, IM consent) and tier-one banner (issue 21)
    id: "usr_partner_a_prompts",
    email: "partner-a-prompts@demo.test",
    name: "Sekar Ayuningtyas",
    mfa: "authenticator",
    phone: "+6281298765432",
    phoneVerified: false,
    last: PARTNER_A_PROMPTS_BUSINESS,
    memberships: [[PARTNER_A_PROMPTS_BUSINESS, ALL]],
  },
  {
    id: "usr_platform",
    email: "platform@demo.test",
    name: "Rizky Hakim",
    memberships: [
      ["biz_platform", ALL],
      ["biz_sub_owned", ALL],
      ["biz_sub_managed", ALL],
    ],
  },
  { id: "usr_excluded", email: "excluded@demo.test", name: "Sinta Marlina", memberships: [["biz_excluded", ALL]] },
  {
    id: "usr_unverified",
    email: "unverified@demo.test",
    name: "Tomi Halim",
    emailPending: true,
    memberships: [["biz_status_02", ALL]],
  },
];

/** Records per area per environment for businesses other than the main one. */
const SMALL = 12;
/** Live transactions on the main business (issue 3: at least 10,000 for big-list work). */
export const MAIN_LIVE_TRANSACTIONS = 10_000;

/** Businesses whose flag service answers `tax` on (spec 000 §6 "tax … for specific business ids"). */
const TAX_BUSINESSES = [MAIN_BUSINESS, "biz_main_ph"];

const FLAG_DEFAULTS: Record<FlagEnvironment, (name: string) => boolean> = {
  integration: () => true,
  staging: (name) => name !== "security_log",
  production: (name) =>
    !["security_log", "dashboard_email_verification", "multi_level_approval", "vaBSI"].includes(name),
};

export function seed(db: Db): void {
  createSchema(db);
  transaction(db, () => {
    seedBusinesses(db);
    seedUsers(db);
    seedBilling(db);
    seedFlags(db);
    seedNotifications(db);
    seedRecords(db);
    seedSendMoney(db);
    seedPlatform(db);
    seedEscrow(db);
    seedAccept(db);
    seedBusinessTools(db);
    seedStore(db);
    seedIssuing(db);
    seedCapital(db);
    seedEreceipts(db);
    seedWebhooks(db);
    seedApiKeys(db);
    seedCards(db, MAIN_BUSINESS);
    seedCards(db, "biz_main_ph", "PH");
    seedCards(db, "biz_partner_a"); // partner A's Storybook card pages (issue 21)
    seedPaymentMethods(
      db,
      BUSINESSES.map((b) => b.id),
    );
    createListIndexes(db);
  });
}

function seedBusinesses(db: Db): void {
  const insert =
    db.prepare(`INSERT INTO businesses (id, name, email, entity, brand_name, country, go_live_status, created,
    exclude_pages, exclude_settings, is_xp_sub_account, xp_sub_account_type, xp_master_account_id, can_view_disbursement,
    is_xen_platform, kyc_status, get_started_completed, submitted_date, instant_activation_before_bdd, segment, legal_name,
    description, website, entity_type, country_of_registration, get_started)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  BUSINESSES.forEach((b, i) => {
    const live = b.status === "LIVE" || b.status === "TIER_1";
    const submitted = !["PENDING", "REGISTERED"].includes(b.status);
    const progress = {
      business_details: submitted ? 100 : 0,
      establishment_details: submitted ? 100 : 0,
      bank_account: live ? 100 : 0,
      team_members: live ? 100 : 0,
      api_keys: live ? 100 : 0,
    };
    insert.run(
      b.id,
      b.name,
      `finance@${b.id.replace(/_/g, "-")}.test`,
      b.entity,
      b.brand,
      b.country,
      b.status,
      iso(SEED_BASE - (400 - i * 7) * DAY),
      JSON.stringify(b.exclude ?? []),
      JSON.stringify(b.excludeSettings ?? []),
      b.sub ? 1 : 0,
      b.sub ?? null,
      b.master ?? null,
      b.canViewDisbursement === false ? 0 : 1,
      b.platform ? 1 : 0,
      live ? "PASSED" : submitted ? "REVIEWING_DOCS" : "PENDING",
      live ? 1 : 0,
      submitted ? iso(SEED_BASE - 30 * DAY) : null,
      b.status.startsWith("INSTANT_LIVE") ? 1 : 0,
      b.country === "SG" ? "REMITTANCE" : "SME",
      submitted ? `PT ${b.name}` : null,
      submitted ? "Demo business seeded by the sandbox" : null,
      submitted ? `https://${b.id.replace(/_/g, "-")}.example` : null,
      b.country === "PH" ? "PH:Corporation" : "Indonesian Entity",
      b.country === "PH" ? "Philippines" : "Indonesia",
      JSON.stringify(progress),
    );
  });
}

function seedUsers(db: Db): void {
  const user =
    db.prepare(`INSERT INTO users (id, email, password_hash, full_name, phone_number, is_phone_number_verified,
    mfa_type, email_verification_status, preferred_language, entity, created, pin_hash, is_internal, last_business_id,
    account_notifications, persona) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const member = db.prepare(`INSERT INTO memberships (user_id, business_id, role, can_view, can_edit, can_approve,
    can_manage_tech_settings, can_administer, can_withdraw, operation) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const backup = db.prepare("INSERT INTO backup_codes (user_id, code) VALUES (?, ?)");
  const passwordHash = hashSecret(DEMO_PASSWORD, "sandbox-demo-salt");
  const pinHash = hashSecret(DEMO_PIN, "sandbox-pin-salt");
  USERS.forEach((u, i) => {
    const reminders =
      u.mfa === "authenticator"
        ? [{ notify: "PHONE_VERIFICATION", remind_me: null, status: "ACTIVE", business_id: null }]
        : [];
    user.run(
      u.id,
      u.email,
      passwordHash,
      u.name,
      u.phone ?? null,
      u.phoneVerified ? 1 : 0,
      u.mfa ?? null,
      u.emailPending ? "PENDING" : "VERIFIED",
      u.language ?? "en",
      u.entity ?? "PRIMARY",
      iso(SEED_BASE - (300 - i) * DAY),
      u.pin ? pinHash : null,
      u.internal ? 1 : 0,
      u.last ?? null,
      JSON.stringify(reminders),
      u.email.split("@")[0] ?? null,
    );
    for (const [businessId, flags] of u.memberships) {
      member.run(
        u.id,
        businessId,
        flags.length === ALL.length ? "ADMIN" : flags.length === 0 ? "MEMBER" : "CUSTOM",
        ...ALL.map((f) => (flags.includes(f) ? 1 : 0)),
      );
    }
    for (const businessId of u.invitations ?? []) member.run(u.id, businessId, "INVITED", ...ALL.map(() => 0));
    if (u.mfa) for (const code of DEMO_BACKUP_CODES) backup.run(u.id, code);
  });
  db.prepare("INSERT INTO one_time_tokens (token, user_id, expires_at) VALUES (?, ?, ?)").run(
    DEMO_ONE_TIME_TOKEN,
    "usr_owner",
    Number.MAX_SAFE_INTEGER,
  );
  // The prompts after login (spec 000 §4) have their own persona: authenticator@demo.test
  // (unverified phone, no consent, admin of the PH business, whose live keys have no allow list).
  // (partner A's prompts persona likewise, in its tier-one business)
  db.prepare(
    "UPDATE users SET im_consent = ? WHERE email NOT IN ('authenticator@demo.test', 'partner-a-prompts@demo.test')",
  ).run(JSON.stringify({ accepted: true, timestamp: iso(SEED_BASE - 30 * DAY) }));
  db.prepare("UPDATE businesses SET cidr_whitelist = ? WHERE id NOT IN ('biz_main_ph', ?)").run(
    JSON.stringify(["203.0.113.0/24"]),
    PARTNER_A_PROMPTS_BUSINESS,
  );
}

function seedBilling(db: Db): void {
  const insert = db.prepare(
    "INSERT INTO billing_statements (id, business_id, period, status, amount, currency, issued_date, due_date_term) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  for (const b of BUSINESSES) {
    const currency = b.country === "PH" ? "PHP" : b.country === "SG" ? "SGD" : "IDR";
    for (let m = 0; m < 6; m++) {
      const issued = Date.UTC(2026, 10 - m, 1);
      // the main business has two overdue unpaid statements (billing reminder, spec 000 §4)
      const unpaid = b.id === MAIN_BUSINESS ? m === 1 || m === 2 : m === 0;
      insert.run(
        `bill_${b.id}_${m}`,
        b.id,
        new Date(issued).toISOString().slice(0, 7),
        unpaid ? "UNPAID" : "PAID",
        currency === "IDR" ? 1_250_000 + m * 75_000 : 1_250 + m * 75,
        currency,
        iso(issued),
        iso(issued + 14 * DAY),
      );
    }
  }
}

function seedFlags(db: Db): void {
  const insert = db.prepare(
    "INSERT INTO feature_flags (business_id, flag_environment, name, enabled) VALUES (?, ?, ?, ?)",
  );
  for (const b of BUSINESSES) {
    for (const env of ["integration", "staging", "production"] as const) {
      for (const name of FLAG_NAMES) {
        let enabled = FLAG_DEFAULTS[env](name);
        if (b.country === "SG" && ["capital", "store_ops", "issuing"].includes(name)) enabled = false;
        // spec 000 §6: tax is enabled for specific business ids
        if (name === "tax") enabled = TAX_BUSINESSES.includes(b.id);
        insert.run(b.id, env, name, enabled ? 1 : 0);
      }
    }
  }
}

function seedNotifications(db: Db): void {
  const insert =
    db.prepare(`INSERT INTO notifications (id, user_id, business_id, type, created, title, message, is_read,
    media_type, media_url, target_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const r = rng(7);
  const targets: [string, string][] = [
    ["usr_owner", MAIN_BUSINESS],
    ["usr_multi", MAIN_BUSINESS],
    ["usr_viewer", MAIN_BUSINESS],
  ];
  for (const [userId, businessId] of targets) {
    const total = userId === "usr_owner" ? 130 : 8;
    for (let i = 0; i < total; i++) {
      const type = i % 3 === 0 ? "products" : "updates";
      const media = i % 5 === 0 ? "IMAGE" : i % 7 === 0 ? "VIDEO" : null;
      insert.run(
        `ntf_${userId}_${String(i).padStart(3, "0")}`,
        userId,
        businessId,
        type,
        iso(SEED_BASE - i * 3_600_000 - Math.floor(r() * 1000)),
        JSON.stringify({
          en: `${type === "products" ? "New feature" : "Update"} #${i + 1}`,
          id: `${type === "products" ? "Fitur baru" : "Pembaruan"} #${i + 1}`,
        }),
        JSON.stringify({
          en: `Sandbox notification ${i + 1} for your business.`,
          id: `Notifikasi sandbox ${i + 1} untuk bisnis Anda.`,
        }),
        userId === "usr_owner" ? (i < 110 ? 0 : 1) : i % 2,
        media,
        media === "IMAGE"
          ? `/__sandbox/media/notification-${i % 4}.png`
          : media === "VIDEO"
            ? `/__sandbox/media/notification-${i % 2}.mp4`
            : null,
        i % 4 === 0 ? "/transactions-new" : null,
      );
    }
  }
}

function currencyFor(country: string): string {
  return country === "PH" ? "PHP" : country === "SG" ? "SGD" : "IDR";
}

const insertStatements = new WeakMap<Db, ReturnType<Db["prepare"]>>();
/** One prepared INSERT per database for the whole seed (hundreds of insertRecords calls). */
function insertRecordStatement(db: Db): ReturnType<Db["prepare"]> {
  let statement = insertStatements.get(db);
  if (!statement) {
    statement = db.prepare(`INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created,
    updated, reference, description, channel, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    insertStatements.set(db, statement);
  }
  return statement;
}

/** Insert `count` records of one area. Exported for the card seed. */
export function insertRecords(
  db: Db,
  area: Pick<AreaDefinition, "kind" | "statuses" | "channels" | "amounts">,
  businessId: string,
  environment: "PRODUCTION" | "DEVELOPMENT",
  count: number,
  seedNo: number,
  country = "ID",
  details: (i: number, r: () => number, row: SeedRow) => Record<string, unknown> = () => ({}),
): void {
  const insert = insertRecordStatement(db);
  const r = rng(seedNo);
  const envTag = environment === "PRODUCTION" ? "live" : "test";
  for (let i = 0; i < count; i++) {
    // draws in a fixed order (created, amount, updated, channel, then details): the same data on every reset
    const created = SEED_BASE - Math.floor(r() * 365 * DAY);
    const amount = area.amounts ? Math.round(10_000 + r() * 5_000_000) : null;
    const updated = created + Math.floor(r() * 3 * DAY);
    const status = area.statuses[i % area.statuses.length] as string;
    const currency = amount === null ? null : currencyFor(country);
    const channel = area.channels && area.channels.length > 0 ? pick(r, area.channels) : null;
    const row = { status, channel, amount, currency, created, updated, businessId, environment };
    insert.run(
      `${area.kind}_${businessId}_${envTag}_${String(i).padStart(5, "0")}`,
      businessId,
      area.kind,
      environment,
      status,
      amount,
      currency,
      iso(created),
      iso(updated),
      `${area.kind.toUpperCase()}-${envTag.toUpperCase()}-${String(i + 1).padStart(5, "0")}`,
      `${area.kind.replace(/_/g, " ")} ${i + 1}`,
      channel,
      JSON.stringify(details(i, r, row)),
    );
  }
}

/** The balance accounts of a business (sandbox/seed-balances.ts): one per account type and held currency. */
function insertBalanceAccounts(db: Db, businessId: string, environment: "PRODUCTION" | "DEVELOPMENT", country: string) {
  const insert = insertRecordStatement(db);
  for (const a of balanceAccounts(businessId, environment, country, SEED_BASE)) {
    insert.run(
      a.id,
      businessId,
      "balances",
      environment,
      a.status,
      a.amount,
      a.currency,
      a.created,
      a.updated,
      a.reference,
      a.description,
      a.channel,
      JSON.stringify(a.data),
    );
  }
}

function seedRecords(db: Db): void {
  let seedNo = 100;
  const transactions = AREAS.find((a) => a.kind === "transactions") as AreaDefinition;
  insertRecords(
    db,
    transactions,
    MAIN_BUSINESS,
    "PRODUCTION",
    MAIN_LIVE_TRANSACTIONS,
    seedNo++,
    "ID",
    detailsFor("transactions"),
  );
  for (const area of AREAS) {
    const targets = [
      MAIN_BUSINESS,
      "biz_main_ph",
      "biz_main_sg",
      "biz_escrow_id",
      "biz_sister_id",
      "biz_platform",
      "biz_excluded",
    ];
    for (const businessId of targets) {
      const country = businessId === "biz_main_ph" ? "PH" : businessId === "biz_main_sg" ? "SG" : "ID";
      for (const env of ["PRODUCTION", "DEVELOPMENT"] as const) {
        if (area.kind === "transactions" && businessId === MAIN_BUSINESS && env === "PRODUCTION") continue;
        if (area.kind === "balances") {
          insertBalanceAccounts(db, businessId, env, country);
          continue;
        }
        const count = businessId === MAIN_BUSINESS ? (env === "DEVELOPMENT" ? 60 : 40) : SMALL;
        insertRecords(db, area, businessId, env, count, seedNo++, country, detailsFor(area.kind));
      }
    }
  }
  // partner A's owner business, on seeds of its own (the others' rows stay as they were): its
  // Storybook's lists and detail pages show seeded rows (issue 21)
  let partnerSeed = 5000;
  for (const area of AREAS) {
    for (const env of ["PRODUCTION", "DEVELOPMENT"] as const) {
      if (area.kind === "balances") insertBalanceAccounts(db, "biz_partner_a", env, "ID");
      else insertRecords(db, area, "biz_partner_a", env, SMALL, partnerSeed++, "ID", detailsFor(area.kind));
    }
  }
}

const WEBHOOK_PRODUCTS = [
  "INVOICE",
  "DISBURSEMENT",
  "VIRTUAL_ACCOUNT",
  "CARD_PAYMENT",
  "EWALLET",
  "OTC",
  "PLATFORM_SUB_ACCOUNT",
];

function seedWebhooks(db: Db): void {
  const hook = db.prepare(
    "INSERT INTO webhooks (id, business_id, environment, product, url, reference, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const event =
    db.prepare(`INSERT INTO webhook_events (id, webhook_id, status, created_at, next_redelivery_schedule, sender,
    response) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const r = rng(55);
  // (partner A's owner business last, for its Storybook's callback pages, issue 21: the others' rows stay as they were)
  for (const businessId of [MAIN_BUSINESS, "biz_main_ph", "biz_partner_a"]) {
    for (const env of ["PRODUCTION", "DEVELOPMENT"] as const) {
      for (let i = 0; i < 30; i++) {
        const id = `whk_${businessId}_${env === "PRODUCTION" ? "live" : "test"}_${String(i).padStart(3, "0")}`;
        const kind = i % 3; // 0: completed, 1: failed then redelivering, 2: no callback URL
        const created = SEED_BASE - i * 5 * 3_600_000;
        hook.run(
          id,
          businessId,
          env,
          WEBHOOK_PRODUCTS[i % WEBHOOK_PRODUCTS.length] as string,
          kind === 2 ? null : "https://merchant.example/callbacks",
          `REF-${id.slice(-3)}`,
          iso(created),
        );
        const attempts = kind === 1 ? 3 : 1;
        for (let a = 0; a < attempts; a++) {
          const at = created + a * 600_000;
          const status = kind === 2 ? "CALLBACK_URL_NOT_SET" : kind === 1 ? "FAILED" : "COMPLETED";
          const code = status === "COMPLETED" ? 200 : status === "FAILED" ? pick(r, [404, 500, 502, 503, 301]) : null;
          event.run(
            `${id}_evt_${a}`,
            id,
            status,
            iso(at),
            status === "FAILED" && a === attempts - 1 ? iso(at + 3_600_000) : null,
            "sandbox-callback-sender",
            code === null
              ? null
              : JSON.stringify({
                  code,
                  payload: code === 200 ? '{"received":true}' : "Upstream error",
                  duration: Math.floor(50 + r() * 900),
                  error_code: code === 200 ? null : "CALLBACK_DELIVERY_FAILED",
                }),
          );
        }
      }
    }
  }
}

function seedApiKeys(db: Db): void {
  const insert = db.prepare(
    "INSERT INTO api_keys (id, business_id, environment, name, key_prefix, permissions, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  for (const b of BUSINESSES) {
    insert.run(
      `key_${b.id}_test`,
      b.id,
      "DEVELOPMENT",
      "Test key",
      "sk_test_",
      '["READ","WRITE"]',
      iso(SEED_BASE - 90 * DAY),
    );
    if (b.status === "LIVE" || b.id === PARTNER_A_PROMPTS_BUSINESS)
      insert.run(`key_${b.id}_live`, b.id, "PRODUCTION", "Live key", "sk_live_", '["READ"]', iso(SEED_BASE - 60 * DAY));
  }
}
