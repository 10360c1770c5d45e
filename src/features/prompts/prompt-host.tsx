/**
 * After login, decides which prompt is due (src/domain/prompts nextPrompt: phone verification,
 * then the IP-whitelist reminder, then the instant-messaging consent) and mounts one at a time.
 * A prompt stays mounted until it says it is done, even when the user reload that follows its
 * answer makes it no longer due. Rendered once inside the logged-in layout.
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import type { Business, User } from "../../contract/user.ts";
import {
  ipReminderStorageKey,
  needsIpSettings,
  nextPrompt,
  type PromptFacts,
  type PromptKind,
} from "../../domain/prompts/next-prompt.ts";
import type { EnvironmentState } from "../../domain/session/environment.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { readLocal, usePostLoginFlag } from "./post-login.ts";
import { companyDetailQueryOptions, ipSettingsQueryOptions } from "./prompt-queries.ts";

// Each prompt shows rarely (once after a login, when due): its code (the phone field's
// libphonenumber, code inputs, dialogs) loads when it is due, not with every signed-in page (issue 19).
const PhoneVerificationNotice = lazy(() =>
  import("./phone-verification.tsx").then((m) => ({ default: m.PhoneVerificationNotice })),
);
const IpWhitelistReminderDialog = lazy(() =>
  import("./ip-whitelist-reminder.tsx").then((m) => ({ default: m.IpWhitelistReminderDialog })),
);
const IpWhitelistLoadError = lazy(() =>
  import("./ip-whitelist-reminder.tsx").then((m) => ({ default: m.IpWhitelistLoadError })),
);
const ImConsentDialog = lazy(() => import("./im-consent-dialog.tsx").then((m) => ({ default: m.ImConsentDialog })));

export interface PromptHostProps {
  context: { user: User; business: Business; environment: Pick<EnvironmentState, "environment"> };
  /** The post-login flag the gate (prompt-gate.tsx) took; the host takes it itself without one. */
  postLoginFlag?: boolean;
}

/** The frame passes what the logged-in guard resolved (also on Page not found outside /_app's routes). */
export function PromptHost(props: PromptHostProps) {
  const { user, business, environment } = props.context;
  const session = useSession();
  // spec 000 §4 "the post-login flag", taken once: by the frame's gate when it loaded this host
  const ownFlag = usePostLoginFlag();
  const postLoginFlag = props.postLoginFlag ?? ownFlag;
  const [dismissed, setDismissed] = useState<ReadonlySet<PromptKind>>(() => new Set());
  const [active, setActive] = useState<PromptKind | null>(null);

  const base: Omit<PromptFacts, "ipSettings"> = {
    user,
    business,
    environment: environment.environment,
    postLoginFlag,
    ipReminderShown: readLocal(ipReminderStorageKey(business.id)) !== null,
    companyId: null,
    dismissed,
    now: Date.now(),
  };
  const wantIp = !dismissed.has("ip-whitelist") && needsIpSettings(base);
  const ip = useQuery({ ...ipSettingsQueryOptions(session, business.id), enabled: wantIp });
  // The company id matters to the consent rule only for registered or awaiting-docs accounts.
  const wantCompany =
    user.phone_number !== null &&
    !user.instant_messaging_consent?.accepted &&
    (business.go_live_status === "REGISTERED" || business.go_live_status === "AWAITING_DOCS");
  const company = useQuery({ ...companyDetailQueryOptions(session, business.id), enabled: wantCompany });

  const ipFailed = wantIp && ip.isError;
  const waiting = (wantIp && (ip.isPending || ip.isFetching)) || (wantCompany && company.isPending);
  let next = waiting ? null : nextPrompt({ ...base, companyId: company.data?.id ?? null, ipSettings: ip.data ?? null });
  // spec 000 §8: a failed load of the allow list or keys shows the reminder's error in its place.
  if (!waiting && ipFailed && next !== "phone-verification") next = "ip-whitelist";

  useEffect(() => {
    if (active !== null || next === null) return;
    setActive(next);
  }, [active, next]);

  const done = (kind: PromptKind) => () => {
    setDismissed((prev) => new Set([...prev, kind]));
    setActive(null);
  };

  return <Suspense fallback={null}>{activePrompt()}</Suspense>;

  function activePrompt() {
    switch (active) {
      case "phone-verification":
        return (
          <PhoneVerificationNotice
            user={user}
            country={business.country_of_operation}
            onDone={done("phone-verification")}
          />
        );
      case "ip-whitelist":
        return ipFailed ? (
          <IpWhitelistLoadError
            onRetry={() => {
              setActive(null);
              void ip.refetch();
            }}
            onClose={done("ip-whitelist")}
          />
        ) : (
          <IpWhitelistReminderDialog businessId={business.id} onDone={done("ip-whitelist")} />
        );
      case "im-consent":
        return <ImConsentDialog onDone={done("im-consent")} />;
      default:
        return null;
    }
  }
}
