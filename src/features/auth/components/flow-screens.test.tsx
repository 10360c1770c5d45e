/**
 * Loading, success and error states of the logged-out flow screens (spec 000 §2 "Each screen
 * has its loading, success and error states"; spec 000 §8 mapped messages).
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../tests/render";
import { FormScreen, TokenActionScreen } from "./flow-screens";

/** The screens link back to /login, so they render inside a router. */
function inRouter(ui: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  return <RouterProvider router={router as never} />;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("link-token screen", () => {
  it("shows a loading state, then the success message and a way back to login", async () => {
    const action = deferred();
    renderWithProviders(
      inRouter(() => (
        <TokenActionScreen title="Unlock" action={() => action.promise} explain={() => "x"} success="Unlocked." />
      )),
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Checking your link…");
    action.resolve();
    expect(await screen.findByText("Unlocked.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
  });

  it("shows the mapped error when the link is refused", async () => {
    renderWithProviders(
      inRouter(() => (
        <TokenActionScreen
          title="Unlock"
          action={() => Promise.reject(new Error("boom"))}
          explain={() => "The link has expired."}
          success="Unlocked."
        />
      )),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("The link has expired.");
  });

  it("tries again on request after a failure (e.g. no connection), once per press", async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(undefined);
    renderWithProviders(
      inRouter(() => (
        <TokenActionScreen title="Unlock" action={action} explain={() => "No connection."} success="Unlocked." />
      )),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("No connection.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Unlocked.")).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});

function renderForm(props: { send: () => Promise<unknown>; validate?: () => boolean; explain?: () => string }) {
  renderWithProviders(
    inRouter(() => (
      <FormScreen
        title="Reset"
        submitLabel="Send"
        validate={props.validate ?? (() => true)}
        send={props.send}
        success="Sent."
        explain={props.explain ?? (() => "")}
      >
        <input aria-label="Email" defaultValue="ana@example.com" />
      </FormScreen>
    )),
  );
}

describe("one-form screen", () => {
  it("does not send while the form is invalid", async () => {
    const send = vi.fn(async () => {});
    renderForm({ send, validate: () => false });
    await userEvent.click(await screen.findByRole("button", { name: "Send" }));
    expect(send).not.toHaveBeenCalled();
  });

  it("keeps the form and shows the message when sending fails, then succeeds on retry", async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error("x")).mockResolvedValueOnce(undefined);
    renderForm({ send, explain: () => "Too many attempts." });
    await userEvent.click(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts.");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Sent.")).toBeInTheDocument();
  });

  it("shows nothing for a silently aborted request (spec 002 §8 REQUEST_ABORTED)", async () => {
    renderForm({ send: () => Promise.reject(new Error("aborted")) });
    await userEvent.click(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Send" })).toBeEnabled();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
