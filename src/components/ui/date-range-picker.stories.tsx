import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import type { Country } from "../../domain/brand/sections.ts";
import type { DayRange, ExportPreset } from "../../domain/format/export-range.ts";
import { CountryProvider } from "./country-context.tsx";
import { DateRangePicker } from "./date-range-picker.tsx";
import { expectFocusRing } from "./story-helpers.ts";

const TODAY = "2026-03-15";

interface Args {
  onChange: (range: DayRange, preset: ExportPreset) => void;
}

function Controlled({
  initial = null,
  country,
  onChange,
}: {
  initial?: DayRange | null;
  country?: Country;
  onChange: Args["onChange"];
}) {
  const [value, setValue] = useState<DayRange | null>(initial);
  const picker = (
    <DateRangePicker
      label="Export period"
      today={TODAY}
      value={value}
      onChange={(range, preset) => {
        setValue(range);
        onChange(range, preset);
      }}
    />
  );
  return country ? <CountryProvider country={country}>{picker}</CountryProvider> : picker;
}

/** The digits of the start or end field, in the order shown. */
function shown(canvasElement: HTMLElement, slot: "start" | "end"): string {
  const input = canvasElement.querySelector(`[slot="${slot}"]`) as HTMLElement;
  return within(input)
    .getAllByRole("spinbutton")
    .map((s) => s.textContent)
    .join("/");
}

const meta = { title: "Forms/Date range picker", args: { onChange: fn() } } satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

/** spec 002 §2.12: today, this week = last 7 days, this month, previous month, custom. */
export const Presets: Story = {
  render: (args) => <Controlled onChange={args.onChange} country="ID" />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.tab();
    const today = canvas.getByRole("radio", { name: "Today" });
    await expectFocusRing(today);
    await userEvent.keyboard("{ArrowRight}");
    const week = canvas.getByRole("radio", { name: "Last 7 days" });
    await expectFocusRing(week);
    await userEvent.keyboard(" ");
    await expect(week).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: "2026-03-09", end: "2026-03-15" }, "thisWeek");
    // Indonesia: day/month/year (spec 001 §9).
    await expect(shown(canvasElement, "start")).toBe("09/03/2026");
    await userEvent.click(canvas.getByRole("radio", { name: "Previous month" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: "2026-02-01", end: "2026-02-28" }, "previousMonth");
    await userEvent.click(canvas.getByRole("radio", { name: "This month" }));
    await expect(shown(canvasElement, "end")).toBe("15/03/2026");
    await userEvent.click(canvas.getByRole("radio", { name: "Custom" }));
    await expect(canvas.getByRole("radio", { name: "Custom" })).toBeChecked();
  },
};

/** spec 001 §9: the Philippines write month/day/year. */
export const PhilippinesOrder: Story = {
  render: (args) => (
    <Controlled onChange={args.onChange} country="PH" initial={{ start: "2026-03-01", end: "2026-03-15" }} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(shown(canvasElement, "start")).toBe("03/01/2026");
    await expect(canvas.getByRole("radio", { name: "This month" })).toBeChecked();
  },
};

/** spec 002 §5: a range covers at most 92 days; typing a date keeps the presets in step. */
export const TypedRangeTooLong: Story = {
  render: (args) => (
    <Controlled onChange={args.onChange} country="ID" initial={{ start: "2026-03-09", end: "2026-03-15" }} />
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const start = canvasElement.querySelector('[slot="start"]') as HTMLElement;
    const [, month, year] = within(start).getAllByRole("spinbutton");
    await userEvent.click(month as HTMLElement);
    await userEvent.keyboard("11");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ start: "2026-11-09", end: "2026-03-15" }, "custom"),
    );
    await expect(canvas.getByText("The start date must not be after the end date.")).toBeVisible();
    await userEvent.click(year as HTMLElement);
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ start: "2025-11-09", end: "2026-03-15" }, "custom"),
    );
    await expect(canvas.getByText(/a range covers at most 92 days/)).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Custom" })).toBeChecked();
  },
};

export const CalendarByKeyboard: Story = {
  render: (args) => (
    <Controlled onChange={args.onChange} country="ID" initial={{ start: "2026-03-09", end: "2026-03-15" }} />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const open = canvas.getByRole("button", { name: /Calendar/ });
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog");
    const grid = within(dialog).getByRole("grid");
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));
    // From the focused start day (9 March): a week up, Enter, a few days right, Enter.
    await userEvent.keyboard("{ArrowUp}{Enter}{ArrowRight}{ArrowRight}{Enter}");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ start: "2026-03-02", end: expect.stringMatching(/^2026-03-0[3-6]$/) }),
        "custom",
      ),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Nothing after today can be picked (spec 002 §5). */
export const FutureDaysDisabled: Story = {
  render: (args) => (
    <Controlled onChange={args.onChange} country="ID" initial={{ start: "2026-03-09", end: "2026-03-15" }} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Calendar/ }));
    const dialog = await screen.findByRole("dialog");
    const sixteenth = within(dialog).getByRole("button", { name: /16/ });
    await expect(sixteenth).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Escape}");
  },
};

/** Language from the toolbar: Indonesian labels, day/month/year. */
export const Indonesian: Story = {
  globals: { language: "id", country: "ID" },
  render: (args) => (
    <Controlled onChange={args.onChange} country="ID" initial={{ start: "2026-02-01", end: "2026-02-28" }} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("radio", { name: "Bulan sebelumnya" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Hari ini" })).not.toBeChecked();
    await expect(shown(canvasElement, "end")).toBe("28/02/2026");
  },
};
