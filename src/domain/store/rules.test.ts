/**
 * Store rules (issue 18; spec 002 §2.2 lists the store routes only, the rules are designed):
 * order fulfilment, the providers' authorization callbacks, daily sales.
 */
import { describe, expect, it } from "vitest";
import { callbackRefused, dailySales, missingCallbackParams, type OrderStatus, orderMoveProblem } from "./rules.ts";

describe("order fulfilment", () => {
  it.each<[OrderStatus, OrderStatus, object, string | null]>([
    ["NEW", "PROCESSING", {}, null],
    ["NEW", "CANCELLED", { reason: "Stok habis" }, null],
    ["NEW", "CANCELLED", { reason: "  " }, "reason"],
    ["NEW", "SHIPPED", { tracking_number: "JNE1" }, "status"],
    ["PROCESSING", "SHIPPED", {}, "tracking_number"],
    ["PROCESSING", "SHIPPED", { tracking_number: "JNE1" }, null],
    ["SHIPPED", "CANCELLED", { reason: "late" }, "status"],
    ["SHIPPED", "COMPLETED", {}, null],
    ["COMPLETED", "CANCELLED", { reason: "x" }, "status"],
    ["CANCELLED", "PROCESSING", {}, "status"],
  ])("%s → %s %j: problem on %s", (from, to, input, field) => {
    expect(orderMoveProblem(from, to, input)?.field ?? null).toBe(field);
  });
});

describe("authorization callbacks (WooCommerce, Shopify custom/public app, Shopee)", () => {
  it.each([
    ["woocommerce", { success: "1", user_id: "1", state: "s" }, [], false],
    ["woocommerce", { success: "0", user_id: "1", state: "s" }, [], true],
    ["shopify-custom", { code: "c", shop: "x.myshopify.com", state: "s" }, [], false],
    ["shopify-public", { code: "c", state: "s" }, ["shop"], false],
    ["shopee", { code: "c", shop_id: "9", state: "s" }, [], false],
    ["shopee", { shop_id: "9", state: "s", error: "access_denied" }, ["code"], true],
  ] as const)("%s %j: missing %j, refused %s", (provider, query, missing, refused) => {
    expect(missingCallbackParams(provider, query)).toEqual(missing);
    expect(callbackRefused(provider, query)).toBe(refused);
  });
});

describe("daily sales", () => {
  it("lists every day of the range, without cancelled orders or orders outside it", () => {
    const orders = [
      { created: "2026-11-01T10:00:00.000Z", amount: 100, status: "COMPLETED" },
      { created: "2026-11-01T12:00:00.000Z", amount: 50, status: "NEW" },
      { created: "2026-11-02T12:00:00.000Z", amount: 70, status: "CANCELLED" },
      { created: "2026-11-04T12:00:00.000Z", amount: 70, status: "NEW" },
    ];
    expect(dailySales(orders, "2026-11-01", "2026-11-03")).toEqual([
      { date: "2026-11-01", gross_sales: 150, orders: 2 },
      { date: "2026-11-02", gross_sales: 0, orders: 0 },
      { date: "2026-11-03", gross_sales: 0, orders: 0 },
    ]);
  });
});
