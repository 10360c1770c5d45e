import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { ConfirmAction } from "./detail-page.tsx";

// Issue 19: hovering or focusing a confirm action starts loading its dialog, so the press rarely waits.
const overlays = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./overlays.tsx", async (importOriginal) => {
  overlays.loads += 1;
  return importOriginal();
});

describe("ConfirmAction prefetches its dialog (issue 19)", () => {
  it("loads overlays.tsx on hover, before any press", async () => {
    renderWithProviders(
      <ConfirmAction label="Cancel payout" title="Cancel this payout?" confirmLabel="Cancel payout" onConfirm={vi.fn()}>
        The money stays in your balance.
      </ConfirmAction>,
    );
    expect(overlays.loads).toBe(0);
    await userEvent.hover(screen.getByRole("button", { name: "Cancel payout" }));
    await waitFor(() => expect(overlays.loads).toBe(1));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
