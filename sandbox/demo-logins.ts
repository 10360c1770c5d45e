/**
 * The demo personas (issue 3 "Seeded demo data"). `npm start` and `npm run sandbox` print
 * them; the seed creates exactly these users. All share one password; second factors use
 * the fixed codes below.
 */
export const DEMO_PASSWORD = "Sandbox123";
/** SMS OTP accepted for every OTP the sandbox "sends" (login, phone verification, PIN set-up). */
export const DEMO_SMS_OTP = "123456";
/** Authenticator code accepted for authenticator users. */
export const DEMO_AUTHENTICATOR_CODE = "246810";
/** Single-use backup codes seeded for every MFA user. */
export const DEMO_BACKUP_CODES = ["BKUP-0001", "BKUP-0002", "BKUP-0003", "BKUP-0004", "BKUP-0005"] as const;
/** PIN of the users seeded with a PIN. */
export const DEMO_PIN = "135790";
/** Single-use one-time login token seeded for the owner (restored by a reset). */
export const DEMO_ONE_TIME_TOKEN = "ott-demo-owner";

export type DemoLogin = {
  email: string;
  password: string;
  demonstrates: string;
  secondFactor: "none" | "sms" | "authenticator";
};

const login = (email: string, demonstrates: string, secondFactor: DemoLogin["secondFactor"] = "none"): DemoLogin => ({
  email,
  password: DEMO_PASSWORD,
  demonstrates,
  secondFactor,
});

export const DEMO_LOGINS: readonly DemoLogin[] = [
  login(
    "owner@demo.test",
    "Owner/admin (all flags) of the main ID business: 10,000 live transactions, cards, webhooks, 110+ unread notifications, overdue bills, PIN set; also PH, SG and platform businesses",
  ),
  login("viewer@demo.test", "View-only (can_view), main ID and PH businesses"),
  login("editor@demo.test", "Edit (can_edit)"),
  login("operator@demo.test", "Operation only (operation), main ID and PH businesses"),
  login("approver@demo.test", "Approver only (can_approve), PIN set: approves disbursements and batches"),
  login("withdrawer@demo.test", "Withdraw only (can_withdraw)"),
  login("tech@demo.test", "Tech settings only (can_manage_tech_settings)"),
  login("noflags@demo.test", "No permission flags (basic pages only)"),
  login(
    "multi@demo.test",
    "Member of 16 businesses: every go-live status, ID/PH/SG, every entity; one pending invitation (INVITED)",
  ),
  login("sms@demo.test", "SMS OTP login (code 123456), backup codes", "sms"),
  login(
    "authenticator@demo.test",
    "Authenticator login (code 246810), backup codes; the after-login prompts (phone, IM consent, IP allow list)",
    "authenticator",
  ),
  login(
    "staff@demo.test",
    "Internal staff, switched into the main customer business (read-only); member of the PH business: e-receipts there",
  ),
  login("sister@demo.test", "Sister-brand (INSTAMONEY) owner in ID, PH and SG"),
  login("escrow@demo.test", "Escrow-brand (TEDUH_ESCROW) owner: escrow and RDL data; also PH and SG"),
  login("partner-a@demo.test", "White-label partner A owner (ID; also PH and SG)"),

  login("partner-b@demo.test", "White-label partner B owner (PH, TIER_1; also ID and SG)"),
  login(
    "partner-a-prompts@demo.test",
    "Partner A admin of a TIER_1 business, authenticator login (code 246810): the after-login prompts and, in live mode, the tier-one banner",
    "authenticator",
  ),
  // each brand's other personas (its Storybook shows the frame of every persona, issue 21)
  ...(["sister", "escrow", "partner-a", "partner-b"] as const).flatMap((brand) => [
    login(`${brand}-viewer@demo.test`, `${brand} brand: view-only member (can_view) of its ID business`),
    login(`${brand}-operator@demo.test`, `${brand} brand: operation-only member of its ID business`),
    login(`${brand}-staff@demo.test`, `${brand} brand: internal staff switched into its ID business (read-only)`),
  ]),
  login("platform@demo.test", "Platform master with OWNED and MANAGED sub-accounts"),
  login("excluded@demo.test", "Business whose exclude_dashboard_page contains transactions; invoice creation disabled"),
  login("unverified@demo.test", "E-mail verification PENDING"),
];

/**
 * Links of the logged-out flows (spec 000 §2), seeded with the database and restored by a reset.
 * Each token works once (the expired one never does). Links e-mailed by the flows themselves
 * (forgot password, registration, invitation) are listed at GET /__sandbox/mail?to=<address>.
 */
export const DEMO_LINK_TOKENS = {
  /** Reset link of viewer@demo.test: /change_password/reset-demo-viewer. */
  resetPassword: "reset-demo-viewer",
  /** A reset link past its hour: answers LINK_TOKEN_EXPIRED_ERROR. */
  resetPasswordExpired: "reset-demo-expired",
  /** Invitation of invitee@demo.test (a new user) to the main ID business, can_view: /invitation/invite-demo. */
  invitation: "invite-demo",
  /** Unlock link of editor@demo.test (lock it with five wrong passwords first): /unlock_user/unlock-demo-editor. */
  unlock: "unlock-demo-editor",
  /** Confirm-email link of unverified@demo.test: /confirm_email/confirm-demo-unverified. */
  confirmEmail: "confirm-demo-unverified",
  /** Device-verification link of sms@demo.test: /device_verification/device-demo-sms/canvas-demo-sms. */
  deviceHash: "device-demo-sms",
  deviceCanvasHash: "canvas-demo-sms",
} as const;
/** The invitee of DEMO_LINK_TOKENS.invitation (no user until the invitation is accepted). */
export const DEMO_INVITEE_EMAIL = "invitee@demo.test";
/** The platform sub-account whose owner may sign up once at /xenplatform/register/{id}. */
export const DEMO_PLATFORM_SUB_ACCOUNT = "biz_sub_owned";

export const DEMO_LINKS: readonly { path: string; demonstrates: string }[] = [
  { path: `/change_password/${DEMO_LINK_TOKENS.resetPassword}`, demonstrates: "Reset viewer@demo.test's password" },
  { path: `/change_password/${DEMO_LINK_TOKENS.resetPasswordExpired}`, demonstrates: "An expired reset link" },
  { path: `/invitation/${DEMO_LINK_TOKENS.invitation}`, demonstrates: `Accept an invitation as ${DEMO_INVITEE_EMAIL}` },
  { path: `/unlock_user/${DEMO_LINK_TOKENS.unlock}`, demonstrates: "Unlock editor@demo.test" },
  { path: `/confirm_email/${DEMO_LINK_TOKENS.confirmEmail}`, demonstrates: "Confirm unverified@demo.test's e-mail" },
  {
    path: `/device_verification/${DEMO_LINK_TOKENS.deviceHash}/${DEMO_LINK_TOKENS.deviceCanvasHash}`,
    demonstrates: "Approve a device of sms@demo.test (its login skips the SMS code with that login hash)",
  },
  { path: `/xenplatform/register/${DEMO_PLATFORM_SUB_ACCOUNT}`, demonstrates: "Platform sub-account owner sign-up" },
  { path: "/register/1", demonstrates: "Sign up (the confirm link is at /__sandbox/mail?to=<address>)" },
];
