import { describe, expect, it } from "vitest";
import { listKitEndpoints } from "../../contract/lists.ts";
import { backHref, detailHref, validateDetailSearch } from "./detail-link.ts";
import { exportFiltersOf, listRangeOf } from "./exports.ts";
import { filtersOfView, viewFiltersOf } from "./saved-views.ts";
import { defineList } from "./search.ts";

const STATUSES = ["PENDING", "SUCCESS", "FAILED"] as const;
const CHANNELS = ["EWALLET", "VIRTUAL_ACCOUNT"] as const;
const list = defineList({ statuses: STATUSES, channels: CHANNELS });
const refunds = defineList({ statuses: STATUSES, prefix: "refunds_", pagination: "cursor" });

/** What the router does to a search object: serialise it to a query string and read it back. */
function throughUrl(search: Record<string, unknown>): Record<string, unknown> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) if (v !== undefined) params.set(k, String(v));
  const back: Record<string, unknown> = {};
  for (const [k, v] of params) {
    // TanStack's default parser reads JSON-looking values (numbers) as JSON
    try {
      back[k] = JSON.parse(v);
    } catch {
      back[k] = v;
    }
  }
  return back;
}

const full: ReturnType<typeof list.filtersOf> = {
  status: ["SUCCESS", "FAILED"],
  channel: ["EWALLET"],
  search: "INV-2026",
  created_from: "2026-11-01",
  created_to: "2026-11-23",
  min_amount: 10_000,
  max_amount: 250_000.5,
  sort: "-amount",
  page: 3,
  limit: 50,
};

