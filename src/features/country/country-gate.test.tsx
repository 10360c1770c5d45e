import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render";
import { CountryGate } from "./country-gate";

// The unit project builds as main × ID, whose manifest also serves PH and SG.
describe("CountryGate (issue 2 §5: build-time country vs run-time country)", () => {
  it("shows the page when the business operates in the bundle's country", () => {
    renderWithProviders(<CountryGate businessCountry="Indonesia">dashboard content</CountryGate>);
    expect(screen.getByText("dashboard content")).toBeInTheDocument();
  });

  it("says so and links to the brand's bundle for a Philippine business", () => {
    renderWithProviders(<CountryGate businessCountry="Philippines">dashboard content</CountryGate>);
    expect(screen.queryByText("dashboard content")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "This business uses another dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the dashboard for the Philippines" })).toHaveAttribute(
      "href",
      "https://dashboard.arunika.example/ph/",
    );
  });

  it("offers to switch business when no bundle of the brand serves the country, in Indonesian too", async () => {
    const onSwitchBusiness = vi.fn();
    renderWithProviders(
      <CountryGate businessCountry="Malaysia" onSwitchBusiness={onSwitchBusiness}>
        dashboard content
      </CountryGate>,
      { language: "id" },
    );
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ganti bisnis" }));
    expect(onSwitchBusiness).toHaveBeenCalledOnce();
  });
});
