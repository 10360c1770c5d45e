import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { EmailField, PasswordField, TextField } from "./field.tsx";
import { expectFocusRing } from "./story-helpers.ts";

const meta = {
  title: "Forms/Text field",
  component: TextField,
  args: { label: "Business name", description: "As written on your deed of establishment." },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Business name" });
    await expect(input).toHaveAccessibleDescription("As written on your deed of establishment.");
    await userEvent.tab();
    await expectFocusRing(input);
    await userEvent.keyboard("PT Maju Jaya");
    await expect(input).toHaveValue("PT Maju Jaya");
  },
};

export const WithError: Story = {
  args: { errorMessage: "Enter the business name.", defaultValue: "" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Business name" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining("Enter the business name."));
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: "PT Maju Jaya" } };

export const Email: Story = {
  render: () => <EmailField label="E-mail address" placeholder="name@example.com" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "E-mail address" })).toHaveAttribute("type", "email");
  },
};

export const Password: Story = {
  render: () => <PasswordField label="Password" defaultValue="s3cretpass" />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Password", { selector: "input" });
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expectFocusRing(toggle);
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  },
};
