/**
 * The notification centre's list states (issue 15; spec 002 §2.9, §8): loading, error with retry
 * (errorFetch), empty, populated; read-one and read-all failures (errorReadOneNotification,
 * errorReadAllNotification); mark-all disabled when none is unread or on error.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render";
import type { Notification, NotificationList } from "../../contract/settings";
import { HttpError } from "../../lib/http/http-error";
import type { Session } from "../../lib/session/runtime";
import { NotificationCenterScreen } from "./notification-center";

const note = (i: number, is_read = false): Notification => ({
  id: `n${i}`,
  type: "updates",
  created: "2026-11-01T00:00:00.000Z",
  title: { en: `Title ${i}`, id: `Judul ${i}` },
  message: { en: `Message ${i}` },
  is_read,
  media_type: null,
  media_url: null,
  target_url: null,
});
const page = (notifications: Notification[]): NotificationList => ({
  notifications,
  unread_count: notifications.filter((n) => !n.is_read).length,
  total_count: notifications.length,
  next_cursor: null,
});
const failure = () => new HttpError({ error_code: "SERVER_ERROR", message: "down", retryAfter: null, status: 500 });

function renderScreen(http: {
  get: () => Promise<unknown>;
  patch?: () => Promise<unknown>;
  post?: () => Promise<unknown>;
}) {
  const session = {
    http: { get: vi.fn(http.get), patch: vi.fn(http.patch), post: vi.fn(http.post) },
    store: { environment: () => "DEVELOPMENT" },
  } as unknown as Session;
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <NotificationCenterScreen businessId="b1" type={undefined} onTypeChange={() => undefined} />,
    }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    context: { session } as never,
  });
  renderWithProviders(<RouterProvider router={router as never} />);
  return session;
}

const markAll = () => screen.getByRole("button", { name: "Mark all as read" });

describe("notification centre states (spec 002 §2.9, §8)", () => {
  it("shows the loading state while the list is on its way", async () => {
    renderScreen({ get: () => new Promise(() => undefined) });
    expect(await screen.findByText("Loading your notifications…")).toBeInTheDocument();
  });

  it("shows errorFetch with a retry that recovers; mark-all is disabled on error", async () => {
    let calls = 0;
    renderScreen({
      get: async () => {
        calls++;
        if (calls === 1) throw failure();
        return { data: page([note(1)]) };
      },
    });
    const message = await screen.findByText("We could not load your notifications. Please refresh to try again.");
    expect(markAll()).toBeDisabled();
    await userEvent.click(
      within(message.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }),
    );
    expect(await screen.findByRole("heading", { name: /Title 1/ })).toBeInTheDocument();
    expect(markAll()).toBeEnabled();
  });

  it("shows the empty state; mark-all is disabled when none is unread", async () => {
    renderScreen({ get: async () => ({ data: page([]) }) });
    expect(await screen.findByText("No notifications yet.")).toBeInTheDocument();
    expect(markAll()).toBeDisabled();
  });

  it("lists the populated page with the unread count", async () => {
    renderScreen({ get: async () => ({ data: page([note(1), note(2, true)]) }) });
    const list = await screen.findByRole("list", { name: "Notification list" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("1 unread")).toBeInTheDocument();
  });

  it("shows errorReadOneNotification when marking one read fails, and refreshes the list", async () => {
    const session = renderScreen({ get: async () => ({ data: page([note(1)]) }) });
    const patch = session.http.patch as unknown as ReturnType<typeof vi.fn>;
    patch.mockRejectedValue(failure());
    await userEvent.click(await screen.findByRole("button", { name: "Mark “Title 1” as read" }));
    const alert = await screen.findByText("This notification could not be marked as read. Please try again.");
    expect(alert).toHaveAttribute("data-message-key", "errorReadOneNotification");
    await vi.waitFor(() => expect(session.http.get).toHaveBeenCalledTimes(2));
  });

  it("shows errorReadAllNotification when marking all read fails", async () => {
    const session = renderScreen({ get: async () => ({ data: page([note(1)]) }) });
    (session.http.post as unknown as ReturnType<typeof vi.fn>).mockRejectedValue(failure());
    await screen.findByRole("heading", { name: /Title 1/ });
    await userEvent.click(markAll());
    const alert = await screen.findByText("Your notifications could not be marked as read. Please try again.");
    expect(alert).toHaveAttribute("data-message-key", "errorReadAllNotification");
  });
});
