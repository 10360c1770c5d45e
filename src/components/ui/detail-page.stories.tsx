import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { HttpError } from "../../lib/http/http-error.ts";
import { ConfirmAction, DetailPage, DetailSection } from "./detail-page.tsx";
import { Amount, DateText, DescriptionList } from "./display.tsx";

type Args = { state: "ready" | "loading" | "notFound" | "error"; onRetry: () => void; onConfirm: () => void };

const LIST = { label: "Payments", href: "#/payments?status=SUCCEEDED&page=2" };
const errors = {
  notFound: new HttpError({ error_code: "DATA_NOT_FOUND", message: "Record not found", retryAfter: null, status: 404 }),
  error: new HttpError({ error_code: "SERVER_ERROR", message: "", retryAfter: null, status: 500 }),
};

function Demo({ state, onRetry, onConfirm }: Args) {
  return (
    <DetailPage
      list={LIST}
      recordId="pay_5f2c9a7e"
      crumb="INV-0042"
      title="INV-0042"
      status={{ family: "charge", status: "SUCCEEDED" }}
      query={{
        isPending: state === "loading",
        isError: state === "notFound" || state === "error",
        error: state === "notFound" || state === "error" ? errors[state] : null,
        refetch: onRetry,
      }}
      actions={
        <ConfirmAction
          label="Refund"
          title="Refund this payment?"
          confirmLabel="Refund payment"
          tone="danger"
          onConfirm={onConfirm}
        >
          The customer receives the full amount back.
        </ConfirmAction>
      }
    >
      <DetailSection title="Details">
        <DescriptionList
          items={[
            { term: "Amount", details: <Amount value={1_250_000} /> },
            { term: "Created", details: <DateText value="2026-11-20T03:15:00Z" withTime /> },
            { term: "Channel", details: "E-wallet" },
            { term: "Description", details: "Order 42" },
          ]}
        />
      </DetailSection>
    </DetailPage>
  );
}

const meta = {
  title: "Lists/Detail page",
  render: (args) => <Demo {...args} />,
  args: { state: "ready", onRetry: fn(), onConfirm: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const crumbs = canvas.getByRole("navigation", { name: "Breadcrumbs" });
    await expect(within(crumbs).getByText("Payments").closest("a")).toHaveAttribute("href", LIST.href);
    await expect(canvas.getByRole("heading", { level: 1, name: "INV-0042" })).toBeVisible();
    await expect(canvas.getByText("pay_5f2c9a7e")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Refund" }));
    // The dialog's code loads on the first press (issue 19).
    const dialog = await within(document.body).findByRole("alertdialog", { name: "Refund this payment?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund payment" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { state: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Refund" })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { state: "notFound" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("We could not find this record.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Payments" })).toHaveAttribute("href", LIST.href);
  },
};

export const ErrorWithRetry: Story = {
  args: { state: "error" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Indonesian: Story = {
  globals: { language: "id", country: "ID" },
  args: { state: "notFound" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Kami tidak dapat menemukan data ini.")).toBeVisible();
  },
};
