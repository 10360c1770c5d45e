/**
 * Translates the one error-code → message-key mapping (src/domain/session/error-messages.ts)
 * with its context: the action the user was trying and the retry interval (spec 000 §5, §8).
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import {
  type ErrorAction,
  type ErrorMessageKey,
  errorMessageFor,
  retryInterval,
} from "../../domain/session/error-messages.ts";

const MESSAGES: Record<ErrorMessageKey, MessageDescriptor> = {
  unexpectedError: msg`Something went wrong on our side. Please try again.`,
  invalidResponse: msg`We received an answer we could not read. Please try again, and contact support if it keeps happening.`,
  sessionExpired: msg`Your session has ended. Please log in again.`,
  pleaseLogIn: msg`Please log in to continue.`,
  tooManyRequests: msg`Too many attempts.`,
  userLocked: msg`Your account is locked after too many attempts. Open the unlock link we sent to your e-mail address, or try again in 30 minutes.`,
  otpNotValid: msg`The verification code is not valid. Check it and try again.`,
  passwordAlreadyUsed: msg`You have used this password before. Choose a new one.`,
  invalidPin: msg`The PIN is not correct.`,
  pinAuthorizationToken: msg`Your PIN confirmation has expired. Enter your PIN again.`,
  authorizationToken: msg`The confirmation code is not valid or has expired.`,
  pinNotSet: msg`Set up a PIN first.`,
  unsupportedImageType: msg`This file type is not supported. Upload a JPEG or PNG image.`,
  imageSizeLimit: msg`The file is too large.`,
  authorization: msg`You do not have permission to do this.`,
  badWebsite: msg`Make sure your website is live and try again.`,
  blacklistedWebsite: msg`This website cannot be used. Enter another website.`,
  unaccessibleWebsite: msg`We could not open this website. Check the address and try again.`,
  customerDataNotFound: msg`We could not find this customer.`,
  duplicatedCustomerData: msg`This customer already exists.`,
  apiValidation: msg`Some details are not valid. Check the highlighted fields.`,
  duplicateProductApplication: msg`You have already applied for this product.`,
  nameSimilarityMismatch: msg`The name in the NPWP does not match.`,
  npwpValidationMismatch: msg`NPWP validation failed.`,
  nonPngFileType: msg`Upload a PNG image.`,
  expiredCard: msg`The card has expired.`,
  stolenCard: msg`The card was reported stolen.`,
  inactiveCard: msg`The card is inactive.`,
  invalidCvn: msg`The CVN is not correct.`,
  cardDeclined: msg`The card was declined.`,
  binBlock: msg`Cards with this number range are blocked.`,
  threeDsRequired: msg`This card needs 3-D Secure authentication.`,
  cvnRequired: msg`Enter the card's CVN.`,
  insufficientBalance: msg`The balance is not enough for this transaction.`,
  fraudGuardBlocked: msg`The transaction was blocked by fraud protection.`,
  changeRequestNotFound: msg`We could not find this change request.`,
  invalidCredentials: msg`The e-mail address or password is not correct.`,
  oneTimeTokenInvalid: msg`The sign-in link is invalid or has expired.`,
  mfaTokenInvalid: msg`Your login attempt has expired. Log in again.`,
  invalidAuthenticatorCode: msg`The authenticator code is not valid. Check your app and try again.`,
  backupCodeNotValid: msg`The backup code is not valid or was already used.`,
  invalidConfirmationPassword: msg`The password is not correct.`,
  businessNotLive: msg`Your business is not live yet. Complete activation to use live mode.`,
  dataNotFound: msg`We could not find what you were looking for.`,
  linkInvalid: msg`This link is not valid. Check that you opened the whole link from the e-mail.`,
  linkExpired: msg`This link has expired or was already used. Ask for a new one.`,
  emailAlreadyRegistered: msg`An account with this e-mail address already exists. Log in instead.`,
  passwordExpired: msg`Your password has expired. Choose a new one to continue.`,
  invalidState: msg`This cannot be done in the current state. Refresh the page and try again.`,
  serviceUnavailable: msg`The service is unavailable at the moment. Please try again in a few minutes.`,
};

const ACTIONS: Record<ErrorAction, MessageDescriptor> = {
  verifyPhoneNumber: msg`verify your phone number`,
  logIn: msg`log in`,
  verifyLogin: msg`verify your login`,
  requestCode: msg`request a code`,
  setPin: msg`set your PIN`,
  resetPassword: msg`reset your password`,
  changePassword: msg`change your password`,
  register: msg`sign up`,
};

/** The user-facing text for an error, or null when nothing is shown (REQUEST_ABORTED). */
export function describeError(i18n: I18n, error: unknown, context: { action?: ErrorAction } = {}): string | null {
  const apiError =
    error && typeof error === "object" && typeof (error as { error_code?: unknown }).error_code === "string"
      ? (error as { error_code: string; retryAfter?: number | null })
      : { error_code: "SERVER_ERROR", retryAfter: null };
  const message = errorMessageFor(
    { error_code: apiError.error_code, retryAfter: apiError.retryAfter ?? null },
    context,
  );
  if (!message) return null;
  const parts = [];
  if (message.key === "tooManyRequests" && message.action) {
    const action = i18n._(ACTIONS[message.action]);
    parts.push(i18n._(msg`Too many attempts to ${action}.`));
  } else {
    parts.push(i18n._(MESSAGES[message.key]));
  }
  if (message.retryAfter !== null && message.retryAfter > 0) {
    const { unit, value } = retryInterval(message.retryAfter);
    parts.push(
      unit === "second"
        ? i18n._(plural(value, { one: "Try again in # second.", other: "Try again in # seconds." }))
        : unit === "minute"
          ? i18n._(plural(value, { one: "Try again in # minute.", other: "Try again in # minutes." }))
          : i18n._(plural(value, { one: "Try again in # hour.", other: "Try again in # hours." })),
    );
  }
  return parts.join(" ");
}
