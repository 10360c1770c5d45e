/**
 * Retail outlets (spec 001 §4 "Retail outlet status", §9: ALFAMART and INDOMARET, no INDOMARET
 * for the second brand): each outlet's status, fixed or non-fixed payment codes and prefix, and
 * a check whether a prefix is free.
 */
import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { Skeleton } from "../../components/ui/layout.tsx";
import { Select } from "../../components/ui/select.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { PREFIX_PATTERN, retailOutletsOf } from "../../domain/payment-methods/rules.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { prefixAvailable, retailOutletsQueryOptions } from "./api.ts";

export function RetailOutletsSection() {
  const { t } = useLingui();
  const session = useSession();
  const describeError = useDescribeError();
  const { business, environment } = useRouteContext({ from: "/_app" });
  const outlets = useQuery(retailOutletsQueryOptions(session, business.id, environment.environment));
  const names = retailOutletsOf(brand.entity);
  const [outlet, setOutlet] = useState(names[0] ?? "ALFAMART");
  const [prefix, setPrefix] = useState("");
  const [answer, setAnswer] = useState<{ tone: "ok" | "bad"; text: string } | null>(null);
  const [checking, setChecking] = useState(false);

  async function check() {
    if (!PREFIX_PATTERN.test(prefix.trim())) {
      setAnswer({ tone: "bad", text: t`A prefix is 4 to 6 digits.` });
      return;
    }
    setChecking(true);
    try {
      const free = await prefixAvailable(session, outlet, prefix.trim());
      setAnswer(
        free
          ? { tone: "ok", text: t`${prefix.trim()} is available at ${outlet}.` }
          : { tone: "bad", text: t`${prefix.trim()} is already taken at ${outlet}.` },
      );
    } catch (error) {
      setAnswer({ tone: "bad", text: describeError(error) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Card title={t`Retail outlet payment codes`}>
      <div className="flex flex-col gap-4">
        {outlets.isError ? (
          <ErrorState message={t`The retail outlets could not be loaded.`} onRetry={() => void outlets.refetch()} />
        ) : !outlets.data ? (
          <Skeleton className="h-16" />
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {names.map((name) => {
              const found = outlets.data.find((o) => o.retail_outlet_name === name);
              return (
                <li key={name} className="flex flex-col gap-1 rounded-brand border border-border p-3">
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-medium">{name}</span>
                    <StatusPill family="product" status={(found?.status ?? "disabled").toUpperCase()} />
                  </span>
                  <span className="text-sm text-muted">
                    {found?.type === "Fixed" ? t`Fixed payment codes` : t`Non-fixed payment codes`}
                    {found?.prefix ? ` · ${t`Prefix`} ${found.prefix}` : ""}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
        >
          <Select
            label={t`Outlet`}
            options={names.map((n) => ({ id: n, label: n }))}
            selectedKey={outlet}
            onSelectionChange={(key) => key && setOutlet(key)}
          />
          <TextField
            label={t`Prefix`}
            inputMode="numeric"
            value={prefix}
            onChange={(value) => {
              setPrefix(value);
              setAnswer(null);
            }}
          />
          <Button type="submit" variant="secondary" isPending={checking}>
            {t`Check availability`}
          </Button>
        </form>
        {answer ? (
          <p role="status" className={`text-sm ${answer.tone === "ok" ? "text-success" : "text-danger"}`}>
            {answer.text}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
