/**
 * The list's controls load when first reached for (issue 19): a stand-in with the page, the
 * react-aria control after the first pointer, touch or focus; a press on the stand-in opens the real
 * control, and the focus stays where the user put it.
 */
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { CountryProvider } from "./country-context.tsx";
import { DateRangeStandIn } from "./light-controls.tsx";
import { MultiSelectMenu } from "./list-controls.tsx";
import { LoadOnUse, moduleLoader } from "./load-on-use.tsx";

const OPTIONS = [
  { id: "PENDING", label: "Pending" },
  { id: "FAILED", label: "Failed" },
];

/** A loader the test resolves by hand (the real one imports list-controls.tsx). */
function handLoader() {
  let resolve: (m: { MultiSelectMenu: typeof MultiSelectMenu }) => void = () => undefined;
  const importer = vi.fn(() => new Promise<{ MultiSelectMenu: typeof MultiSelectMenu }>((r) => (resolve = r)));
  return { loader: moduleLoader(importer), importer, arrive: () => resolve({ MultiSelectMenu }) };
}

function renderStatus(loader: ReturnType<typeof handLoader>["loader"], onChange = vi.fn()) {
  const props = { label: "Status", options: OPTIONS, selected: ["FAILED"], onChange };
  renderWithProviders(
    <>
      <LoadOnUse
        loader={loader}
        light={(open) => (
          <button type="button" aria-haspopup="menu" onClick={open}>
            Status (1)
          </button>
        )}
        ready={(m, opened) => <m.MultiSelectMenu {...props} openOnMount={opened} />}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return onChange;
}

describe("a control that loads when first reached for (issue 19)", () => {
  it("loads nothing with the page, fetches on a pointer over it and swaps only when it is used", async () => {
    const { loader, importer, arrive } = handLoader();
    renderStatus(loader);
    expect(importer).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole("button", { name: "Status (1)" }));
    expect(importer).toHaveBeenCalledTimes(1);
    fireEvent.pointerOver(screen.getByRole("button", { name: "Status (1)" }));
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    // a pointer passing by changes nothing under it: the stand-in stays
    expect(screen.getByRole("button", { name: "Status (1)" })).toHaveAttribute("aria-haspopup", "menu");
    // the focus uses it: the react-aria trigger, closed, with the focus
    await act(async () => screen.getByRole("button", { name: "Status (1)" }).focus());
    await vi.waitFor(() => expect(document.activeElement).not.toHaveAttribute("aria-haspopup", "menu"));
    expect(document.activeElement).toHaveTextContent("Status (1)");
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("opens the real menu after a press on the stand-in, and Escape gives the focus back to its trigger", async () => {
    const { loader, arrive } = handLoader();
    const onChange = renderStatus(loader);
    await userEvent.click(screen.getByRole("button", { name: "Status (1)" }));
    await act(async () => arrive());
    const menu = await screen.findByRole("menu", { name: /^Status/ });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole("menuitemcheckbox", { name: "Pending" }));
    expect(onChange).toHaveBeenLastCalledWith(["PENDING", "FAILED"]);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent("Status (2)");
  });

  it("opens the real menu on the first press when its module is already at hand (cached, as a second page or test file meets it)", async () => {
    // the import resolves at once: the pointer's arrival over the stand-in must not swap it away
    // under the press that follows (the press then landed on the removed stand-in and nothing opened)
    const loader = moduleLoader(() => Promise.resolve({ MultiSelectMenu }));
    renderStatus(loader);
    await userEvent.click(screen.getByRole("button", { name: "Status (1)" }));
    expect(await screen.findByRole("menu", { name: /^Status/ })).toBeInTheDocument();
  });

  it("hands the focus of a stand-in reached by the keyboard to the real control", async () => {
    const { loader, arrive } = handLoader();
    renderStatus(loader);
    await userEvent.tab();
    expect(document.activeElement).toHaveAttribute("aria-haspopup", "menu");
    await act(async () => arrive());
    await vi.waitFor(() => expect(document.activeElement).toHaveTextContent("Status (1)"));
    expect(document.activeElement).not.toHaveAttribute("aria-haspopup", "menu");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});

describe("the date range's stand-in shows what the picker will", () => {
  it("the range in the country's order, or the picker's placeholders, under the field's label", () => {
    const { rerender } = renderWithProviders(
      <CountryProvider country="ID">
        <DateRangeStandIn label="Created" value={{ start: "2026-11-01", end: "2026-11-23" }} onPress={() => {}} />
      </CountryProvider>,
    );
    expect(screen.getByRole("group", { name: "Created" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Created 01\/11\/2026\s*–\s*23\/11\/2026$/ })).toBeInTheDocument();
    rerender(
      <CountryProvider country="PH">
        <DateRangeStandIn label="Created" value={{ start: "2026-11-01", end: "2026-11-23" }} onPress={() => {}} />
      </CountryProvider>,
    );
    expect(screen.getByRole("button", { name: /^Created 11\/01\/2026\s*–\s*11\/23\/2026$/ })).toBeInTheDocument();
  });

  it("in Indonesian without a range: the picker's placeholders", () => {
    renderWithProviders(
      <CountryProvider country="ID">
        <DateRangeStandIn label="Dibuat" value={null} onPress={() => {}} />
      </CountryProvider>,
      { language: "id" },
    );
    expect(screen.getByRole("button", { name: /^Dibuat hh\/bb\/tttt\s*–\s*hh\/bb\/tttt$/ })).toBeInTheDocument();
  });
});
