/**
 * The settings pages in the running dashboard against the sandbox (issue 16): the overview links
 * only to the sub-pages the rule allows (spec 000 §6); the IP allow list refuses
 * 999.999.999.999/99 before sending and explains an empty list; a bank account number must be
 * numeric and adding one is confirmed with the PIN (spec 000 §4, spec 001 §5); an invitation
 * needs a valid address and a permission, and each flag is explained from the menu's rules.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_PIN } from "../../sandbox/demo-logins.ts";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

vi.setConfig({ testTimeout: 45_000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => localStorage.clear());

async function open(email: string, path: string) {
  const app = renderApp(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(app.user, email);
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path.replace(/#.*$/, "")));
  return app;
}

const pageLinks = () =>
  within(screen.getByRole("navigation", { name: "Settings pages" }))
    .getAllByRole("link")
    .map((a) => a.textContent);

describe("settings (issue 16)", () => {
  it("the overview links only to the sub-pages a view-only member may see; the owner gets them all", async () => {
    await open("viewer@demo.test", "/settings");
    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
    const viewer = pageLinks();
    expect(viewer).toEqual(expect.arrayContaining([expect.stringContaining("Billing")]));
    for (const hidden of ["Team", "Developers", "Withdrawals", "Integrations"])
      expect(viewer.some((text) => text?.startsWith(hidden))).toBe(false);
    expect(screen.getByRole("heading", { name: "Personal settings" })).toBeInTheDocument();
  });

  it("the IP allow list refuses 999.999.999.999/99 without sending it, explains an empty list and adds a range", async () => {
    const app = await open("owner@demo.test", "/settings/developers");
    await app.user.click(await screen.findByRole("tab", { name: "IP allow list" }));
    // the seeded range, removed: an empty list is explained as no check
    const seeded = await screen.findByRole("list", { name: "Allowed addresses" });
    expect(seeded).toHaveTextContent("203.0.113.0/24");
    await app.user.click(within(seeded).getByRole("button", { name: "Remove 203.0.113.0/24" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove 203.0.113.0/24?" });
    expect(confirm).toHaveTextContent("calls are accepted from any address");
    await app.user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("no check")).toBeInTheDocument();
    const field = screen.getByLabelText("IP addresses or CIDR ranges");
    await app.user.type(field, "10.0.0.0/8, 999.999.999.999/99");
    await app.user.click(screen.getByRole("button", { name: "Add to the allow list" }));
    expect(field).toHaveAccessibleDescription(/Not an IPv4 address or CIDR range: 999\.999\.999\.999\/99/);
    expect(screen.queryByRole("list", { name: "Allowed addresses" })).toBeNull();

    await app.user.clear(field);
    await app.user.type(field, "10.0.0.0/8\n203.0.113.7");
    await app.user.click(screen.getByRole("button", { name: "Add to the allow list" }));
    const list = await screen.findByRole("list", { name: "Allowed addresses" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("code")?.textContent),
    ).toEqual(["10.0.0.0/8", "203.0.113.7"]);
  });

  it("a bank account number must be numeric; adding one asks for the PIN, then lists the account", async () => {
    const app = await open("owner@demo.test", "/settings/withdrawals");
    await screen.findByRole("list", { name: "Bank accounts" });
    const bank = screen.getByRole("button", { name: /Bank/ });
    await waitFor(() => expect(bank).toBeEnabled());
    await app.user.click(bank);
    await app.user.click(await screen.findByRole("option", { name: "Bank Mandiri" }));
    await app.user.type(screen.getByLabelText("Account holder name"), "Ayu Lestari");
    const number = screen.getByLabelText("Account number");
    await app.user.type(number, "1300-12345");
    await app.user.click(screen.getByRole("button", { name: "Add bank account" }));
    expect(number).toHaveAccessibleDescription(/Use digits only/);
    expect(screen.queryByRole("dialog")).toBeNull();

    await app.user.clear(number);
    await app.user.type(number, "1300012345");
    await app.user.click(screen.getByRole("button", { name: "Add bank account" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm the new bank account" });
    await app.user.type(within(dialog).getByLabelText("Your PIN"), DEMO_PIN);
    const accounts = await screen.findByRole("list", { name: "Bank accounts" });
    await waitFor(() => expect(accounts).toHaveTextContent("1300012345"));
  });

  it("an invitation needs a valid e-mail and a permission; each flag says what it shows, from the menu's rules", async () => {
    const app = await open("owner@demo.test", "/settings/team");
    await screen.findByRole("heading", { name: "Team", level: 1 });
    const email = screen.getByLabelText("E-mail address");
    await app.user.click(screen.getByRole("checkbox", { name: "View" }));
    await app.user.type(email, "not-an-address");
    await app.user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(screen.getByText("Choose at least one permission.")).toBeInTheDocument();

    const administer = screen.getByRole("checkbox", { name: "Administer" }).closest("div")?.parentElement;
    expect(administer).toHaveTextContent(/Sees: .*Activity logs.*Settings: Team/);

    await app.user.clear(email);
    await app.user.type(email, "new.analyst@merchant.example");
    await app.user.click(screen.getByRole("checkbox", { name: "View" }));
    await app.user.click(screen.getByRole("button", { name: "Send invitation" }));
    const invitations = await screen.findByRole("list", { name: "Invitations" });
    await waitFor(() => expect(invitations).toHaveTextContent("new.analyst@merchant.example"));
  });

  it("a member's permissions need one flag to be saved; removing a member asks first", async () => {
    const app = await open("owner@demo.test", "/settings/team");
    const members = await screen.findByRole("list", { name: "Members" });
    const change = within(members).getAllByRole("button", { name: /^Change the permissions of / })[0] as HTMLElement;
    const email = (change.getAttribute("aria-label") ?? "").replace("Change the permissions of ", "");
    const remove = within(members).getByRole("button", { name: `Remove ${email}` });
    await app.user.click(remove);
    const confirm = await screen.findByRole("alertdialog", { name: `Remove ${email}?` });
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));
    await app.user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    expect(members).toHaveTextContent(email);

    await app.user.click(change);
    const dialog = await screen.findByRole("dialog", { name: `Permissions of ${email}` });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (const box of within(dialog).getAllByRole("checkbox"))
      if ((box as HTMLInputElement).checked) await app.user.click(box);
    await app.user.click(within(dialog).getByRole("button", { name: "Save permissions" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose at least one permission.");
    await app.user.click(within(dialog).getByRole("checkbox", { name: "View" }));
    await app.user.click(within(dialog).getByRole("button", { name: "Save permissions" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: `Permissions of ${email}` })).toBeNull());
    expect(await screen.findByText("Permissions saved.")).toBeInTheDocument();

    await app.user.click(within(members).getByRole("button", { name: `Remove ${email}` }));
    await app.user.click(
      within(await screen.findByRole("alertdialog", { name: `Remove ${email}?` })).getByRole("button", {
        name: "Remove member",
      }),
    );
    expect(confirm).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("list", { name: "Members" })).not.toHaveTextContent(email));
  });
});
