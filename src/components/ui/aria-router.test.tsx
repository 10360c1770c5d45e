/**
 * React Aria's links and menu items navigate through the frame's router (issue 19): the frame
 * provides only the plain navigation, and `AriaRouter` gives React Aria its router where a link
 * or menu renders, so a click stays in the app (no full page load); outside the frame a link is
 * an ordinary link.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { Link } from "./aria-router.tsx";
import { LinkButton } from "./button.tsx";
import { MenuButton } from "./menu-button.tsx";
import { type PlainNavigation, PlainNavigationProvider } from "./plain-controls.tsx";

function navigation() {
  return { navigate: vi.fn<PlainNavigation["navigate"]>(), toHref: (href: string) => `/app${href}` };
}

describe("AriaRouter (issue 19)", () => {
  it("a React Aria link and link button navigate in the app with the router's address", async () => {
    const nav = navigation();
    const user = userEvent.setup();
    renderWithProviders(
      <PlainNavigationProvider value={nav}>
        <Link href="/cash">Cash</Link>
        <LinkButton href="/settings">Settings</LinkButton>
      </PlainNavigationProvider>,
    );
    const cash = screen.getByRole("link", { name: "Cash" });
    expect(cash).toHaveAttribute("href", "/app/cash");
    await user.click(cash);
    expect(nav.navigate).toHaveBeenLastCalledWith("/cash", undefined);
    await user.click(screen.getByRole("link", { name: "Settings" }));
    expect(nav.navigate).toHaveBeenLastCalledWith("/settings", undefined);
  });

  it("a menu item with an address navigates in the app when chosen", async () => {
    const nav = navigation();
    const user = userEvent.setup();
    renderWithProviders(
      <PlainNavigationProvider value={nav}>
        <MenuButton
          label="Help"
          icon="help"
          items={[{ id: "settings", label: "Account settings", href: "/settings" }]}
        />
      </PlainNavigationProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Help" }));
    const item = await screen.findByRole("menuitem", { name: "Account settings" });
    expect(item).toHaveAttribute("href", "/app/settings");
    await user.click(item);
    expect(nav.navigate).toHaveBeenCalledWith("/settings", undefined);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  });

  it("outside the frame a link is an ordinary link", () => {
    renderWithProviders(<Link href="/login">Log in</Link>);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });
});
