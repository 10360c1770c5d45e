// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely
/**
 * Every card write (issue 12 "The gateway"; spec 002 §2.8, §7 card paths) tried by every demo
 * persona of the main Indonesian business: 403 AUTHORIZATION_ERROR exactly where the persona
 * may not see the cards page or lacks every flag the endpoint's `requires` names
 * (src/contract/cards.ts: can_edit for payment operations, can_administer for fraud lists,
 * rule sets and card settings, can_view or can_edit for report requests).
 */
import { describe, expect, it } from "vitest";
import { activationEndpoints } from "../../src/contract/activation.ts";
import { CARD_WRITE_RULES, cardEndpoints } from "../../src/contract/cards.ts";
import { type Endpoint, pathFor } from "../../src/contract/define.ts";
import { PERMISSION_FLAGS, type PermissionFlags } from "../../src/domain/visibility/pages.ts";
import { PLACEHOLDER_PARAMS, sandboxForFile, visibleInMainBusiness } from "./helpers.ts";

const sandbox = sandboxForFile();

const PERSONAS = ["owner", "viewer", "editor", "operator", "approver", "withdrawer", "tech", "noflags"] as const;

const WRITES: [string, Endpoint][] = [
  ...Object.entries(cardEndpoints).filter(([, ep]) => ep.method !== "GET"),
  ["uploadCardsFile", activationEndpoints.uploadCardsFile as Endpoint],
];

describe("card writes per persona (issue 12)", () => {
  it("every card write names the flags it needs", () => {
    for (const [name, ep] of WRITES) expect(ep.requires?.length, name).toBeGreaterThan(0);
    // the documented split: refunds need can_edit, fraud lists and card settings can_administer
    expect(cardEndpoints.createRefund?.requires).toEqual(CARD_WRITE_RULES.operate);
    expect(cardEndpoints["fraud.bin-list.add"]?.requires).toEqual(CARD_WRITE_RULES.administer);
    expect(cardEndpoints.updateSettings?.requires).toEqual(CARD_WRITE_RULES.administer);
    expect(cardEndpoints.midLabel?.requires).toEqual(CARD_WRITE_RULES.administer);
  });

  it.each(PERSONAS)("%s gets 403 exactly where the rule says", async (persona) => {
    const token = await sandbox.token(`${persona}@demo.test`);
    const user = (await sandbox.get("/api/user-data", { token })).body.user as PermissionFlags;
    const flags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, user[f] === true])) as PermissionFlags;
    const outcomes: string[] = [];
    for (const [name, ep] of WRITES) {
      const path = pathFor(ep.path, { ...PLACEHOLDER_PARAMS, id: "biz_main_id" });
      const r = ep.files
        ? await sandbox.request(ep.method, path, { token, form: new FormData() })
        : await sandbox.request(ep.method, path, { token, body: {} });
      const allowed =
        (ep.page === undefined || visibleInMainBusiness(ep.page, flags)) &&
        (ep.requires ?? []).some((flag) => flags[flag]);
      const refused = r.status === 403 && r.body?.error_code === "AUTHORIZATION_ERROR";
      outcomes.push(`${name}: ${refused ? "refused" : "not refused"}`);
      expect(refused, `${persona} ${ep.method} ${ep.path}: ${r.status} ${JSON.stringify(r.body)}`).toBe(!allowed);
      expect(r.status, `${persona} ${name}`).toBeLessThan(500);
    }
    // the viewer and the operator are refused every write but the report requests (viewer only)
    if (persona === "viewer" || persona === "operator") {
      const notRefused = outcomes.filter((o) => o.endsWith(": not refused")).map((o) => o.split(":")[0]);
      expect(notRefused.every((n) => /report|reconciliation/i.test(n ?? ""))).toBe(true);
      if (persona === "operator") expect(notRefused).toEqual([]);
    }
  });
});
