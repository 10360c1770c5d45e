/**
 * The calls of the shell's prompts (spec 000 §7), parsed with the contract, and the user reload
 * that follows them (spec 000 §4: "user reloaded"). Query keys are local to this feature except
 * the user's, which is the session's (`["session", "authenticated-user-data"]`).
 */
import { authEndpoints } from "../../contract/auth-endpoints.ts";
import type { AccountNotification, User } from "../../contract/user.ts";
import type { Session } from "../../lib/session/runtime.ts";

import { settingsCalls } from "./prompt-queries.ts";

/** The user reload and the PIN calls are shared with every feature (src/lib). */
export { requestPhoneCode, setPin } from "../../lib/pin-step-up.ts";
export { reloadUser, USER_QUERY_KEY } from "../../lib/session/reload-user.ts";
/** The host's queries (loaded on arrival, in a module of their own). */
export {
  companyDetailQueryOptions,
  fetchCompanyDetail,
  ipSettingsQueryOptions,
  promptKeys,
} from "./prompt-queries.ts";

/** The session feature's key of GET /api/balance_view_flag. */
export const BALANCE_VIEW_QUERY_KEY = ["session", "balance-view"] as const;

/** PATCH /api/user/phone_number_verification with the code; answers the updated user. */
export async function verifyPhone(session: Session, otpToken: string): Promise<User> {
  return session.http.patch(authEndpoints.verifyPhone.path, {
    schema: authEndpoints.verifyPhone.response,
    body: { otp_token: otpToken },
  });
}

/** PATCH /api/users/update_notification (spec 000 §7). */
export async function updateNotification(session: Session, notification: AccountNotification): Promise<User> {
  return session.http.patch(authEndpoints.updateNotification.path, {
    schema: authEndpoints.updateNotification.response,
    body: { account_notifications: [notification] },
  });
}

/** POST /api/ip_whitelist_reminder_email. */
export async function sendIpReminderEmail(session: Session) {
  const promptCalls = await settingsCalls();
  return session.http.post(promptCalls.ipReminderEmail.path, { schema: promptCalls.ipReminderEmail.response });
}

/** PATCH /api/user/im-consent with accepted and a timestamp. */
export async function saveImConsent(session: Session, answer: { accepted: boolean; timestamp: string }): Promise<User> {
  return session.http.patch(authEndpoints.imConsent.path, {
    schema: authEndpoints.imConsent.response,
    body: { im_consent: answer },
  });
}

/** PATCH /api/balance_view_flag; answers the view now in use. */
export async function setBalanceView(session: Session, view: "OLD" | "NEW"): Promise<"OLD" | "NEW"> {
  const result = await session.http.patch(authEndpoints.balanceViewFlag.path, {
    schema: authEndpoints.balanceViewFlag.response,
    body: { balance_view: view },
  });
  return result.balance_view;
}

export type FeedbackBody = {
  rating?: number;
  feedback?: string;
} & Record<"user-id" | "user-email" | "business-id" | "business-name" | "entity" | "rating-value", string>;

/** POST /api/feedback with the hidden fields of spec 000 §7. */
export async function sendFeedback(session: Session, body: FeedbackBody) {
  const promptCalls = await settingsCalls();
  return session.http.post(promptCalls.feedback.path, { schema: promptCalls.feedback.response, body });
}

/** PATCH /api/user with the preferred language (spec 000 §4 "Language change"). */
export async function saveLanguage(session: Session, language: "en" | "id"): Promise<User> {
  return session.http.patch(authEndpoints.updateUser.path, {
    schema: authEndpoints.updateUser.response,
    body: { preferred_language: language },
  });
}

/** GET / PATCH get-started progress (spec 000 §7: "path not shown"; the contract's path). */
export async function fetchGetStarted(session: Session, signal?: AbortSignal) {
  const { data } = await session.http.get(authEndpoints.getStartedStatuses.path, {
    schema: authEndpoints.getStartedStatuses.response,
    signal,
  });
  return data;
}

export async function patchGetStarted(session: Session, progress: Record<string, 0 | 100>) {
  return session.http.patch(authEndpoints.patchGetStartedStatuses.path, {
    schema: authEndpoints.patchGetStartedStatuses.response,
    body: { progress },
  });
}
