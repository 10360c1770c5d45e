/**
 * The PIN step-up against the sandbox (spec 000 §4 "PIN set flow", §8 PIN errors): the PIN is
 * exchanged for a pin_authorization_token that the write carries; a wrong PIN keeps the dialog
 * open with INVALID_PIN_ERROR's message; an expired token asks again; USER_LOCKED_ERROR explains
 * the lock and logs out; no PIN yet → the set-up flow comes first; cancelling rejects quietly.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../sandbox/demo-logins.ts";
import { Button } from "../../src/components/ui/button.tsx";
import { usePinStepUp } from "../../src/components/ui/pin-step-up-dialog.tsx";
import { HttpError } from "../../src/lib/http/http-error.ts";
import { isPinStepUpCancelled, PIN_TOKEN_HEADER, pinTokenHeaders } from "../../src/lib/pin-step-up.ts";
import { promptsHarness } from "./prompts-harness.tsx";
import { sandboxPerFile } from "./sandbox.ts";

vi.setConfig({ testTimeout: 30_000 });

const sandbox = sandboxPerFile();
const h = promptsHarness(sandbox);
afterEach(() => h.clearFaults());

function Harness({ write }: { write: (pinToken: string) => Promise<string> }) {
  const stepUp = usePinStepUp();
  const [outcome, setOutcome] = useState("");
  return (
    <>
      <Button
        onPress={() =>
          stepUp.run(write, { title: "Delete the API key" }).then(
            (value) => setOutcome(`done: ${value}`),
            (error: unknown) =>
              setOutcome(isPinStepUpCancelled(error) ? "cancelled" : `failed: ${(error as HttpError).error_code}`),
          )
        }
      >
        Delete key
      </Button>
      <output>{outcome}</output>
      {stepUp.dialog}
    </>
  );
}

const fail = (error_code: string) => new HttpError({ error_code, message: error_code, retryAfter: null, status: 403 });

async function open(email: string, write: (pinToken: string) => Promise<string>) {
  const app = await h.renderPrompt(email, () => <Harness write={write} />);
  await app.user.click(await screen.findByRole("button", { name: "Delete key" }));
  return app;
}

describe("PIN step-up (spec 000 §4)", () => {
  it("keeps the dialog open on a wrong PIN, then runs the write with the token in its header", async () => {
    const tokens: string[] = [];
    const app = await open("owner@demo.test", async (token) => {
      tokens.push(token);
      return "deleted";
    });
    const dialog = await screen.findByRole("dialog", { name: "Delete the API key" });
    await app.user.type(within(dialog).getByLabelText("Your PIN"), "000000");
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Your PIN")).toHaveAccessibleDescription(/The PIN is not correct/),
    );
    expect(within(dialog).getByLabelText("Your PIN")).toHaveValue("");
    expect(tokens).toEqual([]);

    await app.user.type(within(dialog).getByLabelText("Your PIN"), DEMO_PIN);
    expect(await screen.findByText("done: deleted")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(tokens).toHaveLength(1);
    expect(pinTokenHeaders(tokens[0] as string)).toEqual({ [PIN_TOKEN_HEADER]: tokens[0] });
  });

  it("asks again when the write answers PIN_AUTHORIZATION_TOKEN_ERROR, and hands any other failure back", async () => {
    const answers = [fail("PIN_AUTHORIZATION_TOKEN_ERROR"), fail("AUTHORIZATION_ERROR")];
    const app = await open("owner@demo.test", async () => {
      throw answers.shift();
    });
    const dialog = await screen.findByRole("dialog", { name: "Delete the API key" });
    await app.user.type(within(dialog).getByLabelText("Your PIN"), DEMO_PIN);
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Your PIN")).toHaveAccessibleDescription(/Enter your PIN again/),
    );
    await app.user.type(within(dialog).getByLabelText("Your PIN"), DEMO_PIN);
    expect(await screen.findByText("failed: AUTHORIZATION_ERROR")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("cancelling rejects quietly without calling the write", async () => {
    const write = vi.fn(async () => "never");
    const app = await open("owner@demo.test", write);
    const dialog = await screen.findByRole("dialog", { name: "Delete the API key" });
    await app.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("cancelled")).toBeInTheDocument();
    expect(write).not.toHaveBeenCalled();
  });

  it("explains the lock (USER_LOCKED_ERROR) and logs out", async () => {
    const app = await open("owner@demo.test", async () => "never");
    await h.fault({ path: "/api/pin_authorization_tokens", status: 423, error_code: "USER_LOCKED_ERROR" });
    const dialog = await screen.findByRole("dialog", { name: "Delete the API key" });
    await app.user.type(within(dialog).getByLabelText("Your PIN"), "111111");
    const locked = await screen.findByRole("alertdialog", { name: "Your account is locked" });
    expect(locked).toHaveTextContent("wrong PIN too many times");
    await app.user.click(within(locked).getByRole("button", { name: "Back to login" }));
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
    expect(app.session.store.user()).toBeNull();
  });

  it("a user without a PIN sets one first (is_pin_set false), then confirms the write with it", async () => {
    const write = vi.fn(async (_token: string) => "added");
    const app = await open("editor@demo.test", write);
    const prompt = await screen.findByRole("alertdialog", { name: "Set up a PIN first" });
    await app.user.click(within(prompt).getByRole("button", { name: "Set up PIN" }));
    const setup = await screen.findByRole("dialog", { name: "Set up your PIN" });
    await app.user.type(within(setup).getByLabelText("New PIN"), "246802");
    await app.user.type(within(setup).getByLabelText("Confirm the PIN"), "246802");
    await app.user.click(within(setup).getByRole("button", { name: "Next" }));
    await app.user.type(within(setup).getByLabelText("Current password"), DEMO_PASSWORD);
    await app.user.click(within(setup).getByRole("button", { name: "Set PIN" }));
    const done = await screen.findByRole("dialog", { name: "You're all set up" });
    await app.user.click(within(done).getByRole("button", { name: "Done" }));

    const dialog = await screen.findByRole("dialog", { name: "Delete the API key" });
    await app.user.type(within(dialog).getByLabelText("Your PIN"), "246802");
    expect(await screen.findByText("done: added")).toBeInTheDocument();
    expect(write).toHaveBeenCalledTimes(1);
  });
});
