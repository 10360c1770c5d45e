/**
 * /settings/billings#billing-statements (spec 000 §2, §3; spec 002 §2.3): statements with status
 * and due date (an UNPAID one past its due date is overdue, the billing reminder's rule), the pay
 * link and a CSV download of the statement's lines (built here, no library). The billing banner's
 * "Pay now" lands on this tab.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Amount, Badge, Card, DateText } from "../../components/ui/display.tsx";
import { CallError } from "../../components/ui/prompt-form.tsx";
import { HashTabs } from "../../components/ui/tabs.tsx";
import type { BillingStatementDetail } from "../../contract/settings-pages.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { settingsQueries } from "./api.ts";
import { QueryState, SettingsFrame, useSettingsContext } from "./common.tsx";

/** spec 000 §4 "Billing reminder": UNPAID and past its due date. */
export function isOverdue(statement: { status: string; due_date_term: string }, now: number): boolean {
  return statement.status === "UNPAID" && Date.parse(statement.due_date_term) < now;
}

/** The statement's lines as CSV (quotes doubled, one header row). */
export function statementCsv(s: BillingStatementDetail): string {
  const cell = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;
  const rows = [
    ["Statement", "Period", "Description", "Quantity", "Amount", "Currency"],
    ...s.lines.map((l) => [s.id, s.period, l.description, l.quantity, l.amount, s.currency]),
    [s.id, s.period, "Total", "", s.amount, s.currency],
  ];
  return `${rows.map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export function BillingsScreen() {
  const { t } = useLingui();
  return (
    <SettingsFrame title={t`Billing`} description={t`Your billing statements, due dates and payments.`}>
      <HashTabs
        aria-label={t`Billing`}
        tabs={[{ id: "billing-statements", label: t`Billing statements`, content: <Statements /> }]}
      />
    </SettingsFrame>
  );
}

function Statements() {
  const { t } = useLingui();
  const { session, business } = useSettingsContext();
  const query = useQuery(settingsQueries.statements(session, business.id));
  const queryClient = useQueryClient();
  const errorText = useDescribeError();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const now = Date.now();
  const statuses: Record<string, string> = { UNPAID: t`Unpaid`, PAID: t`Paid`, VOID: t`Void` };
  const fetchDetail = (id: string) => queryClient.fetchQuery(settingsQueries.statement(session, business.id, id));
  return (
    <div className="flex flex-col gap-3 pt-4">
      <CallError message={error} />
      <QueryState query={query}>
        {(page) =>
          page.data.length === 0 ? (
            <p className="text-sm text-muted">{t`No billing statements yet.`}</p>
          ) : (
            <ul aria-label={t`Billing statements`} className="flex flex-col gap-3">
              {page.data.map((s) => {
                const overdue = isOverdue(s, now);
                return (
                  <li key={s.id}>
                    <Card
                      title={t`Statement ${s.period}`}
                      actions={
                        <Badge tone={overdue ? "danger" : s.status === "UNPAID" ? "primary" : "neutral"}>
                          {overdue ? t`Overdue` : (statuses[s.status] ?? s.status)}
                        </Badge>
                      }
                    >
                      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                        <dt className="text-muted">{t`Amount`}</dt>
                        <dd>
                          <Amount value={s.amount} currency={s.currency} />
                        </dd>
                        <dt className="text-muted">{t`Issued`}</dt>
                        <dd>
                          <DateText value={s.issued_date} />
                        </dd>
                        <dt className="text-muted">{t`Due`}</dt>
                        <dd>
                          <DateText value={s.due_date_term} />
                        </dd>
                      </dl>
                      <div className="mt-3 flex flex-wrap gap-2">
                        {s.status === "UNPAID" ? (
                          <Button
                            isPending={busy === `pay:${s.id}`}
                            onPress={async () => {
                              setBusy(`pay:${s.id}`);
                              setError(null);
                              try {
                                const detail = await fetchDetail(s.id);
                                if (detail.payment_url) window.location.assign(detail.payment_url);
                              } catch (err) {
                                setError(errorText(err));
                              } finally {
                                setBusy(null);
                              }
                            }}
                          >
                            {t`Pay ${s.period}`}
                          </Button>
                        ) : null}
                        <Button
                          variant="secondary"
                          isPending={busy === `csv:${s.id}`}
                          onPress={async () => {
                            setBusy(`csv:${s.id}`);
                            setError(null);
                            try {
                              download(`billing-statement-${s.period}.csv`, statementCsv(await fetchDetail(s.id)));
                            } catch (err) {
                              setError(errorText(err));
                            } finally {
                              setBusy(null);
                            }
                          }}
                        >
                          {t`Download ${s.period}`}
                        </Button>
                      </div>
                    </Card>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
