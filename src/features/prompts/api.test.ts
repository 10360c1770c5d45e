/** The prompts reload the session's user and balance view by key (features do not import each other). */
import { describe, expect, it } from "vitest";
import { sessionKeys } from "../session/api.ts";
import { BALANCE_VIEW_QUERY_KEY, USER_QUERY_KEY } from "./api.ts";

describe("query keys shared with the session feature", () => {
  it("are the session feature's keys of the user and the balance view", () => {
    expect(USER_QUERY_KEY).toEqual(sessionKeys.user());
    expect(BALANCE_VIEW_QUERY_KEY).toEqual(sessionKeys.balanceView());
  });
});
