/** Card data for one business: every status of every card kind, with timelines (spec 002 §2.8, §4). */
import { CARD_AREAS } from "../src/contract/cards.ts";
import type { Db } from "./db.ts";
import { insertRecords } from "./seed.ts";

const DAY = 86_400_000;

export function seedCards(db: Db, businessId: string): void {
  let seedNo = 900;
  const seen = new Set<string>();
  for (const area of CARD_AREAS) {
    if (seen.has(area.kind)) continue; // charges and card-service settlements share their kind's records
    seen.add(area.kind);
    for (const env of ["PRODUCTION", "DEVELOPMENT"] as const) {
      const count = area.statuses.length * 3;
      insertRecords(db, area, businessId, env, count, seedNo++, "ID", (i, r) => ({
        masked_card_number: `${pickBin(i)}******${String(1000 + Math.floor(r() * 8999))}`,
        source: [
          "API_GATEWAY",
          "DASHBOARD",
          "SDK",
          "XENDIT_JS",
          "INVOICE",
          "SECURE_ACCEPTANCE",
          "VIRTUAL_TERMINAL",
          "OFF_RAILS",
        ][i % 8],
        eci: ["00", "01", "02", "05", "06", "07"][i % 6],
        cvn_code: ["D", "I", "M", "N", "P", "S", "U", "X", "1", "2", "3"][i % 11],
        avs_code: ["Y", "X", "W", "Z", "A", "G", "N", "R", "U"][i % 9],
        risk_level: ["Normal", "Medium", "High"][i % 3],
        failure_code:
          area.kind === "card_payments" && i % 6 === 4
            ? ["EXPIRED_CARD", "STOLEN_CARD", "INSUFFICIENT_BALANCE", "FRAUD_GUARD_BLOCKED"][i % 4]
            : null,
        merchant_response: area.kind === "card_chargebacks" && i % 8 === 2 ? "Goods delivered, proof attached" : null,
        respond_by: area.kind === "card_chargebacks" ? new Date(Date.UTC(2026, 11, 1) + i * DAY).toISOString() : null,
        timeline: timelineFor(area.kind, i, Date.UTC(2026, 9, 1) + i * 3_600_000),
      }));
    }
  }
  const mid = db.prepare(
    "INSERT INTO records (id, business_id, kind, environment, status, created, updated, reference, data) VALUES (?, ?, 'mid_settings', ?, 'ACTIVE', ?, ?, ?, ?)",
  );
  for (const env of ["PRODUCTION", "DEVELOPMENT"]) {
    ["MID-IDR-01", "MID-IDR-02", "MID-USD-01"].forEach((m, i) => {
      mid.run(
        `mid_${businessId}_${env}_${i}`,
        businessId,
        env,
        "2026-01-01T00:00:00.000Z",
        "2026-01-01T00:00:00.000Z",
        m,
        JSON.stringify({
          label: `Acquirer ${i + 1}`,
          card_brands: i === 2 ? ["AMEX"] : ["VISA", "MASTERCARD", "JCB"],
          currency: i === 2 ? "USD" : "IDR",
        }),
      );
    });
  }
  const fraud = db.prepare(
    "INSERT INTO fraud_list (id, business_id, environment, list, action, value, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const entries: [string, string, string][] = [
    ["card_number", "block", "411111******1111"],
    ["card_number", "allow", "520000******0007"],
    ["bin", "block", "400000"],
    ["bin", "allow", "545454"],
    ["ip", "block", "203.0.113.7"],
    ["ip", "allow", "198.51.100.20"],
    ["country", "block", "KP"],
    ["country", "allow", "ID"],
    ["ip_country", "block", "IR"],
    ["ip_country", "allow", "PH"],
  ];
  for (const env of ["PRODUCTION", "DEVELOPMENT"]) {
    entries.forEach(([list, action, value], i) => {
      fraud.run(`frd_${env}_${i}`, businessId, env, list, action, value, "2026-10-01T00:00:00.000Z");
    });
  }
}

function pickBin(i: number): string {
  return ["411111", "520000", "371449", "601100", "353011"][i % 5] as string;
}

function timelineFor(kind: string, i: number, start: number) {
  const at = (n: number) => new Date(start + n * 60_000).toISOString();
  const ref = (n: number) => `evt_${kind}_${i}_${n}`;
  const steps: [string, string][] = [
    ["TOKENIZATION", "VERIFIED"],
    ["AUTHENTICATION", i % 4 === 0 ? "FAILED" : "VERIFIED"],
    ["AUTHORIZATION", i % 5 === 0 ? "REVERSED" : "SUCCEEDED"],
  ];
  if (i % 5 === 0) steps.push(["AUTHORIZATION_REVERSAL", "SUCCEEDED"]);
  else {
    steps.push(["CAPTURE", "SUCCEEDED"]);
    if (i % 3 === 0) steps.push(["REFUND", "SUCCEEDED"]);
    steps.push(i % 2 === 0 ? ["SETTLEMENT", "SETTLED"] : ["EXPECTED_SETTLEMENT", "PENDING"]);
  }
  return steps.map(([type, status], n) => ({ type, status, created: at(n), reference_id: ref(n) }));
}
