/**
 * The frame's prompt gate (spec 000 §4, issue 19 "prompts that show rarely load when shown"):
 * decides on arrival, from what the guard resolved, whether any prompt may be due
 * (promptMayBeDue), and only then loads the prompt host, which asks for the IP settings and the
 * company id and mounts the prompt. Once loaded, the host stays mounted (a prompt stays until it
 * says it is done).
 */
import { lazy, Suspense, useState } from "react";
import { ipReminderStorageKey, promptMayBeDue } from "../../domain/prompts/next-prompt.ts";
import { readLocal, usePostLoginFlag } from "./post-login.ts";
import type { PromptHostProps } from "./prompt-host.tsx";

const PromptHost = lazy(() => import("./prompt-host.tsx").then((m) => ({ default: m.PromptHost })));

const NONE_DISMISSED: ReadonlySet<never> = new Set();

export function PromptGate({ context }: Pick<PromptHostProps, "context">) {
  const { user, business, environment } = context;
  const postLoginFlag = usePostLoginFlag();
  const [loaded, setLoaded] = useState(false);
  const mayBeDue = promptMayBeDue({
    user,
    business,
    environment: environment.environment,
    postLoginFlag,
    ipReminderShown: readLocal(ipReminderStorageKey(business.id)) !== null,
    dismissed: NONE_DISMISSED,
    now: Date.now(),
  });
  if (mayBeDue && !loaded) setLoaded(true);
  if (!loaded && !mayBeDue) return null;
  return (
    <Suspense fallback={null}>
      <PromptHost context={context} postLoginFlag={postLoginFlag} />
    </Suspense>
  );
}
