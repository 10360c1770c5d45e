/**
 * The PIN step-up (spec 000 §4 "PIN set flow"; spec 002 §7 POST /api/pin_authorization_tokens):
 * before a money-moving or sensitive write the user enters the PIN, gets a short-lived
 * `pin_authorization_token`, and the write carries it in the `x-pin-authorization-token` header
 * (the gateway refuses the write without it: 403 PIN_AUTHORIZATION_TOKEN_ERROR).
 * The calls and the header live here; the dialog is `usePinStepUp` in
 * src/components/ui/pin-step-up-dialog.tsx (docs/pin-step-up.md).
 */
import { authEndpoints } from "../contract/auth-endpoints.ts";
import type { User } from "../contract/user.ts";
import { HttpError, isHttpError, REQUEST_ABORTED } from "./http/http-error.ts";
import type { Session } from "./session/runtime.ts";

/** The header a PIN-guarded write carries (checked by the gateway's `requirePinToken`). */
export const PIN_TOKEN_HEADER = "x-pin-authorization-token";

/** The headers of a PIN-guarded write: `session.http.post(path, { ..., headers: pinTokenHeaders(token) })`. */
export function pinTokenHeaders(pinToken: string): Record<string, string> {
  return { [PIN_TOKEN_HEADER]: pinToken };
}

/** POST /api/pin_authorization_tokens: the PIN → a token for the next PIN-guarded writes (5 minutes). */
export async function verifyPin(session: Session, pin: string): Promise<string> {
  const answer = await session.http.post(authEndpoints.verifyPin.path, {
    schema: authEndpoints.verifyPin.response,
    body: { pin },
  });
  return answer.pin_authorization_token;
}

/** PUT /api/users/_pin with the OTP / authenticator `token`, or the current password in x-confirmation-password. */
export async function setPin(
  session: Session,
  input: { pin: string; token?: string; password?: string },
): Promise<User> {
  return session.http.put(authEndpoints.setPin.path, {
    schema: authEndpoints.setPin.response,
    body: input.token === undefined ? { pin: input.pin } : { pin: input.pin, token: input.token },
    headers: input.password === undefined ? {} : { "x-confirmation-password": input.password },
  });
}

/** POST /api/otp: send a code to the phone (spec 000 §7). */
export async function requestPhoneCode(session: Session, recipient: string) {
  return session.http.post(authEndpoints.requestOtp.path, {
    schema: authEndpoints.requestOtp.response,
    body: { recipient, type: "PHONE_NUMBER" },
  });
}

/** How the step-up dialog handles a failure of the PIN check or of the guarded write. */
export type StepUpFailure =
  /** INVALID_PIN_ERROR: say so under the PIN, keep the dialog open. */
  | "wrong-pin"
  /** USER_LOCKED_ERROR: explain the lock, then the session ends (spec 000 §8). */
  | "locked"
  /** PIN_NOT_SET_ERROR: the set-up flow comes first (spec 000 §4). */
  | "not-set"
  /** PIN_AUTHORIZATION_TOKEN_ERROR from the write: the token expired, ask for the PIN again. */
  | "expired"
  /** TOO_MANY_REQUESTS or a failure without an answer: shown in the dialog, which stays open. */
  | "retry"
  /** Anything else comes from the write itself: the dialog closes and the caller shows it. */
  | "write";

export function stepUpFailure(error: unknown, stage: "pin" | "write"): StepUpFailure {
  const code = isHttpError(error) ? error.error_code : "";
  if (code === "USER_LOCKED_ERROR") return "locked";
  if (code === "PIN_NOT_SET_ERROR") return "not-set";
  if (stage === "pin") return code === "INVALID_PIN_ERROR" ? "wrong-pin" : "retry";
  if (code === "PIN_AUTHORIZATION_TOKEN_ERROR") return "expired";
  return "write";
}

/** The rejection of `run` when the user closes the PIN dialog: an aborted call, which no screen shows (spec 002 §8). */
export function pinStepUpCancelled(): HttpError {
  return new HttpError({ error_code: REQUEST_ABORTED, message: "PIN confirmation cancelled", retryAfter: null });
}

export function isPinStepUpCancelled(error: unknown): boolean {
  return isHttpError(error) && error.error_code === REQUEST_ABORTED && error.message === "PIN confirmation cancelled";
}
