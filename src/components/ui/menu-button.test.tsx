/**
 * The light menu trigger (issue 19): a native button painted with the page whose react-aria menu
 * loads on the first opening, with the keyboard and focus behaviour of a menu button.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { MenuButton } from "./menu-button.tsx";

const items = [
  { id: "docs", label: "Documentation" },
  { id: "shortcuts", label: "Keyboard shortcuts", separatorBefore: true },
];

describe("MenuButton (issue 19)", () => {
  it("renders no menu until opened, then opens and closes it with the pointer and the keyboard", async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MenuButton label="Help" icon="help" items={items} onAction={onAction} />);
    const trigger = screen.getByRole("button", { name: "Help" });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole("menu", { name: "Help" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    // focus starts on the first item; choosing one closes the menu and hands focus back
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Documentation" })).toHaveFocus());
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onAction).toHaveBeenCalledWith("shortcuts");
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    // the down arrow opens it too, Escape closes it
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("menu", { name: "Help" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
