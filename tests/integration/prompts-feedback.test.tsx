/**
 * Feedback and rating forms, and the balance-view switch, against the sandbox (spec 000 §2 help
 * menu feedback → `feedbackSent`; §4 "Balance view switch"; §5 "rating required"; §7 hidden
 * fields; §8 a failed switch shows a danger dialog with the mapped message).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "../../src/components/ui/button.tsx";
import { authEndpoints } from "../../src/contract/auth-endpoints.ts";
import { BALANCE_VIEW_QUERY_KEY } from "../../src/features/prompts/api.ts";
import { BalanceViewSwitchDialog } from "../../src/features/prompts/balance-view-switch.tsx";
import { FeedbackDialog } from "../../src/features/prompts/feedback.tsx";
import { useShellDialogs } from "../../src/features/prompts/shell-dialogs.tsx";
import type { Session } from "../../src/lib/session/runtime.ts";
import { promptsHarness } from "./prompts-harness.tsx";
import { sandboxPerFile } from "./sandbox.ts";

// Sandbox round trips and typing are slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const sandbox = sandboxPerFile();
const h = promptsHarness(sandbox);
afterEach(() => h.clearFaults());

async function balanceView(session: Session) {
  const { data } = await session.http.get(authEndpoints.getBalanceViewFlag.path, {
    schema: authEndpoints.getBalanceViewFlag.response,
  });
  return data.balance_view;
}

describe("feedback dialog (spec 000 §2, §5, §7)", () => {
  it("needs 3 to 500 characters and no rating (spec 002 §4), keeps the text when sending fails, then shows feedbackSent", async () => {
    const app = await h.renderPrompt("viewer@demo.test", ({ user, business }) => (
      <FeedbackDialog isOpen onOpenChange={() => {}} user={user} business={business} />
    ));
    const dialog = await screen.findByRole("dialog", { name: "Send feedback" });
    const text = within(dialog).getByLabelText(/Your feedback/);
    await app.user.type(text, "ok");
    await app.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      within(dialog).getByRole("radiogroup", { name: /How would you rate the dashboard/ }),
    ).not.toHaveAccessibleDescription(/This field is required/);
    expect(text).toHaveAccessibleDescription(/Write at least 3 characters/);

    await app.user.click(within(dialog).getByRole("radio", { name: "4 — Good" }));
    await app.user.type(text, " and useful");
    await h.fault({ path: "/api/feedback", status: 503, error_code: "SERVICE_UNAVAILABLE" });
    await app.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The service is unavailable");
    expect(text).toHaveValue("ok and useful");
    expect(within(dialog).getByRole("radio", { name: "4 — Good" })).toBeChecked();

    // the hidden fields of spec 000 §7 travel with the form
    const hidden = Object.fromEntries(
      [...dialog.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [i.name, i.value]),
    );
    expect(hidden).toMatchObject({
      "user-email": "viewer@demo.test",
      "business-id": app.session.store.business()?.id,
      "rating-value": "4",
    });

    await app.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("dialog", { name: "Feedback sent" })).toBeInTheDocument();
  });

  it("works with the keyboard alone, in Indonesian", async () => {
    const app = await h.renderPrompt(
      "viewer@demo.test",
      ({ user, business }) => <FeedbackDialog isOpen onOpenChange={() => {}} user={user} business={business} />,
      { language: "id" },
    );
    const dialog = await screen.findByRole("dialog", { name: "Kirim masukan" });
    // focus starts inside the dialog; Tab reaches the rating group, arrows choose, Tab moves on
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const first = within(dialog).getByRole("radio", { name: "1 — Sangat buruk" });
    for (let i = 0; i < 4 && document.activeElement !== first; i += 1) {
      await app.user.tab();
    }
    expect(first).toHaveFocus();
    await app.user.keyboard("{ArrowRight}{ArrowRight}");
    expect(within(dialog).getByRole("radio", { name: "3 — Cukup" })).toBeChecked();
    await app.user.tab();
    expect(within(dialog).getByLabelText(/Masukan Anda/)).toHaveFocus();
    await app.user.keyboard("Mudah dipakai");
    await app.user.tab();
    await app.user.tab();
    expect(within(dialog).getByRole("button", { name: "Kirim" })).toHaveFocus();
    await app.user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Masukan terkirim" })).toBeInTheDocument();
  });

  it("refuses more than 500 characters", async () => {
    const app = await h.renderPrompt("viewer@demo.test", ({ user, business }) => (
      <FeedbackDialog isOpen onOpenChange={() => {}} user={user} business={business} />
    ));
    const dialog = await screen.findByRole("dialog", { name: "Send feedback" });
    const text = within(dialog).getByLabelText(/Your feedback/);
    await app.user.click(text);
    await app.user.paste("x".repeat(520));
    // the field stops at 500 (maxLength) and the counter says so
    expect((text as HTMLTextAreaElement).value.length).toBe(500);
    expect(within(dialog).getByText("0 characters left")).toBeInTheDocument();
  });
});

function SwitchHarness(props: { user: never; business: never; current: "OLD" | "NEW" }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <BalanceViewSwitchDialog
        currentView={props.current}
        isOpen={open}
        onOpenChange={setOpen}
        user={props.user}
        business={props.business}
      />
    </>
  );
}

describe("balance-view switch (spec 000 §4)", () => {
  it("a failed switch shows a danger dialog with the mapped message and changes nothing", async () => {
    const app = await h.renderPrompt("owner@demo.test", ({ user, business }) => (
      <SwitchHarness user={user as never} business={business as never} current="NEW" />
    ));
    const confirm = await screen.findByRole("alertdialog", { name: "Switch back to the old balance view?" });
    await h.fault({ path: "/api/balance_view_flag", method: "PATCH", status: 500, error_code: "SERVER_ERROR" });
    await app.user.click(within(confirm).getByRole("button", { name: "Switch" }));
    const danger = await screen.findByRole("alertdialog", { name: "The balance view could not be switched" });
    expect(within(danger).getByRole("alert")).toHaveTextContent("Something went wrong on our side");
    expect(await balanceView(app.session)).toBe("NEW");
  });

  it("going back to the old view succeeds, then asks for a required rating and closes", async () => {
    const app = await h.renderPrompt("owner@demo.test", ({ user, business }) => (
      <SwitchHarness user={user as never} business={business as never} current="NEW" />
    ));
    const confirm = await screen.findByRole("alertdialog", { name: "Switch back to the old balance view?" });
    await app.user.click(within(confirm).getByRole("button", { name: "Switch" }));
    const success = await screen.findByRole("alertdialog", { name: "You are back on the old balance view" });
    expect(await balanceView(app.session)).toBe("OLD");
    expect(app.queryClient.getQueryData(BALANCE_VIEW_QUERY_KEY)).toBe("OLD");

    await app.user.click(within(success).getByRole("button", { name: "Continue" }));
    const rating = await screen.findByRole("dialog", { name: "Rate the new balance view" });
    await app.user.click(within(rating).getByRole("button", { name: "Send" }));
    expect(within(rating).getByRole("radiogroup")).toHaveAccessibleDescription(/This field is required/);
    await app.user.click(within(rating).getByRole("radio", { name: "2 — Poor" }));
    await app.user.click(within(rating).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByText("closed")).toBeInTheDocument());
  });

  it("switching to the new view shows the success dialog and no rating", async () => {
    const app = await h.renderPrompt("owner@demo.test", ({ user, business }) => (
      <SwitchHarness user={user as never} business={business as never} current="OLD" />
    ));
    const confirm = await screen.findByRole("alertdialog", { name: "Switch to the new balance view?" });
    await app.user.click(within(confirm).getByRole("button", { name: "Switch" }));
    const success = await screen.findByRole("alertdialog", { name: "You are using the new balance view" });
    await app.user.click(within(success).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByText("closed")).toBeInTheDocument());
    expect(screen.queryByRole("dialog", { name: "Rate the new balance view" })).not.toBeInTheDocument();
    expect(await balanceView(app.session)).toBe("NEW");
  });
});

function Chrome(props: { user: never; business: never }) {
  const shell = useShellDialogs({ ...props, balanceView: "new" });
  return (
    <>
      <Button onPress={shell.openFeedback}>Help: feedback</Button>
      <Button onPress={shell.openBalanceViewSwitch}>Sidebar: switch view</Button>
      {shell.dialogs}
    </>
  );
}

describe("the chrome's dialogs (spec 000 §2)", () => {
  it("the help menu opens the feedback dialog and the sidebar opens the balance-view switch, one at a time", async () => {
    const app = await h.renderPrompt("viewer@demo.test", ({ user, business }) => (
      <Chrome user={user as never} business={business as never} />
    ));
    await app.user.click(await screen.findByRole("button", { name: "Help: feedback" }));
    const feedback = await screen.findByRole("dialog", { name: "Send feedback" });
    await app.user.click(within(feedback).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await app.user.click(screen.getByRole("button", { name: "Sidebar: switch view" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Switch back to the old balance view?" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Send feedback" })).not.toBeInTheDocument();
  });
});
