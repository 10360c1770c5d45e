/**
 * Top-up instruction modals (spec 002 §2.13) against the sandbox: the Philippines shows its
 * one-bank table (spec 002 §9) with its own steps; Indonesia a bank picker.
 */
import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { promptsHarness } from "../../../tests/integration/prompts-harness.tsx";
import { sandboxPerFile } from "../../../tests/integration/sandbox.ts";
import { CountryProvider } from "../../components/ui/country-context.tsx";
import { TopUpDialog } from "./top-up-dialog.tsx";

configure({ asyncUtilTimeout: 8000 });

const sandbox = sandboxPerFile();
const { renderPrompt } = promptsHarness(sandbox);

describe("top-up instructions", { timeout: 30_000 }, () => {
  it("shows a Philippine business its one bank in a table, with the reference number and its steps", async () => {
    const { user } = await renderPrompt("partner-b@demo.test", () => (
      <CountryProvider country="PH">
        <TopUpDialog currency="PHP" />
      </CountryProvider>
    ));
    await user.click(await screen.findByRole("button", { name: "Top up" }));
    const dialog = await screen.findByRole("dialog", { name: "Top up by bank transfer" });
    const table = await within(dialog).findByRole("table", { name: "Top-up bank" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText("Bank of the Philippine Islands")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/^8808\d{12}$/)).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the reference number from the table exactly as shown.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Bank/ })).not.toBeInTheDocument();
  });
});
