/**
 * Login second factors (spec 000 §7 login helpers) and the logged-out account flows.
 * Both are in the contract: second factors in src/contract/login.ts; the logged-out
 * flows (forgot/change/expired password, invitation, unlock, device verification, e-mail
 * confirmation, registration, platform registration) in src/contract/logged-out-endpoints.ts.
 */
import { queryOptions } from "@tanstack/react-query";
import type * as v from "valibot";
import type { Authenticated, MfaRequired } from "../../contract/auth.ts";
import { authEndpoints } from "../../contract/auth-endpoints.ts";
import { pathFor } from "../../contract/define.ts";
import {
  type FlowDone,
  type Invitation,
  loggedOutEndpoints,
  type ResetLink,
} from "../../contract/logged-out-endpoints.ts";
import { loginEndpoints } from "../../contract/login.ts";
import type { Session } from "../../lib/session/runtime.ts";
import { storeLoginHash } from "./device.ts";

export type SecondFactor = "otp" | "authenticator" | "backup";

export function sendLoginOtp(session: Session, mfa: MfaRequired) {
  return session.http.post(loginEndpoints.smsOtpLogin.path, {
    schema: loginEndpoints.smsOtpLogin.response,
    body: { mfa_token: mfa.mfa_token },
  });
}

export async function hasBackupCodes(session: Session, mfa: MfaRequired): Promise<boolean> {
  const { data } = await session.http.get(pathFor(authEndpoints.backupCodeExistence.path, { id: mfa.mfa_token }), {
    schema: authEndpoints.backupCodeExistence.response,
  });
  return data.exists && data.remaining > 0;
}

/** Finish a login with the second factor; stores the session. */
export async function verifySecondFactor(
  session: Session,
  mfa: MfaRequired,
  factor: SecondFactor,
  code: string,
  /** "Remember this device" (spec 000 §7): the bundle's brand names the login-hash cookie. */
  remember?: { brand: string; fingerprint: string },
): Promise<Authenticated & { login_hash?: string | undefined }> {
  const value = code.trim();
  const device = remember ? { remember_device: true, brand: remember.brand, fingerprint: remember.fingerprint } : {};
  const call =
    factor === "otp"
      ? session.http.post(loginEndpoints.authorizeSmsOtp.path, {
          schema: loginEndpoints.authorizeSmsOtp.response,
          body: { mfa_token: mfa.mfa_token, otp_token: value, ...device },
        })
      : factor === "authenticator"
        ? session.http.post(loginEndpoints.authorizeAuthenticator.path, {
            schema: loginEndpoints.authorizeAuthenticator.response,
            body: { mfa_token: mfa.mfa_token, code: value, ...device },
          })
        : session.http.post(loginEndpoints.backupCode.path, {
            schema: loginEndpoints.backupCode.response,
            body: { mfa_token: mfa.mfa_token, backup_code: value, ...device },
          });
  const result = await call;
  session.completeLogin(result, true);
  if (remember && result.login_hash) storeLoginHash(session.cookies, remember.brand, result.login_hash);
  return result;
}

/**
 * The logged-out flows (spec 000 §2) by contract endpoint name. Every answer is parsed with the
 * contract's schema; a 400 names the fields (HttpError.details) with the registration message keys.
 */
export const LOGGED_OUT_FLOWS = {
  forgotPassword: loggedOutEndpoints.forgotPassword,
  changePassword: loggedOutEndpoints.changePassword,
  expiredPassword: loggedOutEndpoints.expiredPassword,
  acceptInvitation: loggedOutEndpoints.acceptInvitation,
  unlockUser: loggedOutEndpoints.unlockUser,
  verifyDevice: loggedOutEndpoints.verifyDevice,
  confirmEmail: loggedOutEndpoints.confirmEmail,
  register: loggedOutEndpoints.register,
  platformRegister: loggedOutEndpoints.platformRegister,
} as const;

export type LoggedOutFlow = keyof typeof LOGGED_OUT_FLOWS;
type FlowBody<F extends LoggedOutFlow> = v.InferInput<(typeof LOGGED_OUT_FLOWS)[F]["body"]>;

export function postLoggedOutFlow<F extends LoggedOutFlow>(
  session: Session,
  flow: F,
  body: FlowBody<F>,
): Promise<FlowDone> {
  const endpoint = LOGGED_OUT_FLOWS[flow];
  return session.http.post(endpoint.path, { schema: endpoint.response, body });
}

/** Whether a /change_password/{token} link still works, and for which address. */
export function resetLinkQueryOptions(session: Session, token: string) {
  return queryOptions({
    queryKey: ["auth", "reset-link", token] as const,
    queryFn: async (): Promise<ResetLink> =>
      (
        await session.http.get(pathFor(loggedOutEndpoints.resetLink.path, { token }), {
          schema: loggedOutEndpoints.resetLink.response,
        })
      ).data,
    retry: false,
  });
}

/** The invitation of an /invitation/{token} link (who is invited, to which business). */
export function invitationQueryOptions(session: Session, token: string) {
  return queryOptions({
    queryKey: ["auth", "invitation", token] as const,
    queryFn: async (): Promise<Invitation> =>
      (
        await session.http.get(pathFor(loggedOutEndpoints.invitation.path, { token }), {
          schema: loggedOutEndpoints.invitation.response,
        })
      ).data,
    retry: false,
  });
}

/** Whether this login attempt may use a backup code (GET /api/mfa_backup_code_existence/{id}). */
export function backupCodesQueryOptions(session: Session, mfa: MfaRequired | undefined) {
  return queryOptions({
    queryKey: ["auth", "backup-codes", mfa?.mfa_token ?? ""] as const,
    queryFn: () => (mfa ? hasBackupCodes(session, mfa) : false),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
