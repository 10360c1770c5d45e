import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { AmountField } from "./amount-field.tsx";
import { CodeInput, PinInput } from "./code-input.tsx";
import { MaskedField } from "./masked-field.tsx";
import { NumberField } from "./number-field.tsx";
import { PhoneField } from "./phone-field.tsx";
import { ComboBox } from "./select.tsx";
import { expectFocusRing } from "./story-helpers.ts";
import { TextAreaField } from "./textarea-field.tsx";

interface Handlers {
  onComplete: (code: string) => void;
}

const meta = {
  title: "Forms/Special fields",
  args: { onComplete: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<Handlers>;
export default meta;
type Story = StoryObj<Handlers>;

export const AmountPhp: Story = {
  render: () => <AmountField label="Amount" currency="PHP" signed />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Amount" });
    await userEvent.tab();
    await expectFocusRing(input);
    // spec 002 §5: optional sign, one dot, at most 2 decimals.
    await userEvent.keyboard("-12.345.6");
    await expect(input).toHaveValue("-12.34");
  },
};

export const AmountIdr: Story = {
  render: () => <AmountField label="Amount" currency="IDR" description="Whole rupiah only." />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Amount" });
    // spec 002 §9: no decimals for IDR; capped below 999,999,999,999.
    await userEvent.type(input, "1500.5");
    await expect(input).toHaveValue("15005");
    await userEvent.clear(input);
    await userEvent.type(input, "9999999999999");
    await expect(input).toHaveValue("99999999999");
  },
};

export const Npwp: Story = {
  render: () => <MaskedField mask="npwp" label="NPWP number" onChange={fn()} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "NPWP number" });
    await userEvent.type(input, "012345678901234");
    await expect(input).toHaveValue("01.234.567.8-901.234");
  },
};

export const Tin: Story = {
  render: () => <MaskedField mask="tin" label="TIN" />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "TIN" });
    await expect(input).toHaveAttribute("placeholder", "XXX-XXX-XXX-XXX");
    await userEvent.type(input, "123456789012");
    await expect(input).toHaveValue("123-456-789-012");
  },
};

export const Sec: Story = {
  render: () => <MaskedField mask="sec" label="SEC registration number" />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "SEC registration number" });
    await userEvent.type(input, "12345678901");
    await expect(input).toHaveValue("123456789");
  },
};

export const Phone: Story = {
  render: () => <PhoneField label="Mobile number" country="ID" />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Mobile number" });
    await userEvent.type(input, "0812");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining("leading 0"));
    await userEvent.clear(input);
    await userEvent.type(input, "81234567890");
    await userEvent.tab();
    await expect(input).toBeValid();
  },
};

export const Code: Story = {
  render: (args) => <CodeInput label="Verification code" onComplete={args.onComplete} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox", { name: "Verification code" });
    await userEvent.tab();
    await expectFocusRing(input);
    await userEvent.keyboard("12a345");
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard("6");
    // spec 001 §5: auto-submit when full.
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith("123456");
  },
};

export const Pin: Story = {
  render: () => <PinInput label="PIN" description="6 digits" />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("PIN", { selector: "input" });
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.type(input, "1234567");
    await expect(input).toHaveValue("123456");
    await expect(canvas.queryByText("1")).toBeNull();
  },
};

export const CodeWithError: Story = {
  render: () => <CodeInput label="Verification code" errorMessage="The code is not valid." />,
};

export const TextAreaWithCounter: Story = {
  render: () => <TextAreaField label="Feedback" maxLength={500} description="Tell us what to improve." />,
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole("textbox", { name: "Feedback" });
    await expect(area).toHaveAccessibleDescription(expect.stringContaining("500 characters left"));
    await userEvent.type(area, "Great");
    await expect(canvas.getByText("495 characters left")).toBeVisible();
  },
};

export const TextAreaAtLimit: Story = {
  render: () => <TextAreaField label="Address" maxLength={255} defaultValue={"a".repeat(254)} />,
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole("textbox", { name: "Address" });
    await userEvent.type(area, "bcd");
    await expect(area).toHaveValue(`${"a".repeat(254)}b`);
    await expect(canvas.getByText("0 characters left")).toBeVisible();
  },
};

export const NumberStepper: Story = {
  render: () => <NumberField label="Team members" minValue={1} maxValue={5} defaultValue={4} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Team members" });
    // The − / + buttons are for pointers; the keyboard steps with the arrow keys.
    await userEvent.tab();
    await expectFocusRing(input);
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("5");
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("5");
    await expect(canvas.getByRole("button", { name: /Increase/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: /Decrease/ }));
    await expect(input).toHaveValue("4");
    await userEvent.clear(input);
    await userEvent.type(input, "3x");
    await userEvent.tab();
    await expect(input).toHaveValue("3");
  },
};

/** Keyboard: every tab stop of the special fields shows the brand's focus ring. */
export const EveryTabStopShowsTheRing: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <MaskedField mask="npwp" label="NPWP number" />
      <PhoneField label="Mobile number" country="ID" />
      <PinInput label="PIN" />
      <TextAreaField label="Feedback" maxLength={500} />
      <ComboBox
        label="State"
        options={[
          { id: "jabar", label: "Jawa Barat" },
          { id: "bali", label: "Bali" },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const stops: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      const focused = document.activeElement as HTMLElement;
      if (!canvasElement.contains(focused)) break;
      await expectFocusRing(focused);
      stops.push(focused.getAttribute("aria-label") ?? (focused as HTMLInputElement).labels?.[0]?.textContent ?? "");
    }
    await expect(stops).toEqual(expect.arrayContaining(["NPWP number", "Mobile number", "PIN", "Feedback", "State"]));
  },
};
