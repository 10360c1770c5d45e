import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";

// Issue 19: a page showing the 'oops' modal on a failure paints without the dialogs' layer
// (overlays.tsx), which loads when the modal first opens.
const overlays = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./overlays.tsx", async (importOriginal) => {
  overlays.loads += 1;
  return importOriginal();
});

// The unit project shares one module graph per worker (vitest.config.ts `isolate: false`): the
// components under test come from a fresh one, so an earlier file's loaded dialogs do not hide a
// static import of overlays.tsx here.
let ui: { Button: typeof import("./button.tsx").Button; OopsDialog: typeof import("./oops-dialog.tsx").OopsDialog };
beforeAll(async () => {
  vi.resetModules();
  ui = { Button: (await import("./button.tsx")).Button, OopsDialog: (await import("./oops-dialog.tsx")).OopsDialog };
});

function Resend({ onClose }: { onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <ui.Button onPress={() => setFailure("The link could not be sent.")}>Resend</ui.Button>
      <ui.OopsDialog
        isOpen={failure !== null}
        message={failure ?? ""}
        onClose={() => {
          setFailure(null);
          onClose();
        }}
      />
    </>
  );
}

describe("OopsDialog loads its dialog on use (issue 19)", () => {
  it("renders nothing and no overlays.tsx until opened, then the alert dialog with its message", async () => {
    const onClose = vi.fn();
    renderWithProviders(<Resend onClose={onClose} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(overlays.loads).toBe(0);
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Resend" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Oops!" });
    expect(overlays.loads).toBe(1);
    expect(dialog).toHaveTextContent("The link could not be sent.");
    const ok = screen.getByRole("button", { name: "OK" });
    await waitFor(() => expect(ok).toHaveFocus());

    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole("button", { name: "Resend" })).toHaveFocus());
  });
});
