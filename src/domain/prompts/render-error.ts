/**
 * Render-error recovery, on its own so the router's error screen (part of every bundle's first
 * load) does not pull in the prompts' form rules and the phone-number library.
 */

/** spec 000 §4 "Page crash": a logged-in boundary reloads the data; the logged-out one reloads the page. */
export function renderErrorRecovery(loggedIn: boolean): "reset-data" | "reload-page" {
  return loggedIn ? "reset-data" : "reload-page";
}
