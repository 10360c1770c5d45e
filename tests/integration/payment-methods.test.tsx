/**
 * The payment-methods page in the running dashboard against the sandbox (issue 14): who may
 * activate, the LINKAJA form prefilled from the business (spec 001 §7 prepopulate), a failed call
 * that keeps what was typed, and the method pending after applying.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSandbox } from "../../sandbox/server.ts";
import { appRenderer, submitLogin } from "./app.tsx";

let gateway: Awaited<ReturnType<typeof startSandbox>> | undefined;
beforeAll(async () => {
  gateway = await startSandbox({ port: 0 });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
});
const url = () => {
  if (!gateway) throw new Error("the sandbox is not running");
  return gateway.url;
};
const renderApp = appRenderer({ url });
afterEach(() => localStorage.clear());

async function openAs(email: string) {
  const path = "/settings/payment-methods";
  const app = renderApp(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(app.user, email);
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path));
  expect(await screen.findByRole("heading", { name: "Payment methods", level: 1 })).toBeInTheDocument();
  return app;
}

const cardOf = async (name: string) => (await screen.findByRole("heading", { name })).closest("section") as HTMLElement;

describe("payment-method activation (spec 001 §4, §7)", () => {
  it("a viewer may not activate: the button is disabled and says who can", async () => {
    await openAs("viewer@demo.test");
    const ovo = await cardOf("OVO");
    expect(within(ovo).getByRole("button", { name: "Activate" })).toBeDisabled();
    expect(within(ovo).getByText(/Only an administrator/)).toBeInTheDocument();
  }, 15_000);

  it("an owner applies for LINKAJA: prefilled, a failed call keeps the form, then it is pending", async () => {
    gateway?.sandbox.state.db
      .prepare(
        "UPDATE payment_methods SET status = 'DISABLED', sub_status = NULL, pending_at = NULL, sub_status_at = NULL WHERE business_id = 'biz_main_id' AND product = 'LINKAJA'",
      )
      .run();
    const { user } = await openAs("owner@demo.test");
    await user.click(within(await cardOf("LinkAja")).getByRole("button", { name: "Activate" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply for LinkAja" });
    const name = await within(dialog).findByLabelText("Business name");
    expect(name).toHaveValue("Kopi Senja Roastery");

    await user.clear(within(dialog).getByLabelText("E-mail"));
    await user.type(within(dialog).getByLabelText("E-mail"), "not-an-address");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Enter a valid e-mail address.")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("E-mail"));
    await user.type(within(dialog).getByLabelText("E-mail"), "finance@kopi.example");
    await fetch(`${url()}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/api/linkaja-onboarding", method: "POST", status: 503, times: 1 }),
    });
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByRole("alert")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("E-mail")).toHaveValue("finance@kopi.example");
    expect(within(dialog).getByLabelText("Business name")).toHaveValue("Kopi Senja Roastery");

    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Apply for LinkAja" })).toBeNull());
    const linkaja = await cardOf("LinkAja");
    expect(within(linkaja).getByText("Pending")).toBeInTheDocument();
    expect(within(linkaja).getByText("Under review")).toBeInTheDocument();
    expect(within(linkaja).getByText(/Estimated live date/)).toBeInTheDocument();
  }, 30_000);
});