describe("list filters in the URL (issue 10: a link or back/forward restores the same view)", () => {
  it("round-trips every filter through the URL", () => {
    const search = list.validateSearch(list.toSearch(full) as Record<string, unknown>);
    expect(list.filtersOf(throughUrl(search))).toEqual(full);
  });

  it("writes multi values comma-separated and leaves defaults out of the URL", () => {
    expect(list.validateSearch(list.toSearch(full) as Record<string, unknown>)).toEqual({
      status: "SUCCESS,FAILED",
      channel: "EWALLET",
      search: "INV-2026",
      created_from: "2026-11-01",
      created_to: "2026-11-23",
      min_amount: 10_000,
      max_amount: 250_000.5,
      sort: "-amount",
      page: 3,
      limit: 50,
    });
    expect(list.validateSearch({})).toEqual({});
    expect(list.validateSearch({ sort: "-created", page: 1, limit: 10 })).toEqual({});
    expect(list.filtersOf({})).toEqual({ status: [], channel: [], search: "", sort: "-created", page: 1, limit: 10 });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ["unknown statuses dropped, known kept", { status: "SUCCESS,NOPE" }, { status: "SUCCESS" }],
    ["a channel the list does not have", { channel: "CARD" }, {}],
    ["an impossible date (2026-02-30)", { created_from: "2026-02-30" }, {}],
    ["a date in another format", { created_to: "23/11/2026" }, {}],
    [
      "a to-date before the from-date",
      { created_from: "2026-11-10", created_to: "2026-11-01" },
      { created_from: "2026-11-10" },
    ],
    ["a negative amount", { min_amount: -5 }, {}],
    ["an amount that is not a number", { max_amount: "lots" }, {}],
    ["a max below the min", { min_amount: 100, max_amount: 50 }, { min_amount: 100 }],
    ["a sort the list does not offer", { sort: "reference" }, {}],
    ["a page that is not a positive integer", { page: 0 }, {}],
    ["a fractional page", { page: 1.5 }, {}],
    ["a page size not offered", { limit: 7 }, {}],
    ["an object where text is expected", { search: { a: 1 } }, {}],
  ])("drops %s instead of failing", (_, raw, expected) => {
    expect(list.validateSearch(raw)).toEqual(expected);
  });

  it("trims and caps the search text at 100 characters", () => {
    expect(list.filtersOf({ search: `  ${"x".repeat(150)}  ` }).search).toHaveLength(100);
    expect(list.filtersOf({ search: 2026 }).search).toBe("2026");
  });

  it("keeps two lists on one page apart with a prefix", () => {
    const search = {
      ...list.validateSearch({ status: "SUCCESS" }),
      ...refunds.validateSearch({ refunds_status: "FAILED", refunds_after: "abc", status: "PENDING" }),
    };
    expect(search).toEqual({ status: "SUCCESS", refunds_status: "FAILED", refunds_after: "abc" });
    expect(list.filtersOf(search).status).toEqual(["SUCCESS"]);
    expect(refunds.filtersOf(search).status).toEqual(["FAILED"]);
    expect(refunds.filtersOf(search).after).toBe("abc");
    expect(Object.keys(refunds.toSearch({ status: ["PENDING"] })).every((k) => k.startsWith("refunds_"))).toBe(true);
  });

  it("the valibot schema validates like validateSearch", async () => {
    const { parse } = await import("valibot");
    expect(parse(refunds.schema, { refunds_status: "FAILED,NOPE", other: 1 })).toEqual({ refunds_status: "FAILED" });
  });

  it("a filter change goes back to the first page; paging keeps the filters", () => {
    const on3 = { ...list.defaults, status: ["SUCCESS" as const], page: 3 };
    expect(list.change(on3, { channel: ["EWALLET"] }).page).toBe(1);
    expect(list.change(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
    const cursor = { ...refunds.defaults, after: "abc" };
    expect(refunds.change(cursor, { search: "x" }).after).toBeUndefined();
  });

  it("builds the contract's list query (listQueryFor in src/contract/areas.ts)", () => {
    expect(list.listQuery(full)).toEqual({
      status: "SUCCESS,FAILED",
      channel: "EWALLET",
      search: "INV-2026",
      created_from: "2026-11-01",
      created_to: "2026-11-23",
      min_amount: 10_000,
      max_amount: 250_000.5,
      sort: "-amount",
      limit: 50,
      page: 3,
    });
    expect(refunds.listQuery({ ...refunds.defaults, after: "c1" })).toMatchObject({ after: "c1", limit: 10 });
    expect(refunds.listQuery(refunds.defaults)).not.toHaveProperty("page");
  });

  it("counts the narrowing filters set", () => {
    expect(list.activeCount(list.defaults)).toBe(0);
    expect(list.activeCount(full)).toBe(5);
  });
});

describe("a record-type filter in the URL (issue 10: transactions by type)", () => {
  const typed = defineList({ statuses: ["SUCCESS"], types: ["PAYMENT", "REFUND", "FEE"] });

  it("keeps known types from the URL, drops unknown ones, and sends them to the gateway", () => {
    expect(typed.validateSearch({ type: "REFUND,BOGUS,PAYMENT" })).toEqual({ type: "REFUND,PAYMENT" });
    const filters = typed.filtersOf({ type: "REFUND,PAYMENT", page: "2" });
    expect(filters.type).toEqual(["REFUND", "PAYMENT"]);
    expect(typed.listQuery(filters).type).toBe("REFUND,PAYMENT");
    expect(typed.activeCount(filters)).toBe(1);
    expect(typed.toSearch(typed.change(filters, { type: [] })).type).toBeUndefined();
    expect(exportFiltersOf(filters).type).toEqual(["REFUND", "PAYMENT"]);
  });

  it("a list without types ignores ?type", () => {
    const plain = defineList({ statuses: ["SUCCESS"] });
    expect(plain.validateSearch({ type: "PAYMENT" })).toEqual({});
    expect(plain.listQuery(plain.filtersOf({ type: "PAYMENT" })).type).toBeUndefined();
  });
});

describe("detail links keep the list's filters (issue 10)", () => {
  it("carries the list's address in `from` and goes back to it", () => {
    const href = detailHref("/transactions-new/tx_1", "/transactions-new?status=SUCCESS&page=2");
    expect(href).toBe("/transactions-new/tx_1?from=%2Ftransactions-new%3Fstatus%3DSUCCESS%26page%3D2");
    const from = new URL(href, "https://x.test").searchParams.get("from") ?? undefined;
    expect(backHref(from, "/transactions-new")).toBe("/transactions-new?status=SUCCESS&page=2");
  });

  it.each([
    ["https://evil.test/transactions-new"],
    ["//evil.test/transactions-new"],
    ["/\\evil.test"],
    ["/cash?status=SUCCESS"],
  ])("refuses %s as the way back (not this list, or not this site)", (from) => {
    expect(backHref(from, "/transactions-new")).toBe("/transactions-new");
  });

  it("validateDetailSearch keeps only a safe `from`", () => {
    expect(validateDetailSearch({ from: "/cash?page=2", x: 1 })).toEqual({ from: "/cash?page=2" });
    expect(validateDetailSearch({ from: "https://evil.test" })).toEqual({});
  });
});

describe("export and saved views carry exactly the filters on screen", () => {
  it("export filters: everything but the page and the date range (which travels apart)", () => {
    expect(exportFiltersOf(full)).toEqual({
      status: ["SUCCESS", "FAILED"],
      channel: ["EWALLET"],
      search: "INV-2026",
      min_amount: 10_000,
      max_amount: 250_000.5,
      sort: "-amount",
    });
    expect(listRangeOf(full)).toEqual({ start: "2026-11-01", end: "2026-11-23" });
    expect(listRangeOf({ ...full, created_from: undefined })).toEqual({ start: "2026-11-23", end: "2026-11-23" });
    expect(listRangeOf(list.defaults)).toBeNull();
  });

  it("the export body passes the contract", async () => {
    const { safeParse } = await import("valibot");
    const body = {
      kind: "transactions",
      from: "2026-11-01",
      to: "2026-11-23",
      emails: ["a@b.co"],
      filters: exportFiltersOf(full),
    };
    expect(safeParse(listKitEndpoints["exports.create"].body, body).success).toBe(true);
  });

  it("a saved view stores the unprefixed search (no page) and restores the same filters", () => {
    const stored = viewFiltersOf(refunds, { ...refunds.defaults, status: ["FAILED"], after: "abc", limit: 20 });
    expect(stored).toEqual({ status: "FAILED", limit: 20 });
    expect(filtersOfView(refunds, { filters: stored })).toEqual({ ...refunds.defaults, status: ["FAILED"], limit: 20 });
    const again = viewFiltersOf(list, full);
    expect(filtersOfView(list, { filters: again })).toEqual({ ...full, page: 1 });
  });
});

describe("a list's own facets (issue 12: the transaction source of a card list, through the kit)", () => {
  const sources = ["SDK", "INVOICE", "DASHBOARD"] as const;
  const charges = defineList({ statuses: ["CHARGED"], facets: { source: sources } });
  const tokens = defineList({ statuses: ["CHARGED"], facets: { source: sources }, prefix: "tokens_" });

  it("keeps known values from the (prefixed) URL, drops unknown ones, and sends them to the gateway by name", () => {
    expect(charges.validateSearch({ source: "INVOICE,FAX,SDK" })).toEqual({ source: "INVOICE,SDK" });
    expect(tokens.validateSearch({ source: "SDK", tokens_source: "DASHBOARD" })).toEqual({
      tokens_source: "DASHBOARD",
    });
    const filters = tokens.filtersOf(throughUrl({ tokens_source: "SDK,INVOICE", tokens_page: 2 }));
    expect(filters.facets).toEqual({ source: ["SDK", "INVOICE"] });
    expect(tokens.listQuery(filters).source).toBe("SDK,INVOICE");
    expect(tokens.activeCount(filters)).toBe(1);
    expect(tokens.narrowing(filters).facets).toEqual({ source: ["SDK", "INVOICE"] });
    // a change of facet goes back to the first page; clearing it leaves the URL
    const cleared = tokens.change(filters, { facets: { source: [] } });
    expect(cleared.page).toBe(1);
    expect((tokens.toSearch(cleared) as Record<string, unknown>).tokens_source).toBeUndefined();
    expect(tokens.listQuery(cleared).source).toBeUndefined();
  });

  it("export and saved view carry the facets (export: the gateway's `data` filters)", () => {
    const filters = charges.filtersOf({ source: "SDK", status: "CHARGED" });
    expect(exportFiltersOf(filters)).toEqual({ status: ["CHARGED"], data: { source: ["SDK"] }, sort: "-created" });
    const stored = viewFiltersOf(tokens, tokens.filtersOf({ tokens_source: "INVOICE", tokens_page: 3 }));
    expect(stored).toEqual({ source: "INVOICE" });
    expect(filtersOfView(tokens, { filters: stored }).facets).toEqual({ source: ["INVOICE"] });
  });

  it("a list without facets ignores them; a facet may not shadow a kit filter", () => {
    expect(list.validateSearch({ source: "SDK" })).toEqual({});
    expect(exportFiltersOf(list.filtersOf({})).data).toBeUndefined();
    expect(() => defineList({ statuses: ["A"], facets: { status: ["X"] } })).toThrow(/clashes/);
  });
});

describe("a facet given by a pattern (issue 18: the activity log's member, a tax period)", () => {
  const logs = defineList({ statuses: ["SUCCESS"], facets: { actor_email: /^[^\s@,]+@[^\s@,]+$/ } });

  it("keeps the values matching the pattern (at most 20), drops the others, and carries them everywhere", () => {
    expect(logs.validateSearch({ actor_email: "a@x.test,not an address,b@x.test" })).toEqual({
      actor_email: "a@x.test,b@x.test",
    });
    const many = Array.from({ length: 25 }, (_, i) => `u${i}@x.test`).join(",");
    expect(logs.filtersOf({ actor_email: many }).facets?.actor_email).toHaveLength(20);
    expect(logs.filtersOf({ actor_email: `${"a".repeat(250)}@x.test` }).facets).toBeUndefined();
    const filters = logs.filtersOf({ actor_email: "a@x.test" });
    expect(logs.listQuery(filters).actor_email).toBe("a@x.test");
    expect(exportFiltersOf(filters).data).toEqual({ actor_email: ["a@x.test"] });
    expect(filtersOfView(logs, { filters: viewFiltersOf(logs, filters) }).facets).toEqual({
      actor_email: ["a@x.test"],
    });
  });
});
