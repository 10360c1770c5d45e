/** A notice that stays until the user answers it (spec 000 §4: "a non-auto-closing notice"), bottom-right. */
import { type ReactNode, useId } from "react";
import { Icon } from "../../components/ui/icons.tsx";
import { CallError } from "./use-prompt-call.tsx";

export function PromptNotice({
  title,
  children,
  actions,
  error,
  tone = "info",
}: {
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  error?: string | null;
  tone?: "info" | "danger";
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="fixed right-4 bottom-4 left-4 z-30 rounded-brand border border-border bg-surface p-4 text-text shadow-lg md:left-auto md:w-96"
    >
      <div className="flex items-start gap-3">
        <Icon name={tone === "danger" ? "error" : "info"} className={tone === "danger" ? "text-danger" : "text-info"} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            {title}
          </h2>
          <div className="mt-1 text-sm">{children}</div>
          <CallError message={error ?? null} />
          <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
        </div>
      </div>
    </section>
  );
}
