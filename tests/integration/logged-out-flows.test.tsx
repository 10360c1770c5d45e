/**
 * The logged-out screens end to end against the sandbox (spec 000 §2 logged-out routes; password
 * rule of spec 000 §5; registration error keys of spec 001 §5): each screen's loading, success and
 * error states, in the real route tree.
 */
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_INVITEE_EMAIL, DEMO_LINK_TOKENS, DEMO_PASSWORD } from "../../sandbox/demo-logins.ts";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

// whole screens typed into by a user: allow for a busy machine
vi.setConfig({ testTimeout: 30_000 });
const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
const NEW_PASSWORD = "Kopi2026senja";

afterEach(() => localStorage.clear());

async function mailTo(address: string): Promise<{ kind: string; token: string; path: string }[]> {
  const response = await fetch(`${sandbox.url()}/__sandbox/mail?to=${encodeURIComponent(address)}`);
  return (await response.json()) as { kind: string; token: string; path: string }[];
}

type App = ReturnType<typeof renderApp>;

async function setNewPassword({ user }: App, password: string, confirm = password) {
  const field = await screen.findByLabelText("New password");
  if (password) await user.type(field, password);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Save password" }));
}

describe("forgot password → change password → log in", () => {
  it("sends the reset link, sets the new password with it, and logs in with the new password", async () => {
    const forgot = renderApp("/forgot_password");
    await forgot.user.type(await screen.findByLabelText("E-mail address"), "approver@demo.test");
    await forgot.user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(/If an account exists for approver@demo.test/)).toBeInTheDocument();
    const [link] = await mailTo("approver@demo.test");
    expect(link?.kind).toBe("reset");
    cleanup();

    const change = renderApp(link?.path ?? "");
    await setNewPassword(change, NEW_PASSWORD);
    expect(await screen.findByText("Your password is saved. You can log in with it now.")).toBeInTheDocument();
    await change.user.click(screen.getByRole("link", { name: "Back to login" }));
    await submitLogin(change.user, "approver@demo.test", NEW_PASSWORD);
    await waitFor(() => expect(change.router.state.location.pathname).not.toBe("/login"));
    expect(change.session.store.user()).toMatchObject({ email: "approver@demo.test" });
  });

  it("checks the password rule before sending and says which field is wrong", async () => {
    const app = renderApp(`/change_password/${DEMO_LINK_TOKENS.resetPassword}`);
    await setNewPassword(app, "abcdefgh");
    expect(await screen.findByText("Use at least 8 characters with at least one letter and one digit.")).toBeVisible();
    expect(screen.getByLabelText("New password")).toHaveValue("abcdefgh");
    await app.user.clear(screen.getByLabelText("New password"));
    await setNewPassword(app, "", "x");
    expect(await screen.findByText("Enter a password.")).toBeVisible();
  });

  it("checks the link on arrival: an expired one says so, with a way to ask for a new one", async () => {
    const app = renderApp(`/change_password/${DEMO_LINK_TOKENS.resetPasswordExpired}`);
    expect(await screen.findByRole("status")).toHaveTextContent("Checking your link…");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link has expired or was already used. Ask for a new one.",
    );
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    await app.user.click(screen.getByRole("link", { name: "Ask for a new reset link" }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/forgot_password"));
  });

  it("keeps what was typed when the link was used meanwhile", async () => {
    await fetch(`${sandbox.url()}/api/forgot_password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "tech@demo.test" }),
    });
    const [link] = await mailTo("tech@demo.test");
    const app = renderApp(link?.path ?? "");
    expect(await screen.findByText("Choose a new password for tech@demo.test.")).toBeInTheDocument();
    await fetch(`${sandbox.url()}/api/change_password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: link?.token, password: "Other2026pass" }),
    });
    await setNewPassword(app, NEW_PASSWORD);
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired or was already used.");
    expect(screen.getByLabelText("New password")).toHaveValue(NEW_PASSWORD);
  });

  it("speaks Indonesian when the language is id", async () => {
    renderApp(`/change_password/${DEMO_LINK_TOKENS.resetPasswordExpired}`, "id");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Tautan ini sudah kedaluwarsa atau sudah digunakan. Minta tautan baru.",
    );
  });
});

