/**
 * The error texts load on demand (issue 19, src/lib/http/error-texts.ts): a screen that may
 * describe an error still shows the spec's message for its code (spec 000 §8). Each test takes
 * fresh modules, so the texts are not loaded yet whatever ran before in this worker.
 */
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { messages as en } from "../../../locales/en/messages.po";

type Preload = "mount" | "interaction";
type UseDescribeError = typeof import("./hooks.ts").useDescribeError;

/** Shows what the (fresh) hook describes `error` as. */
function Probe({
  useDescribeError,
  error,
  preload,
}: {
  useDescribeError: UseDescribeError;
  error?: unknown;
  preload: Preload;
}) {
  const describeError = useDescribeError(undefined, { preload });
  return <p data-testid="text">{error === undefined ? "" : describeError(error)}</p>;
}

async function fresh(messages: Record<string, unknown> = en) {
  vi.resetModules();
  const [{ i18n }, { I18nProvider }, hooks, texts] = await Promise.all([
    import("@lingui/core"),
    import("@lingui/react"),
    import("./hooks.ts"),
    import("../http/error-texts.ts"),
  ]);
  i18n.load({ en: messages as typeof en });
  i18n.activate("en");
  const show = (error: unknown, preload: Preload = "mount") =>
    render(
      <I18nProvider i18n={i18n}>
        <Probe useDescribeError={hooks.useDescribeError} error={error} preload={preload} />
      </I18nProvider>,
    );
  return { i18n, show, texts };
}

describe("error texts on demand (issue 19; spec 000 §8)", () => {
  it("shows the unexpected-error text until the texts are in, then the code's own message", async () => {
    const { show } = await fresh();
    show({ error_code: "INVALID_PIN_ERROR", retryAfter: null });
    expect(screen.getByTestId("text")).toHaveTextContent("Something went wrong on our side. Please try again.");
    expect(await screen.findByText("The PIN is not correct.")).toBeInTheDocument();
  });

  it("shows nothing for REQUEST_ABORTED, before and after the texts are in", async () => {
    const { show, texts } = await fresh();
    show({ error_code: "REQUEST_ABORTED", retryAfter: null });
    expect(screen.getByTestId("text")).toHaveTextContent(/^$/);
    await texts.loadErrorTexts();
    expect(screen.getByTestId("text")).toHaveTextContent(/^$/);
  });

  it("loads the texts when a screen using them mounts, before anything fails", async () => {
    const { show, texts } = await fresh();
    show(undefined);
    await vi.waitFor(() => expect(texts.errorTextsLoaded()).toBe(true));
  });

  it("with preload 'interaction' (the login page), loads them at the user's first key press, not on mount", async () => {
    const { show, texts } = await fresh();
    show(undefined, "interaction");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(texts.errorTextsLoaded()).toBe(false);
    fireEvent.keyDown(document.body, { key: "a" });
    await vi.waitFor(() => expect(texts.errorTextsLoaded()).toBe(true));
  });

  it("brings the error texts' messages with them (the `errors` catalogue part), not the login page's part", async () => {
    const { i18n, texts } = await fresh();
    const load = vi.spyOn(i18n, "load");
    try {
      await texts.loadErrorTexts();
      const loaded = Object.assign({}, ...load.mock.calls.filter(([l]) => l === "en").map(([, m]) => m));
      const invalid = generateMessageId("The e-mail address or password is not correct.");
      expect(loaded[invalid]).toEqual(["The e-mail address or password is not correct."]);
      expect(invalid in (await import("virtual:messages/en/public")).messages).toBe(false);
    } finally {
      load.mockRestore();
    }
  });
});
