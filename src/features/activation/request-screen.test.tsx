import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render";
import { HttpError } from "../../lib/http/http-error";
import type { Session } from "../../lib/session/runtime";
import { RequestScreen } from "./request-screen";

function renderRequest(post: (path: string, options: { body: unknown }) => Promise<unknown>) {
  const session = { http: { post: vi.fn(post) } } as unknown as Session;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <RequestScreen kind="request-for-sales" /> }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    context: { session } as never,
  });
  renderWithProviders(<RouterProvider router={router as never} />);
  return session;
}

describe("request for sales (spec 001 §5 topics Pricing, Product, Others)", () => {
  it("keeps what was typed when sending fails, then sends the topic and message", async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(new HttpError({ error_code: "SERVER_ERROR", message: "", retryAfter: null, status: 503 }))
      .mockResolvedValueOnce({ ok: true });
    const session = renderRequest(post);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "Product" }));
    await user.type(screen.getByRole("textbox", { name: /Your message/ }), "Do you support QRIS?");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The request was not sent");
    expect(screen.getByRole("textbox", { name: /Your message/ })).toHaveValue("Do you support QRIS?");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("status")).toHaveTextContent("We received your request");
    expect(session.http.post).toHaveBeenLastCalledWith("/api/request-for-sales", {
      schema: expect.anything(),
      body: { topic: "Product", message: "Do you support QRIS?" },
    });
  });

  it("asks for a message of at least 3 characters before sending", async () => {
    const session = renderRequest(async () => ({ ok: true }));
    await userEvent.click(await screen.findByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Write at least 3 characters.")).toBeInTheDocument();
    expect(session.http.post).not.toHaveBeenCalled();
  });
});
