/** Typed seed data of the platform kinds (issue 17; contract in src/contract/platform.ts). */
import type { Db } from "./db.ts";
import { personName } from "./seed-details.ts";
import { at, HOUR, iso, patchRecords } from "./seed-send-money.ts";

/** Sub-account businesses of the platform business (sandbox/seed.ts), by type. */
const LINKED: Record<string, Record<string, { id: string; name: string }>> = {
  biz_platform: {
    OWNED: { id: "biz_sub_owned", name: "Pasar Seller Owned" },
    MANAGED: { id: "biz_sub_managed", name: "Pasar Seller Managed" },
  },
};
const SELLERS = [
  "Warung Sejahtera",
  "Toko Batik Sari",
  "Kopi Nusantara",
  "Bengkel Jaya",
  "Sayur Segar",
  "Roti Mentari",
];

export function seedPlatform(db: Db): void {
  const linkedDone = new Set<string>();
  patchRecords(db, "platform_accounts", (row, i, country) => {
    const type = i % 2 === 0 ? "OWNED" : "MANAGED";
    const linkKey = `${row.business_id}/${row.environment}/${type}`;
    const link = !linkedDone.has(linkKey) ? LINKED[row.business_id]?.[type] : undefined;
    if (link) linkedDone.add(linkKey);
    const name = link?.name ?? `${at(SELLERS, i)} ${Math.floor(i / SELLERS.length) + 1}`;
    const currency = country === "PH" ? "PHP" : "IDR";
    const created = Date.parse(row.created);
    return {
      channel: type,
      amount: null,
      data: {
        account_type: type,
        business_name: name,
        email: `seller${i}@${row.business_id.replace(/_/g, "-")}.test`,
        business_id: link?.id ?? null,
        country,
        legal_name: type === "MANAGED" ? `PT ${name}` : null,
        website: i % 3 === 0 ? `https://seller${i}.example` : null,
        phone_number: `+62812${String(2_000_000 + i).slice(-7)}`,
        balance: { currency, available: 250_000 + i * 37_500, pending: (i % 4) * 12_500 },
        transactions: Array.from({ length: 6 }, (_, n) => ({
          id: `sat_${row.id}_${n}`,
          type: at(["PAYMENT", "PAYMENT", "PLATFORM_FEE", "DISBURSEMENT", "TRANSFER"] as const, n + i),
          amount: 50_000 + ((i + n) % 9) * 15_000,
          currency,
          status: n === 5 ? "PENDING" : "SUCCESS",
          reference: `SA-${i + 1}-${n + 1}`,
          created: iso(created + n * 6 * HOUR),
        })),
        activity: [
          { id: `saa_${row.id}_0`, action: "SUB_ACCOUNT_CREATED", actor: "platform@demo.test", at: iso(created) },
          { id: `saa_${row.id}_1`, action: "PROFILE_UPDATED", actor: personName(i), at: iso(created + 2 * HOUR) },
          { id: `saa_${row.id}_2`, action: `STATUS_${row.status}`, actor: "system", at: row.updated },
        ],
      },
    };
  });
  patchRecords(db, "platform_fees", (_row, i) => {
    const percent = i % 2 === 1;
    const value = percent ? 0.5 + (i % 4) * 0.25 : 1_000 + (i % 5) * 500;
    return {
      amount: percent ? null : value,
      data: {
        name: `${at(["Marketplace fee", "Service fee", "Payout fee", "Listing fee"], i)} ${i + 1}`,
        product: at(["INVOICE", "VIRTUAL_ACCOUNT", "EWALLET", "QR_CODE", "CREDIT_CARD", "DISBURSEMENT"], i),
        fee_type: percent ? "PERCENT" : "FLAT",
        value,
        applies_to: at(["ALL", "OWNED", "MANAGED"], i),
        created_by: "platform@demo.test",
      },
    };
  });
}
