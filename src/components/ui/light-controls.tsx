/**
 * The list's heavy controls as light stand-ins (issue 19): the filter panel's multi-select menus,
 * its date range and the selects render with the page as native buttons that look like the real
 * control; the react-aria implementation (`list-controls.tsx`, with the calendar and
 * @internationalized/date) loads on the first pointer, touch or focus in one of them and replaces
 * every stand-in; a press on a stand-in opens the real control (menus, selects) or puts the focus
 * in it (the date range's first segment). See `load-on-use.tsx`.
 */
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { pickerLocale } from "../../domain/format/date-locale.ts";
import type { DayRange } from "../../domain/format/export-range.ts";
import { useCountry } from "./country-context.tsx";
import type { DateRangePickerProps } from "./date-range-picker.tsx";
import { Icon } from "./icons.tsx";
import { type DeferredSelectProps, type MultiSelectProps, multiSelectTriggerClass } from "./list-control-props.ts";
import { LoadOnUse, moduleLoader } from "./load-on-use.tsx";
import { inputClass, labelClass, nativeFocusRing } from "./styles.ts";

/** The real controls, loaded once for every list of the session. */
export const listControls = moduleLoader(() => import("./list-controls.tsx"));

/** A button opening a menu of checkable options ("Status (2)"). */
export function MultiSelectFilter(props: MultiSelectProps) {
  const count = props.selected.length;
  return (
    <LoadOnUse
      loader={listControls}
      light={(open) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={open}
          onPointerDown={open}
          className={`${multiSelectTriggerClass} hover:border-primary ${nativeFocusRing}`}
        >
          {count > 0 ? `${props.label} (${count})` : props.label}
          <Icon name="chevronDown" size={16} />
        </button>
      )}
      ready={({ MultiSelectMenu }, opened) => <MultiSelectMenu {...props} openOnMount={opened} />}
    />
  );
}

/** The react-aria date range picker (typed segments, calendar) behind a stand-in showing the range. */
export function DateRangeField(props: DateRangePickerProps) {
  return (
    <LoadOnUse
      loader={listControls}
      light={(open) => <DateRangeStandIn label={props.label} value={props.value} onPress={open} />}
      ready={({ DateRangePicker }) => <DateRangePicker {...props} />}
    />
  );
}

/** Placeholders of the date segments as react-aria shows them (react-stately's placeholders). */
const SEGMENT_PLACEHOLDERS: Record<string, Record<"day" | "month" | "year", string>> = {
  id: { day: "hh", month: "bb", year: "tttt" },
  en: { day: "dd", month: "mm", year: "yyyy" },
};

/** A day as the picker's segments show it (zero-padded, in the country's order), or its placeholders. */
function segmentsText(locale: string, day: string | undefined): string {
  const placeholders = SEGMENT_PLACEHOLDERS[locale.slice(0, 2)] ?? SEGMENT_PLACEHOLDERS.en;
  const [y = 2000, m = 1, d = 1] = (day ?? "2000-01-01").split("-").map(Number);
  const parts = new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(new Date(Date.UTC(y, m - 1, d)));
  return parts
    .map((p) =>
      p.type === "day" || p.type === "month" || p.type === "year" ? (day ? p.value : placeholders?.[p.type]) : p.value,
    )
    .join("");
}

export function DateRangeStandIn({
  label,
  value,
  onPress,
}: {
  label: string;
  value: DayRange | null;
  onPress: () => void;
}) {
  const { i18n } = useLingui();
  const country = useCountry();
  const id = useId();
  const locale = pickerLocale(country, i18n.locale);
  return (
    <div className="flex flex-col gap-2 text-text">
      <div className="flex flex-col gap-1">
        <span id={`${id}-label`} className={labelClass}>
          {label}
        </span>
        {/* biome-ignore lint/a11y/useSemanticElements: the group react-aria's picker renders (a div named by its label), so tests and readers find the same */}
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          className="flex w-fit items-center gap-1 rounded-brand border border-border bg-surface px-3 py-1.5"
        >
          <button
            type="button"
            aria-labelledby={`${id}-label ${id}-value`}
            onClick={onPress}
            className={`flex cursor-pointer items-center gap-1 rounded-[2px] ${nativeFocusRing}`}
          >
            <span id={`${id}-value`} className={`tabular-nums ${value ? "text-text" : "text-muted"}`}>
              {segmentsText(locale, value?.start)}
              <span className="px-1 text-muted">{" – "}</span>
              {segmentsText(locale, value?.end)}
            </span>
            <span className="ml-2 flex h-8 w-8 items-center justify-center rounded-brand text-muted">
              <Icon name="calendar" size={18} />
            </span>
          </button>
        </div>
      </div>
    </div>
  );
}

/** A select (react-aria listbox) behind a stand-in showing the chosen option. */
export function DeferredSelect(props: DeferredSelectProps) {
  const id = useId();
  const chosen = props.options.find((o) => o.id === props.selectedKey)?.label;
  return (
    <LoadOnUse
      loader={listControls}
      light={(open) => (
        <div className={`flex flex-col gap-1 ${props.className ?? ""}`}>
          <span id={`${id}-label`} className={labelClass}>
            {props.label}
          </span>
          <button
            type="button"
            aria-haspopup="listbox"
            aria-expanded={false}
            aria-labelledby={`${id}-value ${id}-label`}
            onClick={open}
            onPointerDown={open}
            className={`${inputClass} flex cursor-pointer items-center justify-between text-left ${nativeFocusRing}`}
          >
            <span id={`${id}-value`} className="truncate">
              {chosen ?? ""}
            </span>
            <Icon name="chevronDown" size={16} />
          </button>
        </div>
      )}
      ready={({ Select }, opened) => <Select {...props} openOnMount={opened} />}
    />
  );
}
