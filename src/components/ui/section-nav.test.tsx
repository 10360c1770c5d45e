import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { GuidedTour, isTourDone, setTourDone } from "./guided-tour.tsx";
import { currentSectionItem, SectionNav } from "./section-nav.tsx";

const STORE = [
  { id: "orders", label: "Orders", href: "/store/orders" },
  { id: "completed", label: "Completed", href: "/store/orders-completed" },
  { id: "products", label: "Products", href: "/store/products" },
];

describe("SectionNav (spec 002 §2.13 secondary in-page navigation)", () => {
  it("is a labelled navigation of links where only the current page has aria-current", () => {
    renderWithProviders(<SectionNav label="Store sections" items={STORE} pathname="/store/orders/o-1" />);
    const nav = screen.getByRole("navigation", { name: "Store sections" });
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(STORE.map((s) => s.href));
    expect(screen.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it("picks the longest matching path, never a sibling that only shares a prefix", () => {
    expect(currentSectionItem(STORE, "/store/orders-completed")).toBe("completed");
    expect(currentSectionItem(STORE, "/store/orders")).toBe("orders");
    expect(currentSectionItem(STORE, "/store/products/create?x=1")).toBe("products");
    expect(currentSectionItem(STORE, "/store/saleschannels")).toBeUndefined();
  });

  it("lets a keyboard user reach every link with Tab", async () => {
    renderWithProviders(<SectionNav label="Store sections" items={STORE} current="products" />);
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Orders" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Products" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
  });

  it("offers the area's tour only when asked, one step per described section, anchored on its link", async () => {
    const items = [
      { id: "orders", label: "Orders", href: "/store/orders", description: "Orders to fulfil." },
      { id: "completed", label: "Completed", href: "/store/orders-completed" },
      { id: "products", label: "Products", href: "/store/products", description: "Your catalogue." },
    ];
    renderWithProviders(
      <SectionNav label="Store sections" items={items} current="orders" tour={{ tourId: "store", userId: "u1" }} />,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Take the tour" }));
    const first = await screen.findByRole("dialog", { name: "Orders" });
    expect(first).toHaveAccessibleDescription("Orders to fulfil.");
    expect(screen.getByText("Step 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Orders" })).toHaveClass("outline-solid");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("dialog", { name: "Products" })).toHaveAccessibleDescription("Your catalogue.");
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(isTourDone("store", "u1")).toBe(true);
  });

  it("has no tour button without a tour", () => {
    renderWithProviders(<SectionNav label="Store sections" items={STORE} current="orders" />);
    expect(screen.queryByRole("button", { name: "Take the tour" })).not.toBeInTheDocument();
  });
});

const STEPS = [
  { id: "one", title: "Create a schedule", body: "Start here.", target: "create" },
  { id: "two", title: "Your schedules", body: "They are listed here." },
];

describe("GuidedTour (spec 002 §2.13 guided tour)", () => {
  afterEach(() => localStorage.clear());

  it("opens by itself once, walks Next/Back, and is remembered as done for that user only", async () => {
    const view = renderWithProviders(
      <>
        <button type="button" data-tour="create">
          Create
        </button>
        <GuidedTour tourId="reporting" userId="u1" steps={STEPS} />
      </>,
    );
    const first = await screen.findByRole("dialog", { name: "Create a schedule" });
    expect(first).toHaveAccessibleDescription("Start here.");
    expect(screen.getByText("Step 1 of 2")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("dialog", { name: "Your schedules" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("dialog", { name: "Create a schedule" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(isTourDone("reporting", "u1")).toBe(true);
    expect(isTourDone("reporting", "u2")).toBe(false);
    view.unmount();

    renderWithProviders(<GuidedTour tourId="reporting" userId="u1" steps={STEPS} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Take the tour" }));
    expect(await screen.findByRole("dialog", { name: "Create a schedule" })).toBeInTheDocument();
  });

  it("is skipped with the Skip button or Escape, and then stays closed", async () => {
    setTourDone("reporting", "u3", false);
    renderWithProviders(<GuidedTour tourId="reporting" userId="u3" steps={STEPS} />);
    await screen.findByRole("dialog", { name: "Create a schedule" });
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(isTourDone("reporting", "u3")).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Take the tour" }));
    await userEvent.click(await screen.findByRole("button", { name: "Skip tour" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
