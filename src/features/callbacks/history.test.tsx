/**
 * A callback's webhook history states (issue 15; spec 002 §2.10, §8): loading, error with retry,
 * empty, and the populated list showing only FAILED and COMPLETED events, with the 105 response
 * shown without a status and the payload pretty-printed.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render";
import type { WebhookEvent } from "../../contract/settings";
import { HttpError } from "../../lib/http/http-error";
import type { Session } from "../../lib/session/runtime";
import { History } from "./screens";

const event = (id: string, status: WebhookEvent["status"], code: number | null): WebhookEvent => ({
  id,
  status,
  created_at: "2026-11-01T00:00:00.000Z",
  next_redelivery_schedule: null,
  sender: "sender-1",
  response: code === null ? null : { code, payload: '{"a":1}', duration: 120, error_code: null },
});

function renderHistory(get: () => Promise<unknown>) {
  const session = { http: { get: vi.fn(get) }, store: { environment: () => "DEVELOPMENT" } } as unknown as Session;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <History id="whk_1" /> }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    context: { session } as never,
  });
  renderWithProviders(<RouterProvider router={router as never} />);
}

describe("webhook history states (spec 002 §2.10)", () => {
  it("shows the loading state", async () => {
    renderHistory(() => new Promise(() => undefined));
    expect(await screen.findByText("Loading the history…")).toBeInTheDocument();
  });

  it("shows the error with a retry that recovers", async () => {
    let calls = 0;
    renderHistory(async () => {
      calls++;
      if (calls === 1)
        throw new HttpError({ error_code: "SERVER_ERROR", message: "down", retryAfter: null, status: 500 });
      return { data: [event("e1", "COMPLETED", 200)] };
    });
    const alert = (await screen.findByText("The history could not be loaded.")).closest("[role=alert]") as HTMLElement;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Webhook history" })).toBeInTheDocument();
  });

  it("shows the empty state when no FAILED or COMPLETED event exists", async () => {
    renderHistory(async () => ({ data: [event("e1", "CALLBACK_URL_NOT_SET", null)] }));
    expect(await screen.findByText("No delivery attempts yet.")).toBeInTheDocument();
  });

  it("lists only FAILED and COMPLETED events; 105 shows no status; the payload is pretty-printed", async () => {
    renderHistory(async () => ({
      data: [event("e1", "COMPLETED", 200), event("e2", "CALLBACK_URL_NOT_SET", null), event("e3", "FAILED", 105)],
    }));
    const items = within(await screen.findByRole("list", { name: "Webhook history" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("200 · Success (2xx)");
    expect(items[1]).toHaveTextContent("Delivery not attempted (105)");
    expect(items[1]).not.toHaveTextContent("Failed");
    expect(items[0]?.querySelector("pre")?.textContent).toBe('{\n  "a": 1\n}');
  });
});
