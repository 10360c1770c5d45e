/**
 * The dashboard frame's modals and banners of spec 000 §2 shown by their own sandbox state
 * (issue 21): the after-login prompts (phone verification and its code entry, the IP allow-list
 * reminder, the instant-messaging consent), the tier-one banner, the PIN set-up and the rating
 * that follows a switch back to the old balance view. Each opens the frame as the persona whose
 * seeded state triggers it (sandbox/seed.ts); a brand without such a persona has none of these
 * screens (its Storybook says "not recorded").
 */
import type { PersonaName, ScreenSpec } from "./screens.ts";

interface FramePersonas {
  /** An administrator with an authenticator login, an unverified phone, no IM consent, live keys and no IP allow list. */
  prompts: string;
  /** A member of a TIER_1 business without due prompts, and that business (switched to after signing in). */
  tierOne: { persona: string; business: string };
}

/** The seeded personas of the brands whose committed recordings hold these screens. */
export const FRAME_PERSONAS: Readonly<Record<string, FramePersonas>> = {
  main: { prompts: "authenticator@demo.test", tierOne: { persona: "multi@demo.test", business: "biz_status_06" } },
  "partner-a": {
    prompts: "partner-a-prompts@demo.test",
    tierOne: { persona: "partner-a-viewer@demo.test", business: "biz_partner_a_tier1" },
  },
};

/** The ids of the screens below (one story each, src/app/frame-modals.stories.tsx). */
export const FRAME_SCREEN_IDS = [
  "frame-phone-verification",
  "frame-code-entry",
  "frame-ip-allow-list",
  "frame-im-consent",
  "frame-tier-one",
  "frame-pin-setup",
  "frame-rating",
] as const;

export function frameScreens(brand: string, personas: Partial<Record<PersonaName, string>>): ScreenSpec[] {
  const frame = FRAME_PERSONAS[brand];
  const { owner, viewer } = personas;
  if (!frame || !owner || !viewer) return [];
  const { prompts, tierOne } = frame;
  return [
    // spec 000 §4 Phone verification: the notice right after an authenticator user's login
    { id: "frame-phone-verification", path: "/balance", persona: prompts, ready: "Add a verified phone number" },
    {
      // its dialog once a code was sent: the code entry
      id: "frame-code-entry",
      path: "/balance",
      persona: prompts,
      ready: "Add a verified phone number",
      step: {
        click: { role: "button", name: "Verify now" },
        next: [{ role: "button", name: "Send code" }],
        waitFor: "Enter the code we sent to your phone",
      },
    },
    // spec 000 §4 IP-whitelist reminder: an administrator in live mode (the phone prompt already shown)
    {
      id: "frame-ip-allow-list",
      path: "/balance",
      persona: prompts,
      live: true,
      phonePrompted: true,
      ready: "Protect your live API keys",
    },
    // spec 000 §4 Instant-messaging consent: unset, with a phone number (test mode: no IP reminder)
    {
      id: "frame-im-consent",
      path: "/balance",
      persona: prompts,
      phonePrompted: true,
      ready: "Get updates by instant messaging",
    },
    // spec 000 §2 Tier-one notice, in production only
    {
      id: "frame-tier-one",
      path: "/balance",
      persona: tierOne.persona,
      business: tierOne.business,
      live: true,
      ready: "live at tier one",
    },
    // spec 000 §4 PIN set flow, from the settings overview's Security card
    {
      id: "frame-pin-setup",
      path: "/settings",
      persona: owner,
      ready: "Two-factor authentication",
      step: { click: { role: "button", name: /^(Change PIN|Set up PIN)$/ }, waitFor: "Choose a 6-digit PIN" },
    },
    // spec 000 §4 Balance view switch: back to the old view, then the rating dialog (a write: recorded last)
    {
      id: "frame-rating",
      path: "/balance",
      persona: viewer,
      ready: "new balance view",
      step: {
        click: { role: "button", name: "Back to the old view" },
        next: [
          { role: "button", name: "Switch" },
          { role: "button", name: "Continue" },
        ],
        waitFor: "How would you rate the new balance view",
      },
    },
  ];
}
