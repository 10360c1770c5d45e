import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { HttpError } from "../../lib/http/http-error.ts";
import { ConfirmAction, DetailPage, type DetailQueryState } from "./detail-page.tsx";

const LIST = { label: "Transactions", href: "/transactions-new?status=SUCCESS&page=2" };
const loaded: DetailQueryState = { isPending: false, isError: false, refetch: vi.fn() };
const notFound = new HttpError({
  error_code: "DATA_NOT_FOUND",
  message: "Record not found",
  retryAfter: null,
  status: 404,
});

describe("DetailPage (issue 10)", () => {
  it("leads back to the list with its filters and shows the record's id with a copy button", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(
      <DetailPage
        list={LIST}
        recordId="tx_123"
        title="REF-123"
        status={{ family: "charge", status: "SUCCEEDED" }}
        query={loaded}
      >
        <p>Body</p>
      </DetailPage>,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumbs" });
    expect(nav.querySelector("a[href]")).toHaveAttribute("href", LIST.href);
    expect(screen.getByRole("heading", { level: 1, name: "REF-123" })).toBeInTheDocument();
    expect(screen.getByText("Body")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Copy ID" }));
    expect(writeText).toHaveBeenCalledWith("tx_123");
    expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();
  });

  it("says clearly when the id is wrong or another business's (404 DATA_NOT_FOUND)", () => {
    renderWithProviders(
      <DetailPage
        list={LIST}
        recordId="tx_other"
        query={{ isPending: false, isError: true, error: notFound, refetch: vi.fn() }}
      />,
    );
    expect(screen.getByText("We could not find this record.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Transactions" })).toHaveAttribute("href", LIST.href);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("offers a retry when loading failed otherwise", async () => {
    const refetch = vi.fn();
    const failure = new HttpError({ error_code: "SERVER_ERROR", message: "", retryAfter: null, status: 500 });
    renderWithProviders(
      <DetailPage list={LIST} recordId="tx_1" query={{ isPending: false, isError: true, error: failure, refetch }} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("This record could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("shows a loading state and no actions while loading", () => {
    renderWithProviders(
      <DetailPage
        list={LIST}
        recordId="tx_1"
        query={{ ...loaded, isPending: true }}
        actions={<button type="button">Refund</button>}
      >
        <p>Body</p>
      </DetailPage>,
    );
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByText("Body")).toBeNull();
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });

  it("asks for confirmation before an action runs", async () => {
    const onConfirm = vi.fn(async () => {});
    renderWithProviders(
      <ConfirmAction
        label="Void"
        title="Void this payment?"
        confirmLabel="Void payment"
        tone="danger"
        onConfirm={onConfirm}
      >
        It cannot be undone.
      </ConfirmAction>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Void" }));
    // The dialog's code loads on the first press (issue 19).
    expect(await screen.findByRole("alertdialog", { name: "Void this payment?" })).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Void payment" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
