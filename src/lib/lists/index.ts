/** The list kit's data side (issue 10): URL filters, query factories, detail links, exports and saved views. */

export * from "./area-list.ts";
export * from "./area-resource.ts";
export * from "./detail-link.ts";
export * from "./exports.ts";
export * from "./queries.ts";
export * from "./saved-views.ts";
export * from "./search.ts";
export * from "./use-list.ts";
