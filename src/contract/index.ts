/** The one source of request and answer shapes, shared by the dashboard client and the sandbox gateway. */

export * from "./accept.ts";
export * from "./activation.ts";
export * from "./areas.ts";
export * from "./auth.ts";
export * from "./auth-endpoints.ts";
export * from "./balances.ts";
export * from "./callbacks.ts";
export * from "./capital.ts";
export * from "./cards.ts";
export * from "./common.ts";
export * from "./define.ts";
export * from "./endpoints.ts";
export * from "./ereceipts.ts";
export * from "./errors.ts";
export * from "./escrow.ts";
export * from "./flags.ts";
export * from "./home.ts";
export * from "./issuing.ts";
export * from "./lists.ts";
export * from "./payment-methods.ts";
export * from "./platform.ts";
export * from "./send-money.ts";
export * from "./settings.ts";
export * from "./settings-pages.ts";
export * from "./store.ts";
export * from "./user.ts";
