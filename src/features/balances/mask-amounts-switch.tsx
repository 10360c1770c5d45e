/**
 * The "mask amounts" switch (issue 10, beyond the spec): hides every balance and amount on screen
 * at once for shop-floor screens, remembered per browser (src/lib/mask-amounts.ts).
 */
import { useLingui } from "@lingui/react/macro";
import { memo } from "react";
import { PlainSwitch } from "../../components/ui/plain-controls.tsx";
import { useMaskAmounts } from "../../lib/mask-amounts.ts";

/** A native switch (issue 19: no react-aria on the list pages' first load). Memoised: it has no props, and a list's sort or page change re-renders the page header around it. */
export const MaskAmountsSwitch = memo(function MaskAmountsSwitch() {
  const { t } = useLingui();
  const [masked, setMasked] = useMaskAmounts();
  return (
    <PlainSwitch isSelected={masked} onChange={setMasked}>
      {t`Mask amounts`}
    </PlainSwitch>
  );
});
