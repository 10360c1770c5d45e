import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";

// LazyDialogTrigger: overlays.tsx's `<Dialog trigger={…}>` whose dialog (overlays.tsx) loads on use.
const overlays = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./overlays.tsx", async (importOriginal) => {
  overlays.loads += 1;
  return importOriginal();
});

// The unit project shares one module graph per worker (vitest.config.ts `isolate: false`): the
// components under test come from a fresh one, so an earlier file's loaded dialogs do not hide a
// static import of overlays.tsx here.
let ui: {
  Button: typeof import("./button.tsx").Button;
  LazyDialogTrigger: typeof import("./lazy-dialog-trigger.tsx").LazyDialogTrigger;
};
beforeAll(async () => {
  vi.resetModules();
  ui = {
    Button: (await import("./button.tsx")).Button,
    LazyDialogTrigger: (await import("./lazy-dialog-trigger.tsx")).LazyDialogTrigger,
  };
});

function Register({ onPress, onRegister }: { onPress: () => void; onRegister: () => void }) {
  return (
    <ui.LazyDialogTrigger
      trigger={<ui.Button onPress={onPress}>Register customer</ui.Button>}
      title="Register a customer"
      actions={(close) => (
        <ui.Button
          onPress={() => {
            onRegister();
            close();
          }}
        >
          Register
        </ui.Button>
      )}
    >
      <label>
        Name <input name="name" />
      </label>
    </ui.LazyDialogTrigger>
  );
}

describe("LazyDialogTrigger (issue 19)", () => {
  it("paints the trigger alone, loads the dialog on hover, opens on the press with the trigger's own handler", async () => {
    const onPress = vi.fn();
    const onRegister = vi.fn();
    renderWithProviders(<Register onPress={onPress} onRegister={onRegister} />);
    const trigger = screen.getByRole("button", { name: "Register customer" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(overlays.loads).toBe(0);
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.hover(trigger);
    await waitFor(() => expect(overlays.loads).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.click(trigger);
    expect(onPress).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole("dialog", { name: "Register a customer" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(trigger).toHaveAttribute("aria-controls", dialog.id);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Ana");

    // The action's close() closes it; focus goes back to the trigger; Enter opens it again.
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(onRegister).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Register a customer" });
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(overlays.loads).toBe(1);
  });

  it("still runs the trigger's own hover and focus handlers beside its prefetching ones", async () => {
    const onHoverStart = vi.fn();
    const onFocus = vi.fn();
    renderWithProviders(
      <ui.LazyDialogTrigger
        trigger={
          <ui.Button onHoverStart={onHoverStart} onFocus={onFocus}>
            Connect
          </ui.Button>
        }
        title="Connect an app"
      >
        <p>Pick an app.</p>
      </ui.LazyDialogTrigger>,
    );
    const trigger = screen.getByRole("button", { name: "Connect" });
    await userEvent.hover(trigger);
    expect(onHoverStart).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    expect(onFocus).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Connect an app" })).toHaveTextContent("Pick an app.");
  });
});
