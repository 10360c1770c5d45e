/**
 * The home page in the running dashboard against the sandbox (issue 14): the cards of spec 001 §6
 * for an owner, and the request cards that open the activation area's request forms.
 */
import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

// the frame, its popovers (loaded when opened, issue 19) and the pages load on first use: slow on a busy machine
configure({ asyncUtilTimeout: 8000 });

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
    expect(within(quick).getByRole("link", { name: "Create disbursement" })).toHaveAttribute(
      "href",
      "/disbursements#create",
    );
    expect(screen.getByRole("region", { name: "News and offers" })).toBeInTheDocument();
    const today = screen.getByRole("region", { name: "Today at a glance" });
    expect(await within(today).findByText(/payments/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "API reference" })).toHaveAttribute("target", "_blank");
  }, 20_000);

  it("a quick action opens the real create flow (issue 14)", async () => {
    const { user } = await openHome("owner@demo.test");
    const quick = (await screen.findByRole("heading", { name: "Quick actions" })).closest("section") as HTMLElement;
    await user.click(within(quick).getByRole("link", { name: "Create invoice" }));
    expect(await screen.findByRole("dialog", { name: "Create invoice" })).toBeInTheDocument();
  }, 20_000);

  it("the request cards open the request forms", async () => {
    const { user, router } = await openHome("owner@demo.test");
    expect(await screen.findByRole("link", { name: "Request the service" })).toHaveAttribute(
      "href",
      "/requests/company-establishment-service",
    );
    await user.click(screen.getByRole("link", { name: "Request early settlement" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/requests/early-settlement"));
    expect(await screen.findByRole("heading", { name: "Early settlement", level: 1 })).toBeInTheDocument();
  }, 20_000);
});
