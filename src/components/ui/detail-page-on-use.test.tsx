import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { ConfirmAction, DetailPage, type DetailQueryState } from "./detail-page.tsx";

// Issue 19: a detail page paints its confirm actions without the dialogs' layer (overlays.tsx:
// react-aria's modal, focus scope), which loads on the first press, or earlier on a hover or focus.
const overlays = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./overlays.tsx", async (importOriginal) => {
  overlays.loads += 1;
  return importOriginal();
});

const loaded: DetailQueryState = { isPending: false, isError: false, refetch: vi.fn() };

function page(onConfirm: () => Promise<void>) {
  return (
    <DetailPage
      list={{ label: "Invoices", href: "/invoices" }}
      recordId="inv_1"
      query={loaded}
      actions={
        <ConfirmAction label="Expire" title="Expire this invoice?" confirmLabel="Expire invoice" onConfirm={onConfirm}>
          The payer can no longer pay it.
        </ConfirmAction>
      }
    >
      <p>Body</p>
    </DetailPage>
  );
}

describe("ConfirmAction loads its dialog on use (issue 19)", () => {
  it("renders the page and its action without overlays.tsx, loads it on the press, and behaves as before", async () => {
    let release: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    renderWithProviders(page(onConfirm));
    const action = screen.getByRole("button", { name: "Expire" });
    expect(action).toHaveAttribute("aria-expanded", "false");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(overlays.loads).toBe(0);

    await userEvent.click(action);
    const dialog = await screen.findByRole("alertdialog", { name: "Expire this invoice?" });
    expect(overlays.loads).toBe(1);
    expect(action).toHaveAttribute("aria-expanded", "true");
    expect(action).toHaveAttribute("aria-controls", dialog.id);
    expect(dialog).toHaveTextContent("The payer can no longer pay it.");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Escape closes it and focus returns to the action.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(action).toHaveFocus());
    expect(action).toHaveAttribute("aria-expanded", "false");
    expect(onConfirm).not.toHaveBeenCalled();

    // Enter on the focused action opens it again; the confirm button shows progress, Cancel is
    // disabled meanwhile, and the dialog closes once the action has finished.
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("alertdialog", { name: "Expire this invoice?" });
    await userEvent.click(screen.getByRole("button", { name: "Expire invoice" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(overlays.loads).toBe(1);
  });
});
