/**
 * The export modal (spec 002 §2.12, §5): a date range with the presets (today, this week = the
 * last 7 days, this month, previous month, custom), 1 to 5 recipient e-mails each valid
 * ('upToFiveEmail'), at most 92 days ('pleaseAdjustDate'), the end not before the start
 * ('invalidStartTime'), nothing after today; it shows which filters of the list on screen are
 * included, so the export is exactly what the user is looking at. Success and failure states;
 * the inputs are kept when sending fails.
 */
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import type { ExportDialogProps } from "./export-props.ts";
import { LazyDialog, prefetchDialog } from "./lazy-dialog.tsx";
import { PlainButton } from "./plain-controls.tsx";

const ExportForm = lazy(() => import("./export-form.tsx").then((m) => ({ default: m.ExportForm })));

export type { ExportDialogProps, IncludedFilter } from "./export-props.ts";
export { useExportMessages } from "./export-props.ts";

/**
 * The "Export" button paints with the list as a native button; the dialog (react-aria) and its form
 * (date range picker, calendar) load when it first opens (issue 19).
 */
export function ExportDialog(props: ExportDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const isOpen = props.isOpen ?? open;
  const setIsOpen = (next: boolean) => {
    setOpen(next);
    props.onOpenChange?.(next);
  };
  return (
    <>
      {props.isOpen === undefined
        ? (props.trigger ?? (
            <PlainButton
              variant="secondary"
              size="md"
              icon="download"
              onPointerEnter={prefetchDialog}
              onFocus={prefetchDialog}
              onClick={() => setIsOpen(true)}
            >
              {t`Export`}
            </PlainButton>
          ))
        : null}
      {isOpen ? (
        <Suspense fallback={null}>
          <LazyDialog title={t`Export ${props.listLabel}`} isOpen onOpenChange={setIsOpen} size="md">
            <Suspense fallback={<p className="text-sm text-muted">{t`Loading…`}</p>}>
              <ExportForm {...props} onClose={() => setIsOpen(false)} />
            </Suspense>
          </LazyDialog>
        </Suspense>
      ) : null}
    </>
  );
}
