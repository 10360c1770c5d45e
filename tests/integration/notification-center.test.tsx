/**
 * The notification centre against the sandbox (spec 002 §2.9, §7, §9): filter tags, mark one
 * read (the bell's badge drops), mark all read (badge gone, button disabled), error with retry.
 */
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
});

async function open(path = "/notification-center") {
  const app = renderApp(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(app.user, "owner@demo.test");
  await waitFor(() => expect(app.router.state.location.pathname).toBe("/notification-center"));
  return app;
}

const items = () =>
  within(screen.getByRole("list", { name: "Notification list" })).getAllByRole("heading", { level: 2 });

describe("notification centre (spec 002 §2.9)", () => {
  it("filters by tag in the URL and pages with Load more", async () => {
    const { user, router } = await open();
    await waitFor(() => expect(items()).toHaveLength(20));
    await user.click(screen.getByRole("button", { name: "Products" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: "products" }));
    await waitFor(() => expect(items().every((h) => h.textContent?.startsWith("New feature"))).toBe(true));
    await user.click(screen.getByRole("button", { name: "Updates" }));
    await waitFor(() => expect(items().every((h) => h.textContent?.startsWith("Update"))).toBe(true));
    const before = items().length;
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(items().length).toBeGreaterThan(before));
  });

  it("shows the read-one failure message and keeps the list (spec 002 §7)", async () => {
    const { user } = await open();
    const button = await screen.findByRole("button", { name: "Mark “Update #2” as read" });
    await fetch(`${sandbox.url()}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/api/notifications/ntf_usr_owner_001/read", status: 500, times: 1 }),
    });
    await user.click(button);
    expect(await screen.findByText("This notification could not be marked as read. Please try again.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Mark “Update #2” as read" })).toBeInTheDocument();
  });

  it("marks one read (the bell drops) and then all read (badge gone, button disabled)", async () => {
    const { user } = await open();
    await screen.findByRole("button", { name: "Notifications, 110 unread" });
    const first = await screen.findByRole("button", { name: "Mark “New feature #1” as read" });
    await user.click(first);
    await screen.findByRole("button", { name: "Notifications, 109 unread" });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark “New feature #1” as read" })).toBeNull());
    const all = screen.getByRole("button", { name: "Mark all as read" });
    await user.click(all);
    await screen.findByRole("button", { name: "Notifications" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled());
    expect(screen.queryAllByRole("button", { name: /^Mark “/ })).toHaveLength(0);
  });

  it("shows the load error with a retry that recovers (errorFetch)", async () => {
    await fetch(`${sandbox.url()}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/api/notifications", method: "GET", status: 500, times: 10 }),
    });
    const { user } = await open();
    const alert = await screen.findByText("We could not load your notifications. Please refresh to try again.");
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
    await user.click(within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(items()).toHaveLength(20));
  });
});
