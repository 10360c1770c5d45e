/**
 * Search schemas of the settings routes. Route files import this light module for their
 * `validateSearch`, which stays in the entry chunk the login page loads (issue 19): no contract,
 * no screen.
 */
import * as v from "valibot";

/** The /oauth/authorize route's search: what the application sent. */
export const OAuthSearchSchema = v.object({
  client_id: v.optional(v.pipe(v.string(), v.maxLength(64)), ""),
  redirect_uri: v.optional(v.pipe(v.string(), v.maxLength(300)), ""),
  scope: v.optional(v.pipe(v.string(), v.maxLength(300)), ""),
  state: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type OAuthSearch = v.InferOutput<typeof OAuthSearchSchema>;