describe("expired password", () => {
  it("a login with an expired password leads to /expired_password, and the new password then logs in", async () => {
    await fetch(`${sandbox.url()}/__sandbox/expire-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "operator@demo.test" }),
    });
    const app = renderApp("/login");
    await submitLogin(app.user, "operator@demo.test");
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/expired_password"));
    expect(await screen.findByRole("heading", { name: "Your password has expired" })).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail address")).toHaveValue("operator@demo.test");
    await app.user.type(screen.getByLabelText("Current password"), DEMO_PASSWORD);
    await setNewPassword(app, NEW_PASSWORD);
    expect(await screen.findByText("Your password is saved. You can log in with it now.")).toBeInTheDocument();
    await app.user.click(screen.getByRole("link", { name: "Back to login" }));
    await submitLogin(app.user, "operator@demo.test", NEW_PASSWORD);
    await waitFor(() => expect(app.session.store.user()).toMatchObject({ email: "operator@demo.test" }));
  });
});

describe("invitation", () => {
  it("shows who is invited where, then the new member sets a password and logs in", async () => {
    const app = renderApp(`/invitation/${DEMO_LINK_TOKENS.invitation}`);
    expect(await screen.findByRole("status")).toHaveTextContent("Checking your link…");
    expect(
      await screen.findByText(`You are invited to join Kopi Senja Roastery as ${DEMO_INVITEE_EMAIL}.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    await app.user.type(screen.getByLabelText("Full name"), "Intan Permata");
    await setNewPassword(app, NEW_PASSWORD);
    expect(
      await screen.findByText(`You joined Kopi Senja Roastery. Log in with ${DEMO_INVITEE_EMAIL}`, { exact: false }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole("link", { name: "Back to login" }));
    await submitLogin(app.user, DEMO_INVITEE_EMAIL, NEW_PASSWORD);
    await waitFor(() => expect(app.session.store.user()).toMatchObject({ full_name: "Intan Permata" }));
  });

  it("says a used or unknown invitation link is not valid, with a way back and a retry", async () => {
    renderApp("/invitation/no-such-invitation");
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is not valid.");
    expect(screen.getByRole("link", { name: "Back to login" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });
});

describe("registration (/register/{step})", () => {
  const fill = async ({ user }: App, values: { email: string; password: string }) => {
    await user.type(await screen.findByLabelText("Work e-mail"), values.email);
    await user.type(screen.getByLabelText("Full name"), "Rina Kartika");
    await user.type(screen.getByLabelText("Business name"), "Batik Rina");
    await user.type(screen.getByLabelText("Password"), values.password);
    await user.click(screen.getByRole("button", { name: "Sign up" }));
  };

  it("signs up, shows step 2 with the address, and the e-mailed link confirms it", async () => {
    const app = renderApp("/register");
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/register/1"));
    await fill(app, { email: "rina@batik.test", password: NEW_PASSWORD });
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/register/2"));
    expect(screen.getByRole("status")).toHaveTextContent("We sent a link to rina@batik.test");
    const [link] = await mailTo("rina@batik.test");
    expect(link?.kind).toBe("confirm_email");
    cleanup();
    renderApp(link?.path ?? "");
    expect(await screen.findByText("Your e-mail address is confirmed.")).toBeInTheDocument();
  });

  it("shows the registration error key under its field and sends nothing", async () => {
    const app = renderApp("/register/1");
    await fill(app, { email: "not-an-address", password: "abcdefgh" });
    expect(await screen.findByText("Use at least 8 characters with at least one letter and one digit.")).toBeVisible();
    expect(screen.getByText("Enter a valid e-mail address, like name@example.com.")).toBeVisible();
    expect(app.router.state.location.pathname).toBe("/register/1");
  });

  it("says when the address already has an account", async () => {
    const app = renderApp("/register/1");
    await fill(app, { email: "owner@demo.test", password: NEW_PASSWORD });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An account with this e-mail address already exists. Log in instead.",
    );
    expect(screen.getByLabelText("Work e-mail")).toHaveValue("owner@demo.test");
  });
});

describe("link screens that act on arrival", () => {
  it("unlocks the account once; the same link then says it was used", async () => {
    renderApp(`/unlock_user/${DEMO_LINK_TOKENS.unlock}`);
    expect(await screen.findByRole("status")).toHaveTextContent("Checking your link…");
    expect(await screen.findByText("Your account is unlocked. You can log in again.")).toBeInTheDocument();
    cleanup();
    renderApp(`/unlock_user/${DEMO_LINK_TOKENS.unlock}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired or was already used.");
  });

  it("verifies a device from its link", async () => {
    renderApp(`/device_verification/${DEMO_LINK_TOKENS.deviceHash}/${DEMO_LINK_TOKENS.deviceCanvasHash}`);
    expect(await screen.findByText("This device is verified. You can log in on it now.")).toBeInTheDocument();
  });

  it("shows the language selector on every logged-out screen, and switches the screen to Indonesian", async () => {
    const app = renderApp(`/confirm_email/${DEMO_LINK_TOKENS.confirmEmail}`);
    expect(await screen.findByText("Your e-mail address is confirmed.")).toBeInTheDocument();
    await app.user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "id");
    expect(await screen.findByRole("link", { name: "Kembali ke halaman masuk" })).toBeInTheDocument();
  });
});

describe("platform registration", () => {
  it("the sub-account owner signs up once, then logs in to the sub-account", async () => {
    const app = renderApp("/xenplatform/register/biz_sub_owned");
    await app.user.type(await screen.findByLabelText("E-mail address"), "seller@pasar.test");
    await app.user.type(screen.getByLabelText("Full name"), "Yusuf Hakim");
    await setNewPassword(app, NEW_PASSWORD);
    expect(await screen.findByText("Your platform account is ready. You can log in now.")).toBeInTheDocument();
  });
});
