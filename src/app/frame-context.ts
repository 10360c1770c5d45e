/**
 * The logged-in frame's guard, apart from the frame's screen: route files keep `beforeLoad` in
 * the entry chunk (the login page's JS), so this module imports no screen (issue 19).
 */
import { brand } from "virtual:brand";
import type { QueryClient } from "@tanstack/react-query";
import type { ParsedLocation } from "@tanstack/react-router";
import { requireLoggedIn } from "../features/session/visibility";
import { activateLanguage, languageForUser, storedLanguage } from "../lib/i18n";
import type { Session } from "../lib/session/runtime";

/** What the logged-in guard resolved: the session, the business and what the user may see. */
export type FrameContext = Awaited<ReturnType<typeof requireLoggedIn>>;

/**
 * The frame's guard (spec 000 §2, §4: nothing inside renders before the session guard has
 * decided), then the user's preferred language unless this visit chose one (?lang, stored
 * choice; spec 000 §9).
 */
export async function loadFrameContext(
  context: { session: Session; queryClient: QueryClient },
  location: ParsedLocation,
): Promise<FrameContext> {
  const loggedIn = await requireLoggedIn(context, location);
  const language = languageForUser({
    search: location.searchStr,
    stored: storedLanguage(),
    preferred: loggedIn.user.preferred_language,
    offered: brand.languages,
  });
  if (language) await activateLanguage(language);
  return loggedIn;
}
