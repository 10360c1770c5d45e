/**
 * The /get-started page (spec 000 §4 "Get-started", spec 001 §3 "Get-started progress", §4): the
 * sections with their 0/100 progress, the next step to take, and whether the chat-to-activate
 * option shows (sister-brand administrators of a tier-zero account).
 */
import type { Country } from "../brand/sections.ts";
import { isTierZero, type TierInput } from "../session/tiers.ts";

export const GET_STARTED_SECTIONS = [
  "business_details",
  "establishment_details",
  "bank_account",
  "team_members",
  "api_keys",
] as const;
export type GetStartedSection = (typeof GET_STARTED_SECTIONS)[number];

/** Where each section is completed. */
export const SECTION_PATHS: Record<GetStartedSection, string> = {
  business_details: "/activation",
  establishment_details: "/activation",
  bank_account: "/settings/withdrawals#bank-accounts",
  team_members: "/settings/team#members",
  api_keys: "/settings/developers#api-keys",
};

export interface SectionProgress {
  section: GetStartedSection;
  done: boolean;
}

/** The sections shown, in order; establishment details only in the Philippines (spec 001 §4). */
export function getStartedSections(progress: Readonly<Record<string, number>>, country: Country): SectionProgress[] {
  return GET_STARTED_SECTIONS.filter((s) => s !== "establishment_details" || country === "PH").map((section) => ({
    section,
    done: progress[section] === 100,
  }));
}

/** The first section not done, or null when everything is done. */
export function nextSection(sections: readonly SectionProgress[]): GetStartedSection | null {
  return sections.find((s) => !s.done)?.section ?? null;
}

/** Percentage of the sections done, rounded. */
export function percentDone(sections: readonly SectionProgress[]): number {
  return sections.length === 0 ? 100 : Math.round((100 * sections.filter((s) => s.done).length) / sections.length);
}

/** The second brand's entity (spec 001 §6 "Brand entities: main provider, second brand, escrow"). */
export const SISTER_BRAND_ENTITY = "INSTAMONEY";

/** Chat-to-activate: an administrator of a tier-zero account of the second brand. */
export function showsChatToActivate(input: TierInput & { entity: string; canAdminister: boolean }): boolean {
  return input.entity === SISTER_BRAND_ENTITY && input.canAdminister && isTierZero(input);
}
