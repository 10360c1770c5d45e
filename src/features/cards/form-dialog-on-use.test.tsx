import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";

// Issue 19: the card screens (configuration, details, fraud, promotions) paint their form's
// button without the dialogs' layer (overlays.tsx), which loads on the first press.
const overlays = vi.hoisted(() => ({ loads: 0 }));
vi.mock("../../components/ui/overlays.tsx", async (importOriginal) => {
  overlays.loads += 1;
  return importOriginal();
});

// The unit project shares one module graph per worker (vitest.config.ts `isolate: false`): the
// component under test comes from a fresh one, so an earlier file's loaded dialogs do not hide a
// static import of overlays.tsx here.
let FormDialog: typeof import("./form-dialog.tsx").FormDialog;
beforeAll(async () => {
  vi.resetModules();
  ({ FormDialog } = await import("./form-dialog.tsx"));
});

function AddRule({ onSubmit }: { onSubmit: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      trigger={{ label: "Add rule set", small: true }}
      title="New rule set"
      open={open}
      onOpenChange={setOpen}
      submitLabel="Save"
      pending={false}
      onSubmit={onSubmit}
      failure="Not allowed for this business."
    >
      <label>
        Name <input name="name" />
      </label>
    </FormDialog>
  );
}

describe("the cards' FormDialog loads its dialog on use (issue 19)", () => {
  it("renders the trigger without overlays.tsx, opens on the press, submits, closes with Cancel", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AddRule onSubmit={onSubmit} />);
    const trigger = screen.getByRole("button", { name: "Add rule set" });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(overlays.loads).toBe(0);

    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "New rule set" });
    expect(overlays.loads).toBe(1);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Not allowed for this business.");
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "night{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(dialog).toContainElement(screen.getByRole("textbox", { name: "Name" }));

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
