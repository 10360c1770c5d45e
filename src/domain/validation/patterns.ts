/** Shared patterns of spec 000 §5 / spec 002 §5 ("Shared patterns exist: …"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Password: at least 8 characters with a letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;
