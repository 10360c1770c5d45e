/**
 * spec 000 §4 Authentication: "If the refresh fails: notifications are dismissed, …"; sign out
 * ends the session the same way. The app's one toast area (root route) listens to the session.
 */
import { act, screen, waitFor } from "@testing-library/react";
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../../sandbox/demo-logins.ts";
import { dismissToastsOnSessionEnd, type ToastContentData, toast, toastQueue } from "../../src/components/ui/toast.tsx";
import { authEndpoints } from "../../src/contract/auth-endpoints.ts";
import { logIn, signOut } from "../../src/features/session/api.ts";
import { appRenderer } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

// whole screens typed into by a user: allow for a busy machine
vi.setConfig({ testTimeout: 30_000 });
const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);

async function admin(path: string, body?: unknown) {
  await fetch(`${sandbox.url()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
}

afterEach(async () => {
  localStorage.clear();
  act(() => toastQueue.clear());
  await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
});

async function loggedInWithToasts() {
  const app = renderApp("/login");
  await screen.findByRole("heading", { name: "Log in to your account" });
  await logIn(app.session, { email: "owner@demo.test", password: DEMO_PASSWORD });
  act(() => {
    toast.success("Invoice saved");
    toast.show({ tone: "error", title: "Export failed", sticky: true });
  });
  const region = await screen.findByRole("region", { name: "Notifications" });
  expect(region).toHaveTextContent("Invoice saved");
  expect(region).toHaveTextContent("Export failed");
  return app;
}

describe("notifications at the end of the session (spec 000 §4)", () => {
  it("are dismissed, sticky ones too, when the token refresh fails", async () => {
    const { session } = await loggedInWithToasts();
    await admin("/__sandbox/faults", { path: "/api/auth/token/refresh", status: 401, error_code: "INVALIDATED_TOKEN" });
    await admin("/__sandbox/expire-tokens");
    await act(async () => {
      await session.http
        .get(authEndpoints.businessSettings.path, { schema: authEndpoints.businessSettings.response })
        .catch(() => undefined);
    });
    await waitFor(() => expect(screen.queryByText("Invoice saved")).not.toBeInTheDocument());
    expect(screen.queryByText("Export failed")).not.toBeInTheDocument();
    expect(toastQueue.visibleToasts).toEqual([]);
  });

  it("are dismissed on sign out", async () => {
    const { session } = await loggedInWithToasts();
    await act(async () => {
      await signOut(session);
    });
    await waitFor(() => expect(screen.queryByText("Export failed")).not.toBeInTheDocument());
    expect(toastQueue.visibleToasts).toEqual([]);
  });

  it("a toast shown after a new login stays (the listener does not fire again by itself)", async () => {
    const { session } = await loggedInWithToasts();
    await act(async () => {
      await signOut(session);
    });
    await act(async () => {
      await logIn(session, { email: "owner@demo.test", password: DEMO_PASSWORD });
      toast.success("Welcome back");
    });
    expect(await screen.findByText("Welcome back")).toBeInTheDocument();
  });

  it("dismissToastsOnSessionEnd unsubscribes", () => {
    const listeners = new Set<() => void>();
    const source = {
      onEnd(listener: () => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
    const queue = new ToastQueue<ToastContentData>();
    const stop = dismissToastsOnSessionEnd(source, queue);
    queue.add({ tone: "info", title: "one" });
    for (const l of listeners) l();
    expect(queue.visibleToasts).toEqual([]);
    stop();
    expect(listeners.size).toBe(0);
  });
});
