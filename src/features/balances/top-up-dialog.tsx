/**
 * Top-up instruction modals (spec 002 §2.13): where to transfer and the steps, by country
 * (top-up-content.tsx, loaded when the dialog first opens: its bank picker and tables are not
 * part of the balance pages' first load, issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { useCountry } from "../../components/ui/country-context.tsx";
import { SkeletonText } from "../../components/ui/layout.tsx";
import { LazyDialog, prefetchDialog } from "../../components/ui/lazy-dialog.tsx";
import { PlainButton } from "../../components/ui/plain-controls.tsx";
import { WhenOpened } from "../../components/ui/when-opened.tsx";
import type { Currency } from "../../domain/format/money.ts";

const TopUpContent = lazy(() => import("./top-up-content.tsx").then((m) => ({ default: m.TopUpContent })));

/** A "Top up" button opening the instructions for `currency` (the dialog's code loads when it first opens, issue 19). */
export function TopUpDialog({ currency }: { currency: Currency }) {
  const { t } = useLingui();
  const country = useCountry();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <PlainButton
        variant="secondary"
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => setOpen(true)}
      >
        {t`Top up`}
      </PlainButton>
      <WhenOpened isOpen={isOpen}>
        {() => (
          <LazyDialog
            title={country === "PH" ? t`Top up by bank transfer` : t`Top up your balance`}
            isOpen={isOpen}
            onOpenChange={setOpen}
            actions={(close) => <PlainButton onClick={close}>{t`Done`}</PlainButton>}
          >
            <Suspense fallback={<SkeletonText lines={5} />}>
              <TopUpContent currency={currency} />
            </Suspense>
          </LazyDialog>
        )}
      </WhenOpened>
    </>
  );
}
