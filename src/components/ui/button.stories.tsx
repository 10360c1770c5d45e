import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button, IconButton, LinkButton } from "./button.tsx";
import { ICON_NAMES } from "./icon-paths.ts";
import { CARD_BRANDS, CardBrandIcon, Icon } from "./icons.tsx";
import { expectFocusRing } from "./story-helpers.ts";

const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: "Create invoice", onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Create invoice" });
    await expectFocusRing(button);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger" icon="trash">
        Delete
      </Button>
      <Button {...args} size="sm" icon="plus">
        Small
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Create invoice" }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Create invoice" }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Link: Story = {
  render: () => (
    <LinkButton href="#billing-statements" icon="file">
      Billing statements
    </LinkButton>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: "Billing statements" });
    await userEvent.tab();
    await expectFocusRing(link);
    await expect(link).toHaveAttribute("href", "#billing-statements");
  },
};

export const IconOnly: Story = {
  render: (args) => <IconButton icon="close" label="Close" onPress={args.onPress} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Close" });
    await expectFocusRing(button);
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Icons: Story = {
  render: () => (
    <div className="grid grid-cols-8 gap-4 text-text">
      {ICON_NAMES.map((name) => (
        <div key={name} className="flex flex-col items-center gap-1 text-xs">
          <Icon name={name} />
          {name}
        </div>
      ))}
    </div>
  ),
};

export const CardBrands: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-3 text-primary">
      {CARD_BRANDS.map((brand) => (
        <li key={brand}>
          <CardBrandIcon brand={brand} unknownLabel="Unknown card" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img")).toHaveLength(CARD_BRANDS.length);
    await expect(canvas.getByRole("img", { name: "American Express" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Unknown card" })).toBeVisible();
  },
};
