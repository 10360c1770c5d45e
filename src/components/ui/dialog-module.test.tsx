import { act, screen } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";

// Issue 19: a dialog's own module loads when it is first rendered; `prefetch` starts it and the
// dialogs' layer (overlays.tsx) before that.
const loads = vi.hoisted(() => ({ overlays: 0 }));
vi.mock("./overlays.tsx", async (importOriginal) => {
  loads.overlays += 1;
  return importOriginal();
});

// a fresh module graph: the unit project shares one per worker (vitest.config.ts `isolate: false`)
let dialogModule: typeof import("./dialog-module.ts").dialogModule;
beforeAll(async () => {
  vi.resetModules();
  ({ dialogModule } = await import("./dialog-module.ts"));
});

function deferred() {
  let resolve: (component: (props: { name: string }) => ReactNode) => void = () => undefined;
  const promise = new Promise<(props: { name: string }) => ReactNode>((r) => (resolve = r));
  return { promise, resolve };
}

describe("dialogModule (issue 19)", () => {
  it("loads nothing until rendered or prefetched; prefetch starts the module and overlays.tsx", async () => {
    const module = deferred();
    const load = vi.fn(() => module.promise);
    const { Dialog, prefetch } = dialogModule(load);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();
    expect(loads.overlays).toBe(0);

    prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(loads.overlays).toBe(1));

    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <Dialog name="Key" />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    await act(async () => module.resolve(({ name }) => <p>dialog {name}</p>));
    expect(await screen.findByText("dialog Key")).toBeInTheDocument();
  });
});
