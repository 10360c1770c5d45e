/**
 * The detail page of every resource (issue 10 "the kit"): breadcrumbs back to the list with its
 * filters intact (the list's address travels in `from`, src/lib/lists/detail-link.ts), a header
 * with the title, status pill and the record id with a copy button, actions (with a
 * confirmation dialog), the body (description list, timeline or related records), and the
 * loading, not-found (a wrong or other business's id: 404 DATA_NOT_FOUND) and error-with-retry
 * states.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import type { StatusFamily } from "../../domain/format/status.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { Button, IconButton, LinkButton } from "./button.tsx";
import { Card } from "./display.tsx";
import { SkeletonText } from "./layout.tsx";
import { LazyConfirmDialog, useLazyDialogTrigger } from "./lazy-dialog.tsx";
import { EmptyState, ErrorState } from "./states.tsx";
import { StatusPill } from "./status-pill.tsx";
import { WhenOpened } from "./when-opened.tsx";

export interface DetailQueryState {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  isRefetching?: boolean;
}

/** Whether a query failed because the record does not exist for this business (404 DATA_NOT_FOUND). */
export function isNotFound(error: unknown): boolean {
  const e = error as { error_code?: string; status?: number | null } | null | undefined;
  return e?.error_code === "DATA_NOT_FOUND" || e?.status === 404;
}

export interface DetailPageProps {
  /** The list this record belongs to: its name and address (with the user's filters, see `backHref`). */
  list: { label: string; href: string };
  /** The page title once loaded (e.g. "Transaction TX-1234"). */
  title?: ReactNode;
  /** The breadcrumb text of this record (default: the record id). */
  crumb?: string;
  recordId: string;
  /** Label of the id (default "ID"). */
  idLabel?: string;
  status?: { family: StatusFamily; status: string };
  /** Buttons of the header (e.g. `ConfirmAction`s). */
  actions?: ReactNode;
  query: DetailQueryState;
  /** Rendered once the record is loaded. */
  children?: ReactNode;
  /** A side column once loaded (timeline, related records): beside the body from 1024 px, below it on narrower screens. */
  aside?: ReactNode;
  /** What the not-found state says (default: generic). */
  notFoundTitle?: ReactNode;
}

export function DetailPage(props: DetailPageProps) {
  const { t } = useLingui();
  const { list, recordId, query } = props;
  const crumbs = [
    { id: "list", label: list.label, href: list.href },
    { id: "record", label: props.crumb ?? recordId },
  ];
  const breadcrumbs = <Breadcrumbs items={crumbs} />;

  if (query.isError && isNotFound(query.error))
    return (
      <section className="flex flex-col gap-4 text-text">
        {breadcrumbs}
        <Card>
          <EmptyState
            icon="search"
            title={props.notFoundTitle ?? t`We could not find this record.`}
            description={t`It does not exist or belongs to another business. Check the link or go back to the list.`}
            action={
              <LinkButton href={list.href} icon="chevronLeft">
                {t`Back to ${list.label}`}
              </LinkButton>
            }
          />
        </Card>
      </section>
    );

  return (
    <section className="flex flex-col gap-4 text-text" aria-busy={query.isPending || undefined}>
      {breadcrumbs}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold">{props.title ?? recordId}</h1>
            {props.status ? <StatusPill family={props.status.family} status={props.status.status} /> : null}
          </div>
          <RecordId id={recordId} label={props.idLabel} />
        </div>
        {props.actions && !query.isPending && !query.isError ? (
          <div className="flex flex-wrap items-center gap-2">{props.actions}</div>
        ) : null}
      </header>
      {query.isError ? (
        <Card>
          <ErrorState
            message={t`This record could not be loaded.`}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        </Card>
      ) : query.isPending ? (
        <Card>
          <span className="sr-only">{t`Loading…`}</span>
          <SkeletonText lines={6} />
        </Card>
      ) : props.aside ? (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">{props.children}</div>
          <aside className="flex min-w-0 flex-col gap-4">{props.aside}</aside>
        </div>
      ) : (
        props.children
      )}
    </section>
  );
}

/** The record id with a copy button (the button says "Copied" for a moment). */
/** A copy-to-clipboard button that says "Copied" (also to screen readers) for two seconds. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <IconButton
        icon={copied ? "check" : "copy"}
        size="sm"
        label={copied ? t`Copied` : label}
        onPress={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          } catch {
            setCopied(false);
          }
        }}
      />
      <span aria-live="polite" className="sr-only">
        {copied ? t`Copied` : ""}
      </span>
    </>
  );
}

export function RecordId({ id, label }: { id: string; label?: string }) {
  const { t } = useLingui();
  return (
    <p className="flex items-center gap-1 text-sm text-muted">
      <span>{label ?? t`ID`}:</span>
      <code className="break-all font-mono text-text">{id}</code>
      <CopyButton text={id} label={t`Copy ${label ?? "ID"}`} />
    </p>
  );
}

/**
 * A header action that asks for confirmation first; the dialog shows progress while `onConfirm` runs.
 * The button paints with the page; the dialog's code (overlays.tsx: react-aria's modal and focus
 * scope) loads on the first press, a hover or focus of the button starting it (issue 19). The
 * button says what `DialogTrigger` had it say (`aria-expanded`, `aria-controls` while open).
 */
export function ConfirmAction({
  label,
  title,
  children,
  confirmLabel,
  tone = "primary",
  onConfirm,
  isDisabled,
}: {
  label: ReactNode;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  tone?: "primary" | "danger";
  onConfirm: () => void | Promise<void>;
  isDisabled?: boolean;
}) {
  const { isOpen, setOpen, dialogId, triggerProps } = useLazyDialogTrigger();
  return (
    <>
      <Button variant={tone === "danger" ? "danger" : "secondary"} isDisabled={isDisabled} {...triggerProps}>
        {label}
      </Button>
      <WhenOpened isOpen={isOpen}>
        {() => (
          <LazyConfirmDialog
            id={dialogId}
            title={title}
            confirmLabel={confirmLabel}
            tone={tone}
            onConfirm={onConfirm}
            isOpen={isOpen}
            onOpenChange={setOpen}
          >
            {children}
          </LazyConfirmDialog>
        )}
      </WhenOpened>
    </>
  );
}

/** A titled section of a detail page (description list, timeline, related records). */
export function DetailSection({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card title={title} actions={actions}>
      {children}
    </Card>
  );
}
