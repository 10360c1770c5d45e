import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";

// Issue 19: focusing "Send a test event" starts loading its dialog and the dialogs' layer together.
const loads = vi.hoisted(() => ({ overlays: 0, dialog: 0 }));
vi.mock("../../components/ui/overlays.tsx", async (importOriginal) => {
  loads.overlays += 1;
  return importOriginal();
});
vi.mock("./test-event-dialog.tsx", async (importOriginal) => {
  loads.dialog += 1;
  return importOriginal();
});

// a fresh module graph: the unit project shares one per worker (see dialogs-on-use.test.tsx)
let TestEvent: typeof import("./test-event.tsx").TestEvent;
beforeAll(async () => {
  vi.resetModules();
  ({ TestEvent } = await import("./test-event.tsx"));
});

describe("TestEvent prefetches its dialog (issue 19)", () => {
  it("loads the dialog's module and overlays.tsx on focus, before any press", async () => {
    renderWithProviders(<TestEvent />);
    expect(loads).toEqual({ overlays: 0, dialog: 0 });
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Send a test event" })).toHaveFocus();
    await waitFor(() => expect(loads).toEqual({ overlays: 1, dialog: 1 }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
