/** A status shown as a coloured pill with a translated label; the tone comes from src/domain/format/status.ts. */

import { familyTones, type StatusFamily } from "../../domain/format/status.ts";
import { STATUS_LABELS } from "./status-labels.ts";
import { StatusPillOf } from "./status-pill-core.tsx";

export { STATUS_LABELS, useStatusOptions } from "./status-labels.ts";
export { statusLabelKey } from "./status-options.ts";

/** `label` replaces the status's generic wording where a screen words the same status its own way. */
export function StatusPill({ family, status, label }: { family: StatusFamily; status: string; label?: string }) {
  return <StatusPillOf tones={familyTones(family)} labels={STATUS_LABELS} status={status} label={label} />;
}
