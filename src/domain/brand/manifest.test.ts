import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseManifest } from "./manifest";

const main = () => JSON.parse(readFileSync("brands/main/manifest.json", "utf8"));
/** Manifests are edited as plain JSON here, to plant each mistake. */
type Manifest = ReturnType<typeof main>;

describe("brand manifest rules (spec 001 §2 route sections per brand and country)", () => {
  it("accepts every shipped manifest", () => {
    for (const id of ["main", "sister", "escrow", "partner-a", "partner-b"]) {
      const result = parseManifest(JSON.parse(readFileSync(`brands/${id}/manifest.json`, "utf8")));
      expect(result, id).toMatchObject({ ok: true });
    }
  });

  it.each([
    ["a colour that is not #rrggbb", (m: Manifest) => (m.theme.colors.primary = "blue"), "theme.colors.primary"],
    [
      "an unknown section key",
      (m: Manifest) => (m.countries.ID.sections.crypto = ["x"]),
      "countries.ID.sections.crypto",
    ],
    [
      "a page from another section",
      (m: Manifest) => m.countries.ID.sections.tax.push("cash"),
      "countries.ID.sections.tax",
    ],
    [
      "QR codes in the Philippines",
      (m: Manifest) => (m.countries.PH.sections.qr_codes = ["qr-codes"]),
      "countries.PH.sections.qr_codes",
    ],
    [
      "the store in the Philippines",
      (m: Manifest) => (m.countries.PH.sections.store = ["storeops"]),
      "countries.PH.sections.store",
    ],
    [
      "virtual accounts in the Philippines",
      (m: Manifest) => m.countries.PH.sections.accept_payments.push("virtual_accounts"),
      "countries.PH.sections.accept_payments",
    ],
    [
      "cash for regional remittance",
      (m: Manifest) => m.countries.SG.sections.transactions.push("cash"),
      "countries.SG.sections.transactions",
    ],
    [
      "invoices for regional remittance",
      (m: Manifest) => (m.countries.SG.sections.invoices = ["invoices"]),
      "countries.SG.sections.invoices",
    ],
    [
      "a section whose white-label feature is off",
      (m: Manifest) => (m.features.xenCapital = false),
      "countries.ID.sections.capital",
    ],
    ["a white-label brand with the register route", (m: Manifest) => (m.whiteLabel = true), "registerRoute"],
    ["an unsupported country", (m: Manifest) => (m.countries.MY = m.countries.ID), "countries.MY"],
    [
      "a default language the country does not offer",
      (m: Manifest) => (m.countries.PH.defaultLanguage = "id"),
      "countries.PH.defaultLanguage",
    ],
    ["a missing display name", (m: Manifest) => delete m.displayName, "displayName"],
  ])("rejects %s, naming the field", (_label, mutate, field) => {
    const manifest = main();
    mutate(manifest);
    const result = parseManifest(manifest);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.field)).toContain(field);
  });
});
