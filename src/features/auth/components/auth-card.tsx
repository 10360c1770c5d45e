import type { ReactNode } from "react";

/** The card every logged-out screen sits in (inside the logged-out layout with its language selector). */
export function AuthCard({
  title,
  children,
  id = "auth-title",
}: {
  title: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="w-full max-w-md space-y-5 rounded-brand border border-border bg-surface p-8 shadow-sm"
    >
      <h1 id={id} className="text-2xl font-semibold">
        {title}
      </h1>
      {children}
    </section>
  );
}

export function FormAlert({
  children,
  tone = "danger",
}: {
  children: ReactNode;
  tone?: "danger" | "success" | "info";
}) {
  const colour =
    tone === "danger"
      ? "border-danger text-danger"
      : tone === "success"
        ? "border-success text-success"
        : "border-info text-info";
  return (
    <p role={tone === "danger" ? "alert" : "status"} className={`rounded-brand border bg-surface px-3 py-2 ${colour}`}>
      {children}
    </p>
  );
}
