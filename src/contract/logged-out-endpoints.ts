/**
 * Endpoint table of the logged-out flows (spec 000 §2 logged-out routes: forgot / change /
 * expired password, invitation, unlock, device verification, e-mail confirmation, registration,
 * platform registration). The spec shows no paths or bodies for them: designed here. Kept apart
 * from authEndpoints so the login screen's initial JS does not carry them.
 */
import * as v from "valibot";
import { EMAIL_PATTERN, PASSWORD_PATTERN } from "../domain/validation/patterns.ts";
import { endpoint } from "./define.ts";

const tag = "auth";

/**
 * Message keys as validation messages, so a 400 names the field and the key the form translates
 * (spec 001 §5 registration errors: empty password, invalid password, invalid business name,
 * invalid full name, invalid email).
 */
export type RegistrationMessageKey =
  | "emptyPassword"
  | "invalidPassword"
  | "invalidBusinessName"
  | "invalidFullName"
  | "invalidEmail";

const NAME_PATTERN = /^[\p{L}\p{M}0-9 .,'&()-]{2,100}$/u;
/** spec 000 §5 / spec 001 §5: at least 8 characters with a letter and a digit. */
export const NewPasswordSchema = v.pipe(
  v.string("emptyPassword"),
  v.nonEmpty<string, RegistrationMessageKey>("emptyPassword"),
  v.regex<string, RegistrationMessageKey>(PASSWORD_PATTERN, "invalidPassword"),
);
const FlowEmail = v.pipe(
  v.string("invalidEmail"),
  v.trim(),
  v.regex<string, RegistrationMessageKey>(EMAIL_PATTERN, "invalidEmail"),
);
const FullName = v.pipe(
  v.string("invalidFullName"),
  v.trim(),
  v.regex<string, RegistrationMessageKey>(NAME_PATTERN, "invalidFullName"),
);
const BusinessName = v.pipe(
  v.string("invalidBusinessName"),
  v.trim(),
  v.regex<string, RegistrationMessageKey>(NAME_PATTERN, "invalidBusinessName"),
);
const LinkToken = v.pipe(v.string("is required"), v.nonEmpty("is required"), v.maxLength(200, "is too long"));

export const ForgotPasswordBodySchema = v.object({ email: FlowEmail });
export const ChangePasswordBodySchema = v.object({ token: LinkToken, password: NewPasswordSchema });
export const ExpiredPasswordBodySchema = v.object({
  email: FlowEmail,
  current_password: v.pipe(v.string("is required"), v.nonEmpty("is required")),
  password: NewPasswordSchema,
});
export const AcceptInvitationBodySchema = v.object({
  token: LinkToken,
  full_name: FullName,
  password: NewPasswordSchema,
});
export const UnlockUserBodySchema = v.object({ token: LinkToken });
export const DeviceVerificationBodySchema = v.object({ hash: LinkToken, canvas_hash: LinkToken });
export const ConfirmEmailBodySchema = v.object({ token: LinkToken });
/** /register/{step} step 1 (spec 000 §2); `partner_key` comes from the hidden partner registration path. */
export const RegisterBodySchema = v.object({
  email: FlowEmail,
  full_name: FullName,
  business_name: BusinessName,
  password: NewPasswordSchema,
  partner_key: v.optional(v.pipe(v.string(), v.maxLength(100, "is too long"))),
});
export const PlatformRegisterBodySchema = v.object({
  business_id: LinkToken,
  email: FlowEmail,
  full_name: FullName,
  password: NewPasswordSchema,
});
/** Answer of a logged-out flow: done, with the e-mail address it concerned when there is one to show. */
export const FlowDoneSchema = v.object({ ok: v.literal(true), email: v.optional(v.string()) });
export type FlowDone = v.InferOutput<typeof FlowDoneSchema>;
export const ResetLinkSchema = v.object({ email: v.string(), expires_at: v.pipe(v.string(), v.isoTimestamp()) });
export type ResetLink = v.InferOutput<typeof ResetLinkSchema>;
export const InvitationSchema = v.object({
  email: v.string(),
  business_name: v.string(),
  expires_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;
const LINK_ERRORS = ["API_VALIDATION_ERROR", "LINK_TOKEN_INVALID_ERROR", "LINK_TOKEN_EXPIRED_ERROR"] as const;

export const loggedOutEndpoints = {
  forgotPassword: endpoint({
    method: "POST",
    path: "/api/forgot_password",
    summary:
      "Send a password-reset link (/change_password/{token}, valid 1 hour) to the address; answers the same whether or not the address is known",
    tag,
    auth: "public",
    body: ForgotPasswordBodySchema,
    response: FlowDoneSchema,
    errors: ["API_VALIDATION_ERROR", "TOO_MANY_REQUESTS"],
  }),
  resetLink: endpoint({
    method: "GET",
    path: "/api/change_password/{token}",
    summary: "Whether a /change_password/{token} link still works, and for which address",
    tag,
    auth: "public",
    response: ResetLinkSchema,
    errors: LINK_ERRORS,
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/change_password",
    summary: "Set a new password with the reset-link token (single use); ends the user's sessions",
    tag,
    auth: "public",
    body: ChangePasswordBodySchema,
    response: FlowDoneSchema,
    errors: [...LINK_ERRORS, "PASSWORD_ALREADY_BEEN_USED_ERROR"],
  }),
  expiredPassword: endpoint({
    method: "POST",
    path: "/api/expired_password",
    summary:
      "Replace an expired password (a login answered PASSWORD_EXPIRED_ERROR): e-mail, current password and a new, different password",
    tag,
    auth: "public",
    body: ExpiredPasswordBodySchema,
    response: FlowDoneSchema,
    errors: [
      "API_VALIDATION_ERROR",
      "INVALID_CREDENTIALS_ERROR",
      "PASSWORD_ALREADY_BEEN_USED_ERROR",
      "USER_LOCKED_ERROR",
    ],
  }),
  invitation: endpoint({
    method: "GET",
    path: "/api/invitations/{token}",
    summary: "The team invitation of an /invitation/{token} link",
    tag,
    auth: "public",
    response: InvitationSchema,
    errors: LINK_ERRORS,
  }),
  acceptInvitation: endpoint({
    method: "POST",
    path: "/api/invitations/accept",
    summary: "Accept a team invitation as a new user (full name and password); single use, valid 7 days",
    tag,
    auth: "public",
    body: AcceptInvitationBodySchema,
    response: FlowDoneSchema,
    errors: [...LINK_ERRORS, "EMAIL_ALREADY_REGISTERED_ERROR"],
  }),
  unlockUser: endpoint({
    method: "POST",
    path: "/api/unlock_user",
    summary: "Unlock a locked user with the /unlock_user/{token} link (single use, valid 24 hours)",
    tag,
    auth: "public",
    body: UnlockUserBodySchema,
    response: FlowDoneSchema,
    errors: LINK_ERRORS,
  }),
  verifyDevice: endpoint({
    method: "POST",
    path: "/api/device_verification",
    summary:
      "Approve a device from the /device_verification/{hash}/{canvasHash} link: hash = its login hash, canvas_hash = its fingerprint; the device then skips the second factor for one year",
    tag,
    auth: "public",
    body: DeviceVerificationBodySchema,
    response: FlowDoneSchema,
    errors: LINK_ERRORS,
  }),
  confirmEmail: endpoint({
    method: "POST",
    path: "/api/confirm_email",
    summary: "Confirm the e-mail address with the /confirm_email/{token} link (single use, valid 7 days)",
    tag,
    auth: "public",
    body: ConfirmEmailBodySchema,
    response: FlowDoneSchema,
    errors: LINK_ERRORS,
  }),
  register: endpoint({
    method: "POST",
    path: "/api/register",
    summary:
      "Sign up (/register/1): a user with a REGISTERED business; sends the confirm-email link. A 400 names each field with its registration message key",
    tag,
    auth: "public",
    body: RegisterBodySchema,
    response: FlowDoneSchema,
    errors: ["API_VALIDATION_ERROR", "EMAIL_ALREADY_REGISTERED_ERROR"],
  }),
  platformRegister: endpoint({
    method: "POST",
    path: "/api/xenplatform/register",
    summary: "The owner of a platform sub-account without an owner signs up (/xenplatform/register/{business_id})",
    tag,
    auth: "public",
    body: PlatformRegisterBodySchema,
    response: FlowDoneSchema,
    errors: ["API_VALIDATION_ERROR", "DATA_NOT_FOUND", "INVALID_STATE_ERROR", "EMAIL_ALREADY_REGISTERED_ERROR"],
  }),
} as const;
