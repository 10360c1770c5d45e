/**
 * Date range picker with the export presets (spec 002 §2.12, §5, §9): today, this week (= the
 * last 7 days), this month, previous month and custom; at most 92 days, the end not before the
 * start, nothing after today. Typed dates follow the country's order and the language
 * (react-aria DateRangePicker under the picker locale of src/domain/format/date-locale.ts).
 */
import { type CalendarDate, parseDate } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  Button as AriaButton,
  DateRangePicker as AriaDateRangePicker,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  ToggleButton,
  ToggleButtonGroup,
} from "react-aria-components";
import { calendarDay } from "../../domain/format/date.ts";
import { isoDay, pickerLocale } from "../../domain/format/date-locale.ts";
import {
  type DayRange,
  EXPORT_MAX_DAYS,
  EXPORT_PRESETS,
  type ExportPreset,
  presetOf,
  presetRange,
  type RangeProblem,
  rangeProblem,
} from "../../domain/format/export-range.ts";
import { useCountry } from "./country-context.tsx";
import { FieldFooter } from "./field.tsx";
import { Icon } from "./icons.tsx";
import { focusRing, labelClass, popoverSurface } from "./styles.ts";

export interface DateRangePickerProps {
  label: string;
  /** The chosen range (`YYYY-MM-DD` days); null until one is chosen. */
  value: DayRange | null;
  onChange: (range: DayRange, preset: ExportPreset) => void;
  /** Today in the user's time zone (`YYYY-MM-DD`); defaults to the browser's today. */
  today?: string;
  description?: string;
  /** Whether to show the preset buttons (default true). */
  presets?: boolean;
}

export function todayInBrowser(): string {
  return isoDay(calendarDay(new Date()));
}

export function DateRangePicker({
  label,
  value,
  onChange,
  today = todayInBrowser(),
  description,
  presets = true,
}: DateRangePickerProps) {
  const { t, i18n } = useLingui();
  const country = useCountry();
  const [customChosen, setCustomChosen] = useState(false);
  const preset: ExportPreset = customChosen || !value ? "custom" : presetOf(value, today);
  const problem = value ? rangeProblem(value, today) : null;
  const presetLabels: Record<ExportPreset, string> = {
    today: t`Today`,
    thisWeek: t`Last 7 days`,
    thisMonth: t`This month`,
    previousMonth: t`Previous month`,
    custom: t`Custom`,
  };
  const problemText: Record<RangeProblem, string> = {
    invalidStartTime: t`The start date must not be after the end date.`,
    pleaseAdjustDate: t`Please adjust the dates: a range covers at most ${EXPORT_MAX_DAYS} days.`,
    afterToday: t`Dates after today cannot be chosen.`,
    invalidDate: t`This date does not exist.`,
  };

  const pickerValue = value ? { start: parseDate(value.start), end: parseDate(value.end) } : null;

  return (
    <I18nProvider locale={pickerLocale(country, i18n.locale)}>
      <div className="flex flex-col gap-2 text-text">
        {presets ? (
          <ToggleButtonGroup
            aria-label={t`Date presets`}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[preset]}
            onSelectionChange={(keys) => {
              const chosen = [...keys][0] as ExportPreset | undefined;
              if (!chosen) return;
              setCustomChosen(chosen === "custom");
              const range = presetRange(chosen, today);
              if (range) onChange(range, chosen);
            }}
            className="flex flex-wrap gap-1"
          >
            {EXPORT_PRESETS.map((id) => (
              <ToggleButton
                key={id}
                id={id}
                className={`cursor-pointer rounded-brand border px-3 py-1.5 text-sm data-[selected]:border-primary data-[selected]:bg-primary data-[selected]:text-on-primary border-border bg-surface text-text data-[hovered]:border-primary ${focusRing}`}
              >
                {presetLabels[id]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
        <AriaDateRangePicker
          value={pickerValue}
          maxValue={parseDate(today)}
          shouldForceLeadingZeros
          isInvalid={Boolean(problem)}
          onChange={(next) => {
            if (!next) return;
            const range = { start: next.start.toString(), end: next.end.toString() };
            const matched = presetOf(range, today);
            setCustomChosen(matched === "custom");
            onChange(range, matched);
          }}
          className="flex flex-col gap-1"
        >
          <Label className={labelClass}>{label}</Label>
          <Group
            className={`flex w-fit items-center gap-1 rounded-brand border border-border bg-surface px-3 py-1.5 data-[invalid]:border-danger data-[focus-within]:border-primary`}
          >
            <DateInput slot="start" className="flex">
              {(segment) => <Segment segment={segment} />}
            </DateInput>
            <span aria-hidden="true" className="px-1 text-muted">
              –
            </span>
            <DateInput slot="end" className="flex">
              {(segment) => <Segment segment={segment} />}
            </DateInput>
            <AriaButton
              className={`ml-2 flex h-8 w-8 cursor-pointer items-center justify-center rounded-brand text-muted data-[hovered]:text-primary ${focusRing}`}
            >
              <Icon name="calendar" size={18} />
            </AriaButton>
          </Group>
          <FieldFooter description={description} errorMessage={problem ? problemText[problem] : undefined} />
          <Popover className={`p-3 ${popoverSurface}`}>
            <Dialog className="outline-none">
              <RangeCalendar className="flex flex-col gap-2">
                <header className="flex items-center justify-between gap-2">
                  <AriaButton
                    slot="previous"
                    aria-label={t`Previous month`}
                    className={`flex h-8 w-8 cursor-pointer items-center justify-center rounded-brand ${focusRing}`}
                  >
                    <Icon name="chevronLeft" size={18} />
                  </AriaButton>
                  <Heading className="text-sm font-semibold" />
                  <AriaButton
                    slot="next"
                    aria-label={t`Next month`}
                    className={`flex h-8 w-8 cursor-pointer items-center justify-center rounded-brand ${focusRing}`}
                  >
                    <Icon name="chevronRight" size={18} />
                  </AriaButton>
                </header>
                <CalendarGrid className="border-separate border-spacing-0.5 text-sm">
                  {(date: CalendarDate) => (
                    <CalendarCell
                      date={date}
                      className={`flex h-8 w-8 cursor-pointer items-center justify-center rounded-brand data-[outside-month]:hidden data-[disabled]:cursor-default data-[disabled]:text-muted data-[unavailable]:text-muted data-[selected]:bg-primary/15 data-[selection-start]:bg-primary data-[selection-start]:text-on-primary data-[selection-end]:bg-primary data-[selection-end]:text-on-primary data-[hovered]:border data-[hovered]:border-primary ${focusRing}`}
                    />
                  )}
                </CalendarGrid>
              </RangeCalendar>
            </Dialog>
          </Popover>
        </AriaDateRangePicker>
      </div>
    </I18nProvider>
  );
}

function Segment({ segment }: { segment: Parameters<typeof DateSegment>[0]["segment"] }) {
  return (
    <DateSegment
      segment={segment}
      className="rounded-[2px] px-0.5 tabular-nums text-text outline-none data-[placeholder]:text-muted data-[type=literal]:px-0 data-[focused]:bg-primary data-[focused]:text-on-primary"
    />
  );
}
