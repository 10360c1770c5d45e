import { logoUrl } from "virtual:brand";
import type { ReactNode } from "react";

/** A whole-screen message with the brand logo: configuration errors, not-found, crashes. */
export function FullPageMessage({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <section
        className="w-full max-w-lg rounded-brand border border-border bg-surface p-8 shadow-sm"
        aria-labelledby="full-page-title"
      >
        <img src={logoUrl} alt="" className="mb-6 h-8" />
        <h1 id="full-page-title" className="mb-3 text-2xl font-semibold">
          {title}
        </h1>
        <div className="space-y-3 text-muted">{children}</div>
        {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
      </section>
    </main>
  );
}

export function buttonClass(kind: "primary" | "secondary" = "primary"): string {
  return kind === "primary"
    ? "inline-flex items-center rounded-brand bg-primary px-4 py-2 font-medium text-on-primary hover:bg-primary-hover"
    : "inline-flex items-center rounded-brand border border-border bg-surface px-4 py-2 font-medium text-text hover:bg-background";
}
