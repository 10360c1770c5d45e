/**
 * Login second factors (spec 000 §7 login helpers) and the logged-out account flows.
 * Second factors are in the contract (src/contract/auth-endpoints.ts). The logged-out flows
 * below (forgot/change/expired password, invitation, unlock, device verification, e-mail
 * confirmation, registration, platform registration) are not in the contract yet: their paths
 * are declared here, in one place, and answered loosely (any object) until the contract has them.
 */
import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import type { Authenticated, MfaRequired } from "../../contract/auth.ts";
import { authEndpoints } from "../../contract/auth-endpoints.ts";
import { pathFor } from "../../contract/define.ts";
import type { Session } from "../../lib/session/runtime.ts";

export type SecondFactor = "otp" | "authenticator" | "backup";

export function sendLoginOtp(session: Session, mfa: MfaRequired) {
  return session.http.post(authEndpoints.smsOtpLogin.path, {
    schema: authEndpoints.smsOtpLogin.response,
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
): Promise<Authenticated> {
  const value = code.trim();
  const call =
    factor === "otp"
      ? session.http.post(authEndpoints.authorizeSmsOtp.path, {
          schema: authEndpoints.authorizeSmsOtp.response,
          body: { mfa_token: mfa.mfa_token, otp_token: value },
        })
      : factor === "authenticator"
        ? session.http.post(authEndpoints.authorizeAuthenticator.path, {
            schema: authEndpoints.authorizeAuthenticator.response,
            body: { mfa_token: mfa.mfa_token, code: value },
          })
        : session.http.post(authEndpoints.backupCode.path, {
            schema: authEndpoints.backupCode.response,
            body: { mfa_token: mfa.mfa_token, backup_code: value },
          });
  const result = await call;
  session.completeLogin(result, true);
  return result;
}

/** Answers of the flows the contract does not describe yet: any object. */
const LooseAnswer = v.looseObject({});

/** Paths of the logged-out flows not yet in the contract (reported to the sandbox owner). */
export const LOGGED_OUT_FLOW_PATHS = {
  forgotPassword: "/api/forgot_password",
  changePassword: "/api/change_password",
  expiredPassword: "/api/expired_password",
  acceptInvitation: "/api/invitations/accept",
  unlockUser: "/api/unlock_user",
  verifyDevice: "/api/device_verification",
  confirmEmail: "/api/confirm_email",
  register: "/api/register",
  platformRegister: "/api/xenplatform/register",
} as const;

export type LoggedOutFlow = keyof typeof LOGGED_OUT_FLOW_PATHS;

export function postLoggedOutFlow(session: Session, flow: LoggedOutFlow, body: Record<string, unknown>) {
  return session.http.post(LOGGED_OUT_FLOW_PATHS[flow], { schema: LooseAnswer, body });
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
