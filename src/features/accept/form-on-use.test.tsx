import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FormDialog } from "./form.tsx";

// Issue 19: the accept pages paint their "Create …" button without the dialogs' layer
// (overlays.tsx), which loads on the first press (or earlier on a hover or focus).
const overlays = vi.hoisted(() => ({ loads: 0 }));
vi.mock("../../components/ui/overlays.tsx", async (importOriginal) => {
  overlays.loads += 1;
  return importOriginal();
});

function CreateThing({ onSubmit }: { onSubmit: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      title="Create thing"
      trigger={
        <Button icon="plus" onPress={() => setOpen(true)}>
          Create thing
        </Button>
      }
      isOpen={open}
      onOpenChange={setOpen}
      submitLabel="Save thing"
      pending={false}
      failure={null}
      onSubmit={(event) => {
        event?.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Name <input name="name" />
      </label>
    </FormDialog>
  );
}

describe("FormDialog loads its dialog on use (issue 19)", () => {
  it("renders the trigger without overlays.tsx, opens the form on the first press, closes with Escape", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CreateThing onSubmit={onSubmit} />);
    const trigger = screen.getByRole("button", { name: "Create thing" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(overlays.loads).toBe(0);

    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Create thing" });
    expect(overlays.loads).toBe(1);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(trigger).toHaveAttribute("aria-controls", dialog.id);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "x");
    await userEvent.click(screen.getByRole("button", { name: "Save thing" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});
