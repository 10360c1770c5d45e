import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, within } from "storybook/test";
import { Checkbox, RadioGroup, Switch } from "./choice.tsx";
import { ComboBox, Select } from "./select.tsx";
import { expectFocusRing } from "./story-helpers.ts";

interface Handlers {
  onChange: (selected: boolean) => void;
  onSelectionChange: (key: string | null) => void;
}

const meta = {
  title: "Forms/Choices",
  args: { onChange: fn(), onSelectionChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<Handlers>;
export default meta;
type Story = StoryObj<Handlers>;

const STATES = [
  "Aceh",
  "Bali",
  "Banten",
  "DKI Jakarta",
  "Jawa Barat",
  "Jawa Tengah",
  "Jawa Timur",
  "Sumatera Utara",
].map((label) => ({ id: label.toLowerCase().replace(/\s+/g, "-"), label }));

const indicator = (el: HTMLElement) => el.closest("label")?.querySelector("[data-indicator]") as Element;

export const CheckboxStory: Story = {
  name: "Checkbox",
  args: { onChange: fn() },
  render: (args) => (
    <Checkbox onChange={(args as { onChange: (v: boolean) => void }).onChange}>I agree to the terms</Checkbox>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("checkbox", { name: "I agree to the terms" });
    await userEvent.tab();
    await expectFocusRing(box, indicator(box));
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Radio: Story = {
  render: () => (
    <RadioGroup
      label="Country of registration"
      defaultValue="id"
      options={[
        { id: "id", label: "Indonesia" },
        { id: "ph", label: "Philippines" },
        { id: "foreign", label: "Foreign" },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const indonesia = canvas.getByRole("radio", { name: "Indonesia" });
    await expectFocusRing(indonesia, indicator(indonesia));
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Philippines" })).toBeChecked();
  },
};

export const RadioWithError: Story = {
  render: () => (
    <RadioGroup
      label="Is anyone a politically exposed person?"
      errorMessage="Choose yes or no."
      orientation="horizontal"
      options={[
        { id: "yes", label: "Yes" },
        { id: "no", label: "No" },
      ]}
    />
  ),
};

export const SwitchStory: Story = {
  name: "Switch",
  render: () => <Switch>Live mode</Switch>,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "Live mode" });
    await userEvent.tab();
    await expectFocusRing(toggle, indicator(toggle));
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
  },
};

export const SelectStory: Story = {
  name: "Select",
  render: (args) => (
    <Select
      label="Entity type"
      options={[
        { id: "pt", label: "PT" },
        { id: "cv", label: "CV" },
        { id: "koperasi", label: "Koperasi" },
      ]}
      onSelectionChange={args.onSelectionChange}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: /Entity type/ });
    await expectFocusRing(trigger);
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(listbox).not.toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenCalledWith("cv");
    await expect(trigger).toHaveTextContent("CV");
  },
};

export const SearchableComboBox: Story = {
  render: () => <ComboBox label="State" options={STATES} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("combobox", { name: "State" });
    await userEvent.click(input);
    // spec 001 §5: state names searched by substring, not only by prefix.
    await userEvent.keyboard("jawa");
    const listbox = await screen.findByRole("listbox");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Jawa Barat", "Jawa Tengah", "Jawa Timur"]);
    await userEvent.clear(input);
    await userEvent.keyboard("utara");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Sumatera Utara"]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(input).toHaveValue("Sumatera Utara");
  },
};
