/** Shared patterns of spec 000 §5 / spec 002 §5 ("Shared patterns exist: …"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Password: at least 8 characters with a letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;
/** spec 000 §5 / spec 001 §5 shared patterns: HTTPS URL (a host with a dot or localhost, optional port and path). */
export const HTTPS_URL_PATTERN = /^https:\/\/(localhost|[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)(:\d{1,5})?(\/\S*)?$/;
/** The same with http allowed (development environment). */
export const HTTP_OR_HTTPS_URL_PATTERN = /^https?:\/\/(localhost|[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)(:\d{1,5})?(\/\S*)?$/;
/** A port number 0–65535. */
export const PORT_PATTERN = /^(6553[0-5]|655[0-2]\d|65[0-4]\d{2}|6[0-4]\d{3}|[1-5]\d{4}|[1-9]\d{0,3}|0)$/;
/** 12-digit TIN (digits only, after the mask is stripped). */
export const TIN_PATTERN = /^\d{12}$/;
/** 9-digit SEC registration number. */
export const SEC_PATTERN = /^\d{9}$/;
/** 15-digit NPWP. */
export const NPWP_PATTERN = /^\d{15}$/;
/** Passport number: 8 to 9 letters or digits. */
export const PASSPORT_PATTERN = /^[A-Za-z0-9]{8,9}$/;
/** E.164 mobile number. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;
