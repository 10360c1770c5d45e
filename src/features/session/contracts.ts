/**
 * The contracts the session calls use (user data, sign out, switch, flags), in a module of their own that
 * ./api.ts loads with its first call: the entry chunk (the login page's JS) imports the
 * query-options factories, not the endpoint tables and their valibot schemas (issue 19).
 */

export { pathFor } from "../../contract/define.ts";
export { flagEndpoints } from "../../contract/flags.ts";
export { sessionEndpoints } from "../../contract/session-endpoints.ts";
