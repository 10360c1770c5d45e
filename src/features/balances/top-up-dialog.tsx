/**
 * Top-up instruction modals (spec 002 §2.13): where to transfer and the steps, by country
 * (top-up-content.tsx, loaded when the dialog first opens: its bank picker and tables are not
 * part of the balance pages' first load, issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useCountry } from "../../components/ui/country-context.tsx";
import { SkeletonText } from "../../components/ui/layout.tsx";
import { Dialog } from "../../components/ui/overlays.tsx";
import type { Currency } from "../../domain/format/money.ts";

const TopUpContent = lazy(() => import("./top-up-content.tsx").then((m) => ({ default: m.TopUpContent })));

/** A "Top up" button opening the instructions for `currency`. */
export function TopUpDialog({ currency }: { currency: Currency }) {
  const { t } = useLingui();
  const country = useCountry();
  return (
    <Dialog
      title={country === "PH" ? t`Top up by bank transfer` : t`Top up your balance`}
      trigger={<Button variant="secondary">{t`Top up`}</Button>}
      actions={(close) => <Button onPress={close}>{t`Done`}</Button>}
    >
      <Suspense fallback={<SkeletonText lines={5} />}>
        <TopUpContent currency={currency} />
      </Suspense>
    </Dialog>
  );
}
