/**
 * The home page in the running dashboard against the sandbox (issue 14): the cards of spec 001 §6
 * for an owner, and a request card that opens its form and sends it (spec 001 §7).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => localStorage.clear());

async function openHome(email: string) {
  const app = renderApp(`/login?redirect=${encodeURIComponent("/home")}`);
  await submitLogin(app.user, email);
  await waitFor(() => expect(app.router.state.location.pathname).toBe("/home"));
  expect(await screen.findByRole("heading", { name: "Home", level: 1 })).toBeInTheDocument();
  return app;
}

describe("home (spec 001 §2, §6)", () => {
  it("an owner sees quick actions, the carousel, today's figures and the learn-more links", async () => {
    await openHome("owner@demo.test");
    const quick = (await screen.findByRole("heading", { name: "Quick actions" })).closest("section") as HTMLElement;
    expect(
      within(quick)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Create invoice", "Create disbursement", "Create donation link"]);
    expect(within(quick).getByRole("link", { name: "Create disbursement" })).toHaveAttribute("href", "/disbursements");
    expect(screen.getByRole("region", { name: "News and offers" })).toBeInTheDocument();
    const today = screen.getByRole("region", { name: "Today at a glance" });
    expect(await within(today).findByText(/payments/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "API reference" })).toHaveAttribute("target", "_blank");
  }, 20_000);

  it("the early settlement card opens its form and sends the request", async () => {
    const { user } = await openHome("owner@demo.test");
    await user.click(await screen.findByRole("button", { name: "Request early settlement" }));
    const dialog = await screen.findByRole("dialog", { name: "Early settlement" });
    await user.type(within(dialog).getByLabelText(/Message/), "Twice a week, please");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Request sent. Our team will contact you.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Early settlement" })).toBeNull());
  }, 20_000);
});
