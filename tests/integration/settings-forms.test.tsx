/**
 * Validation of the settings forms in the running dashboard (issue 16 "Component tests for every
 * form's validation and error codes"): our check refuses before sending and keeps what was typed;
 * the gateway's refusals show on the field or under the form.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_AUTHENTICATOR_CODE } from "../../sandbox/demo-logins.ts";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

vi.setConfig({ testTimeout: 45_000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => localStorage.clear());

async function open(email: string, path: string, heading: string) {
  const app = renderApp(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(app.user, email);
  await screen.findByRole("heading", { name: heading, level: 1 });
  return app;
}

async function fault(spec: { path: string; method?: string; status: number; error_code: string }) {
  await fetch(`${sandbox.url()}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ times: 1, ...spec }),
  });
}

describe("settings forms", () => {
  it("an API key needs a name; a callback URL must be a URL, and the test send reports the delivery", async () => {
    const app = await open("owner@demo.test", "/settings/developers#api-keys", "Developers");
    await app.user.click(await screen.findByRole("button", { name: "Create API key" }));
    const dialog = await screen.findByRole("dialog", { name: "Create API key" });
    await app.user.click(within(dialog).getByRole("button", { name: "Create key" }));
    expect(within(dialog).getByLabelText("Key name")).toHaveAccessibleDescription(/This field is required/);
    expect(screen.queryByRole("dialog", { name: "Confirm the new API key" })).toBeNull();
    await app.user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await app.user.click(screen.getByRole("tab", { name: "Callbacks" }));
    const url = await screen.findByLabelText("Invoices callback URL");
    await app.user.clear(url);
    await app.user.type(url, "merchant dot example");
    const card = url.closest("section") as HTMLElement;
    await app.user.click(within(card).getByRole("button", { name: "Save" }));
    expect(url).toHaveAccessibleDescription(/Enter a valid URL starting with https:\/\//);
    expect(url).toHaveValue("merchant dot example");
    await app.user.clear(url);
    await app.user.type(url, "https://merchant.example/hooks/invoices");
    await app.user.click(within(card).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(card).getByRole("button", { name: "Send test" })).toBeEnabled());
    await app.user.click(within(card).getByRole("button", { name: "Send test" }));
    expect(await within(card).findByRole("status")).toHaveTextContent("Test callback delivered: HTTP 200");
  });

  it("the business profile refuses a bad website and a non-numeric postal code, and shows a gateway failure", async () => {
    const app = await open("owner@demo.test", "/settings/business-profile#profile", "Business profile");
    const website = await screen.findByLabelText("Website");
    await app.user.clear(website);
    await app.user.type(website, "not a site");
    const postal = screen.getByLabelText("Postal code");
    await app.user.clear(postal);
    await app.user.type(postal, "12ab");
    await app.user.click(screen.getByRole("button", { name: "Save business profile" }));
    expect(website).toHaveAccessibleDescription(/Enter a valid URL/);
    expect(postal).toHaveAccessibleDescription(/Use digits only/);

    await app.user.clear(website);
    await app.user.type(website, "https://toko.example");
    await app.user.clear(postal);
    await app.user.type(postal, "10220");
    await fault({ path: "/api/business-profile", method: "PATCH", status: 403, error_code: "AUTHORIZATION_ERROR" });
    await app.user.click(screen.getByRole("button", { name: "Save business profile" }));
    expect(await screen.findByText("You do not have permission to do this.")).toBeInTheDocument();
    expect(website).toHaveValue("https://toko.example");
  });

  it("sending money takes at most 5 e-mails to notify", async () => {
    const app = await open("owner@demo.test", "/settings/sending-money", "Sending money");
    const emails = await screen.findByLabelText("Notify these e-mail addresses");
    await app.user.type(emails, "a@x.example, b@x.example, c@x.example, d@x.example, e@x.example, f@x.example");
    await app.user.click(screen.getByRole("button", { name: "Save sending-money settings" }));
    expect(emails).toHaveAccessibleDescription(/Enter at most 5 e-mail addresses/);
  });
});

describe("two-factor set-up (/2fa-setup)", () => {
  it("shows the QR code and key, refuses a wrong code, then shows the backup codes once", async () => {
    const app = await open("editor@demo.test", "/2fa-setup", "Two-factor authentication");
    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByTestId("authenticator-key").textContent).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
    const code = screen.getByLabelText("Code from the app");
    await app.user.type(code, "12");
    await app.user.click(screen.getByRole("button", { name: "Turn on the authenticator" }));
    expect(code).toHaveAccessibleDescription(/Enter the 6-digit code/);
    await app.user.clear(code);
    await app.user.type(code, "000000");
    await app.user.click(screen.getByRole("button", { name: "Turn on the authenticator" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/authenticator code is not valid/));
    await app.user.clear(code);
    await app.user.type(code, DEMO_AUTHENTICATOR_CODE);
    await app.user.click(screen.getByRole("button", { name: "Turn on the authenticator" }));
    const codes = await screen.findByRole("list", { name: "Backup codes" });
    expect(within(codes).getAllByRole("listitem")).toHaveLength(8);
    expect(screen.getByRole("button", { name: "Done" })).toBeDisabled();
  });
});

describe("integrations and timezone", () => {
  it("connecting an app needs an account name; the timezone list pins Jakarta and Manila first and saves", async () => {
    const app = await open("owner@demo.test", "/settings/integrations", "Integrations");
    const name = await screen.findByLabelText("Xero account name");
    const card = name.closest("section") as HTMLElement;
    await app.user.click(within(card).getByRole("button", { name: "Connect Xero" }));
    expect(name).toHaveAccessibleDescription(/This field is required/);
    await app.user.type(name, "Toko books");
    await app.user.click(within(card).getByRole("button", { name: "Connect Xero" }));
    expect(await within(card).findByRole("button", { name: "Disconnect Xero" })).toBeInTheDocument();

    await app.router.navigate({ to: "/settings" });
    const timezone = await screen.findByRole("combobox", { name: "Your timezone" });
    await app.user.click(screen.getByRole("button", { name: /Show options/ }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.slice(1, 3).map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^Jakarta, .*\(UTC\+07:00\)/),
      expect.stringMatching(/^Manila, .*\(UTC\+08:00\)/),
    ]);
    await app.user.click(options[2] as HTMLElement);
    expect((timezone as HTMLInputElement).value).toMatch(/^Manila, /);
    await app.user.click(screen.getByRole("button", { name: "Save timezone" }));
    expect(await screen.findByText("Timezone saved.")).toBeInTheDocument();
    expect(app.session.store.user()?.preferred_timezone).toBe("Asia/Manila");
  });
});
