import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { Button, IconButton } from "./button.tsx";
import { Card } from "./display.tsx";
import { Grid, LoadingRegion, PageHeader, Skeleton, SkeletonText, Stack, TopBar } from "./layout.tsx";
import { EmptyState, ErrorState } from "./states.tsx";
import { expectFocusRing } from "./story-helpers.ts";

const meta = { title: "Layout/Page header, top bar, stack, grid, skeleton" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  render: () => (
    <PageHeader
      title="Disbursements"
      description="Send money to bank accounts and e-wallets."
      breadcrumbs={
        <Breadcrumbs
          items={[
            { id: "home", label: "Home", href: "#home" },
            { id: "disbursements", label: "Disbursements" },
          ]}
        />
      }
      actions={
        <>
          <Button variant="secondary" icon="download">
            Export
          </Button>
          <Button icon="plus">New disbursement</Button>
        </>
      }
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Disbursements" })).toBeVisible();
    const trail = canvas.getByRole("navigation", { name: "Breadcrumbs" });
    await expect(trail).toHaveTextContent("HomeDisbursements");
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("link", { name: "Home" }));
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "Export" }));
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "New disbursement" }));
  },
};

export const Bar: Story = {
  render: () => (
    <TopBar
      start={<IconButton icon="menu" label="Open menu" />}
      end={
        <>
          <IconButton icon="bell" label="Notifications" />
          <IconButton icon="user" label="Account" />
        </>
      }
    >
      <span className="truncate font-semibold">PT Maju Jaya</span>
    </TopBar>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("banner")).toHaveTextContent("PT Maju Jaya");
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "Open menu" }));
  },
};

export const StackAndGrid: Story = {
  render: () => (
    <Stack gap={6}>
      <Stack direction="responsive" justify="between" align="center">
        <strong>Balance</strong>
        <Button size="sm">Withdraw</Button>
      </Stack>
      <Grid columns={3}>
        <Card title="Quick actions">Create an invoice</Card>
        <Card title="Account setup">Add a bank account</Card>
        <Card title="Learn more">Read the docs</Card>
      </Grid>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(3);
  },
};

export const Skeletons: Story = {
  render: () => (
    <LoadingRegion isLoading>
      <Stack gap={3}>
        <Stack direction="row" align="center" gap={3}>
          <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
          <Skeleton width="12rem" />
        </Stack>
        <SkeletonText lines={3} />
        <Skeleton shape="block" height="6rem" />
      </Stack>
    </LoadingRegion>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
    await expect(canvasElement.querySelector("[aria-busy='true']")).not.toBeNull();
    // The placeholders themselves are hidden from assistive technology.
    for (const block of canvasElement.querySelectorAll("[data-skeleton]")) {
      await expect(block).toHaveAttribute("aria-hidden", "true");
    }
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      title="No invoices yet"
      description="Invoices you create appear here."
      action={<Button icon="plus">Create invoice</Button>}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("No invoices yet")).toBeVisible();
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "Create invoice" }));
  },
};

export const ErrorWithRetry: StoryObj<{ onRetry: () => void }> = {
  args: { onRetry: fn() },
  render: (args) => <ErrorState message="Your notifications could not be loaded." onRetry={args.onRetry} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Your notifications could not be loaded.");
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "Try again" }));
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
