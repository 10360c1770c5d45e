/**
 * Issue 2 §5 (build-time country vs run-time country), in the running dashboard: the unit
 * project is the main × ID bundle; a business operating in the Philippines gets a pointer to the
 * brand's PH bundle instead of half-working pages, while the chrome (and its business switcher)
 * stays usable.
 */
import { configure, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

configure({ asyncUtilTimeout: 5000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);

describe("the country gate in the logged-in layout", () => {
  it("sends the owner of a Philippine business to the PH dashboard of the same brand", async () => {
    const app = renderApp("/login");
    await submitLogin(app.user, "partner-b@demo.test");
    expect(
      await screen.findByRole("heading", { name: "This business uses another dashboard" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the dashboard for the Philippines" })).toHaveAttribute(
      "href",
      "https://dashboard.arunika.example/ph/",
    );
    // The frame stays: the menu and the profile menu (to switch business) are there.
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
  });

  it("shows the page itself for a business of the bundle's country", async () => {
    const app = renderApp("/login");
    await submitLogin(app.user, "owner@demo.test");
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe("/login"), { timeout: 10_000 });
    await screen.findByRole("navigation", { name: "Main menu" });
    expect(screen.queryByRole("heading", { name: "This business uses another dashboard" })).not.toBeInTheDocument();
  });
});
