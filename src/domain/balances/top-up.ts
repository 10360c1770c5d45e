/** The top-up steps by country (spec 002 §2.13; the Philippines has one bank, §9): the top-up dialog's. */
import type { Country } from "../brand/sections.ts";

export const TOP_UP_STEPS = {
  ID: ["chooseBank", "openTransfer", "enterVirtualAccount", "enterAmount", "confirmTransfer", "balanceUpdated"],
  PH: ["loginBank", "addBiller", "enterReferenceNumber", "enterAmount", "keepReceipt", "balanceUpdated"],
  SG: ["chooseBank", "openTransfer", "enterAccountNumber", "enterAmount", "confirmTransfer", "balanceUpdated"],
} as const satisfies Record<Country, readonly string[]>;
export type TopUpStep = (typeof TOP_UP_STEPS)[Country][number];

/** The top-up instruction steps for a business of `country` (spec 002 §2.13). */
export function topUpSteps(country: Country | string): readonly TopUpStep[] {
  return country === "PH" ? TOP_UP_STEPS.PH : country === "SG" ? TOP_UP_STEPS.SG : TOP_UP_STEPS.ID;
}

/** The Philippine top-up shows a one-bank table (spec 002 §9) rather than a bank picker. */
export function topUpLayout(country: Country | string, bankCount: number): "bank-table" | "bank-picker" | "none" {
  if (bankCount === 0) return "none";
  return country === "PH" || bankCount === 1 ? "bank-table" : "bank-picker";
}
