import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";

// Issue 19: the disbursement, batch and payout-link pages paint their "New …" button without the
// dialogs' layer (overlays.tsx), which loads on the first press (or earlier on a hover or focus).
const overlays = vi.hoisted(() => ({ loads: 0 }));
vi.mock("../../components/ui/overlays.tsx", async (importOriginal) => {
  overlays.loads += 1;
  return importOriginal();
});

// The unit project shares one module graph per worker (vitest.config.ts `isolate: false`): the
// component under test comes from a fresh one, so an earlier file's loaded dialogs do not hide a
// static import of overlays.tsx here.
let SendFormDialog: typeof import("./shared.tsx").SendFormDialog;
beforeAll(async () => {
  vi.resetModules();
  ({ SendFormDialog } = await import("./shared.tsx"));
});

function NewDisbursement({ onSubmit }: { onSubmit: () => void }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <SendFormDialog
      trigger={{ label: "New disbursement", icon: "plus" }}
      title="New disbursement"
      open={open}
      onOpenChange={setOpen}
      submitLabel="Send"
      pending={false}
      onSubmit={() => {
        onSubmit();
        setError("The bank is not available.");
      }}
      callError={error}
    >
      <label>
        Reference <input name="reference" />
      </label>
    </SendFormDialog>
  );
}

describe("SendFormDialog loads its dialog on use (issue 19)", () => {
  it("renders the trigger without overlays.tsx, opens on the press, keeps what was typed on failure", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<NewDisbursement onSubmit={onSubmit} />);
    const trigger = screen.getByRole("button", { name: "New disbursement" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(overlays.loads).toBe(0);

    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "New disbursement" });
    expect(overlays.loads).toBe(1);
    expect(trigger).toHaveAttribute("aria-controls", dialog.id);
    await userEvent.type(screen.getByRole("textbox", { name: "Reference" }), "rent");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("The bank is not available.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Reference" })).toHaveValue("rent");

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});
