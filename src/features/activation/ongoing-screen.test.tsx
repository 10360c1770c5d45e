import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render";
import { HttpError } from "../../lib/http/http-error";
import type { Session } from "../../lib/session/runtime";
import { EmailVerification } from "./ongoing-screen";

function renderWithSession(post: () => Promise<unknown>) {
  const session = { http: { post: vi.fn(post) } } as unknown as Session;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <EmailVerification email="budi@kopi.test" /> }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    context: { session } as never,
  });
  renderWithProviders(<RouterProvider router={router as never} />);
  return session;
}

describe("e-mail verification on the ongoing-activation screen (spec 001 §2, §8)", () => {
  it("resends the link and says so", async () => {
    const session = renderWithSession(async () => ({ ok: true }));
    await userEvent.click(await screen.findByRole("button", { name: "Resend the verification e-mail" }));
    expect(await screen.findByRole("status")).toHaveTextContent("We sent the link again.");
    expect(session.http.post).toHaveBeenCalledWith("/api/users/resend_email_verification", expect.anything());
  });

  it("shows the 'oops' modal with the failed message when the resend fails, and closes it", async () => {
    renderWithSession(() =>
      Promise.reject(new HttpError({ error_code: "SERVER_ERROR", message: "down", retryAfter: null, status: 503 })),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Resend the verification e-mail" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Oops!" });
    expect(dialog).toHaveTextContent("We could not send the verification e-mail.");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
