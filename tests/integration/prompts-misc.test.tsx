/**
 * Language change, the get-started patching rule and the render-error retry against the sandbox
 * (spec 000 §4 "Language change", "Get-started", "Page crash"; §8 language failure → unexpectedError).
 */
import { i18n } from "@lingui/core";
import { useQuery } from "@tanstack/react-query";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "../../src/components/ui/button.tsx";
import { authEndpoints } from "../../src/contract/auth-endpoints.ts";
import { useGetStartedProgress } from "../../src/features/prompts/get-started.ts";
import { useChangeLanguage } from "../../src/features/prompts/language.ts";
import { useRenderErrorRetry } from "../../src/features/prompts/render-error.ts";
import type { Session } from "../../src/lib/session/runtime.ts";
import { promptsHarness } from "./prompts-harness.tsx";
import { sandboxPerFile } from "./sandbox.ts";

// Sandbox round trips and typing are slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const sandbox = sandboxPerFile();
const h = promptsHarness(sandbox);
afterEach(() => h.clearFaults());

function LanguagePicker() {
  const { change, pending, error } = useChangeLanguage();
  return (
    <div>
      <Button isPending={pending} onPress={() => void change("id")}>
        Bahasa Indonesia
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

describe("language change (spec 000 §4, §8)", () => {
  it("shows unexpectedError and clears the spinner when the PATCH fails, then patches, switches and reloads the user", async () => {
    const app = await h.renderPrompt("editor@demo.test", () => <LanguagePicker />);
    const button = await screen.findByRole("button", { name: "Bahasa Indonesia" });
    await h.fault({ path: "/api/user", method: "PATCH", status: 500, error_code: "SERVER_ERROR" });
    await app.user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side. Please try again.");
    expect(button).not.toHaveAttribute("data-pending");
    expect(i18n.locale).toBe("en");

    const calls = app.userCalls.length;
    await app.user.click(button);
    await waitFor(() => expect(i18n.locale).toBe("id"));
    expect((await h.storedUser(app.session)).preferred_language).toBe("id");
    await waitFor(() => expect(app.userCalls.length).toBeGreaterThan(calls));
    i18n.activate("en");
  });
});

async function setProgress(session: Session, progress: Record<string, 0 | 100>) {
  await session.http.patch(authEndpoints.patchGetStartedStatuses.path, {
    schema: authEndpoints.patchGetStartedStatuses.response,
    body: { progress },
  });
}

function Progress({ businessId, country }: { businessId: string; country: "ID" | "PH" | "SG" }) {
  const { progress, error } = useGetStartedProgress(businessId, country);
  if (error) return <p role="alert">{error}</p>;
  return progress ? <output aria-label="progress">{JSON.stringify(progress)}</output> : null;
}

describe("get-started progress (spec 000 §4)", () => {
  it("patches sections at 0 to 100 once submitted, but not establishment_details outside the Philippines", async () => {
    const app = await h.renderPrompt("owner@demo.test", ({ business }) => (
      <Progress businessId={business.id} country={business.country_of_operation} />
    ));
    // start from a submitted ID business with two sections at 0
    await setProgress(app.session, { establishment_details: 0, bank_account: 0 });
    await app.queryClient.invalidateQueries();
    await waitFor(async () => {
      const shown = JSON.parse((await screen.findByLabelText("progress")).textContent ?? "{}");
      expect(shown).toMatchObject({ establishment_details: 0, bank_account: 100 });
    });
    const { data } = await app.session.http.get(authEndpoints.getStartedStatuses.path, {
      schema: authEndpoints.getStartedStatuses.response,
    });
    expect(data).toMatchObject({ establishment_details: 0, bank_account: 100 });
  });

  it("patches establishment_details in the Philippines", async () => {
    const app = await h.renderPrompt("authenticator@demo.test", ({ business }) => (
      <Progress businessId={business.id} country={business.country_of_operation} />
    ));
    await setProgress(app.session, { establishment_details: 0 });
    await app.queryClient.invalidateQueries();
    await waitFor(async () => {
      const shown = JSON.parse((await screen.findByLabelText("progress")).textContent ?? "{}");
      expect(shown).toMatchObject({ establishment_details: 100 });
    });
  });

  it("shows the unexpected-error message when the progress cannot be loaded", async () => {
    await h.fault({ path: "/api/common-company-detail/get-started-statuses", status: 500, error_code: "SERVER_ERROR" });
    await h.renderPrompt("owner@demo.test", ({ business }) => (
      <Progress businessId={business.id} country={business.country_of_operation} />
    ));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side. Please try again.");
  });
});

let loads = 0;
function Fragile() {
  const { data } = useQuery({ queryKey: ["fragile"], queryFn: async () => ++loads });
  if (data === 1) throw new Error("broken first answer");
  return data ? <p>Loaded {data}</p> : null;
}

const reloadPage = vi.fn();
function Boundary({ reset }: ErrorComponentProps) {
  const retry = useRenderErrorRetry(reset, reloadPage);
  return <Button onPress={() => void retry()}>Try again</Button>;
}

describe("render-error boundaries (spec 000 §4 Page crash)", () => {
  it("logged in: retry resets the data and renders again; logged out: retry reloads the page", async () => {
    reloadPage.mockClear();
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    loads = 0;
    const app = await h.renderPrompt("viewer@demo.test", () => <Fragile />, { errorComponent: Boundary });
    await app.user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Loaded 2")).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();

    loads = 0;
    await app.queryClient.resetQueries({ queryKey: ["fragile"] });
    const retry = await screen.findByRole("button", { name: "Try again" });
    // the first retry reloaded every query, the user's too: signed out once that has answered (an
    // answer arriving after the sign-out would store the user again)
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    app.session.store.clear();
    await app.user.click(retry);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
