/**
 * The store in the running dashboard against the sandbox (issue 18; Indonesia only, spec 002
 * §2.2): orders (list, an order moved on by an editor, no actions for a viewer), a product saved
 * with a field error kept on screen then fixed, sales channels and the authorization callback
 * page (success and failure), the appearance preview following the inputs, and the sales summary;
 * logistics, a channel's products and the multichannel view with their states (populated, empty,
 * error with retry) and actions.
 */
import { act, cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { appRenderer, openAs as openAsIn, tableRows } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

configure({ asyncUtilTimeout: 8000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(async () => {
  localStorage.clear();
  await clearFaults();
});

const openAs = (email: string, path: string) => openAsIn(renderApp, email, path);

const dataRows = tableRows;

describe("store (spec 002 §2.2)", { timeout: 60_000 }, () => {
  it("an editor opens a NEW order from the list and processes it; a viewer gets no actions", async () => {
    const app = await openAs("editor@demo.test", "/store/orders?status=NEW");
    expect(await screen.findByRole("navigation", { name: "Store sections" })).toBeInTheDocument();
    const rows = await dataRows("Orders");
    for (const row of rows) expect(within(row).getByText("New")).toBeInTheDocument();
    await app.user.click(within(rows[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement);
    await screen.findByRole("heading", { level: 1, name: /^Order / });
    await app.user.click(screen.getByRole("button", { name: "Process" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Start processing this order?" });
    await app.user.click(within(dialog).getByRole("button", { name: "Process" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Ship" })).toBeInTheDocument());
    expect(screen.getAllByText("Processing").length).toBeGreaterThan(0);
    cleanup();
    localStorage.clear();

    const viewer = await openAs("viewer@demo.test", "/store/orders?status=NEW");
    await viewer.user.click(
      within((await dataRows("Orders"))[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement,
    );
    await screen.findByRole("heading", { level: 1, name: /^Order / });
    expect(screen.queryByRole("button", { name: "Process" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("an editor ships a processing order and cancels a new one: each dialog asks for its input first", async () => {
    const openFirstNew = async () => {
      const app = await openAs("editor@demo.test", "/store/orders?status=NEW");
      await app.user.click(within((await dataRows("Orders"))[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement);
      await screen.findByRole("heading", { level: 1, name: /^Order / });
      return app;
    };
    let app = await openFirstNew();
    await app.user.click(screen.getByRole("button", { name: "Process" }));
    await app.user.click(
      within(await screen.findByRole("alertdialog", { name: "Start processing this order?" })).getByRole("button", {
        name: "Process",
      }),
    );
    const ship = await screen.findByRole("button", { name: "Ship" });
    await app.user.click(ship);
    const shipDialog = await screen.findByRole("dialog", { name: "Ship this order" });
    expect(ship).toHaveAttribute("aria-controls", shipDialog.id);
    await app.user.click(within(shipDialog).getByRole("button", { name: "Mark as shipped" }));
    expect(within(shipDialog).getByText("Enter the courier's tracking number.")).toBeInTheDocument();
    await app.user.type(within(shipDialog).getByRole("textbox", { name: /Tracking number/ }), "JNE123456789");
    await app.user.click(within(shipDialog).getByRole("button", { name: "Mark as shipped" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Ship this order" })).toBeNull());
    expect((await screen.findAllByText("JNE123456789")).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Ship" })).toBeNull());

    cleanup();
    localStorage.clear();
    app = await openFirstNew();
    await app.user.click(screen.getByRole("button", { name: "Cancel order" }));
    const cancelDialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    await app.user.click(within(cancelDialog).getByRole("button", { name: "Cancel order" }));
    expect(within(cancelDialog).getByText("Tell the buyer why the order is cancelled.")).toBeInTheDocument();
    await app.user.type(within(cancelDialog).getByRole("textbox", { name: /Reason/ }), "Out of stock");
    await app.user.click(within(cancelDialog).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Cancel this order?" })).toBeNull());
    expect((await screen.findAllByText("Cancelled")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("a product save keeps the inputs and shows the gateway's field error, then saves once fixed", async () => {
    const app = await openAs("owner@demo.test", "/store/products");
    const rows = await dataRows("Products");
    const takenSku = within(rows[0] as HTMLElement).getAllByRole("cell")[1]?.textContent ?? "";
    await act(() => app.router.navigate({ href: "/store/products/create" }));
    await app.user.type(await screen.findByRole("textbox", { name: "Name" }), "Kopi Test Integrasi");
    await app.user.type(screen.getByRole("textbox", { name: "SKU" }), takenSku);
    await app.user.type(screen.getByRole("textbox", { name: "Category" }), "Kopi");
    await app.user.type(screen.getByRole("textbox", { name: "Variant 1 name" }), "200 g");
    await app.user.type(screen.getByRole("textbox", { name: "Variant 1 SKU" }), "KTI-1");
    await app.user.type(screen.getByRole("textbox", { name: "Variant 1 price" }), "50000");
    await app.user.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("is used by another product")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Kopi Test Integrasi");
    const sku = screen.getByRole("textbox", { name: "SKU" });
    await app.user.clear(sku);
    await app.user.type(sku, "KTI-NEW");
    await app.user.click(screen.getByRole("button", { name: "Create product" }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/store/products"));
  });

  it("lists sales channels in every state; the callback page reports success and failure", async () => {
    const app = await openAs("owner@demo.test", "/store/saleschannels");
    await screen.findByRole("heading", { level: 1, name: "Sales channels" });
    for (const state of ["Connected", "Connection error", "Disconnected", "Awaiting authorization"])
      expect((await screen.findAllByText(state)).length).toBeGreaterThan(0);
    await act(() =>
      app.router.navigate({ href: "/store/saleschannels/authorize/shopee?code=x&shop_id=1&state=forged" }),
    );
    expect(await screen.findByText("Not connected")).toBeInTheDocument();
    expect(screen.queryByText("Connected")).not.toBeInTheDocument();
    await act(() =>
      app.router.navigate({ href: "/store/saleschannels/authorize/woocommerce?success=0&user_id=1&state=x" }),
    );
    await waitFor(() => expect(screen.getByText("Not connected")).toBeInTheDocument());
    expect(screen.getByRole("heading", { level: 1, name: "Connecting WooCommerce" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to sales channels" })).toBeInTheDocument();
  });

  it("the appearance preview follows the inputs before saving; the sales summary shows totals and daily figures", async () => {
    const app = await openAs("owner@demo.test", "/store/onlinestore");
    await app.user.click(await screen.findByRole("link", { name: "Customise appearance" }));
    const name = await screen.findByRole("textbox", { name: "Store name" });
    await app.user.clear(name);
    await app.user.type(name, "Toko Pratinjau");
    const preview = screen.getByRole("figure", { name: "Preview of your store" });
    expect(within(preview).getByText("Toko Pratinjau")).toBeInTheDocument();
    await app.user.click(screen.getByRole("radio", { name: "List" }));
    await app.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Appearance saved.")).toBeInTheDocument();

    await act(() => app.router.navigate({ href: "/store/onlinestore" }));
    await app.user.click((await screen.findAllByRole("link", { name: "Sales summary" }))[0] as HTMLElement);
    await screen.findByRole("heading", { level: 1, name: /^Sales summary/ });
    expect(await screen.findByText("Gross sales", { selector: "dt" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Daily sales" });
    expect(within(table).getAllByRole("row").length).toBe(31);
  });

  it("completed orders are all completed; the payment configuration checks its inputs and is read-only for a viewer", async () => {
    const app = await openAs("owner@demo.test", "/store/orders-completed");
    for (const row of await dataRows("Completed orders"))
      expect(within(row).getByText("Completed")).toBeInTheDocument();
    await act(() => app.router.navigate({ href: "/store/onlinestore/payment-configuration" }));
    const methods = await screen.findAllByRole("checkbox");
    for (const box of methods) if ((box as HTMLInputElement).checked) await app.user.click(box);
    await app.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Choose at least one payment method.")).toBeInTheDocument();
    cleanup();
    localStorage.clear();

    await openAs("viewer@demo.test", "/store/onlinestore/payment-configuration");
    expect(await screen.findByText("Changing these settings needs edit permission.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("logistics: loads the store's settings (error with retry first), checks the postal code, saves", async () => {
    await fault({ path: "/api/store/channels/*/logistics", method: "GET", status: 500 });
    const app = await openAs("owner@demo.test", "/store/onlinestore");
    await app.user.click((await screen.findAllByRole("link", { name: "Logistics" }))[0] as HTMLElement);
    const retry = await screen.findByRole("button", { name: "Try again" });
    await clearFaults();
    await app.user.click(retry);
    const postal = await screen.findByRole("textbox", { name: "Postal code" });
    expect(screen.getByRole("textbox", { name: "Address" })).not.toHaveValue("");
    await app.user.clear(postal);
    await app.user.type(postal, "123");
    await app.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a 5-digit postal code.")).toBeInTheDocument();
    await app.user.clear(postal);
    await app.user.type(postal, "12345");
    await app.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Logistics saved.")).toBeInTheDocument();
  });

  it("a channel's products: listed rows with the add action, error with retry, and an empty channel", async () => {
    const app = await openAs("owner@demo.test", "/store/saleschannels");
    const channels = (await app.session.http.get("/api/store/channels", { schema: v.any() })).data as {
      id: string;
      name: string;
      status: string;
      product_count: number;
    }[];
    const shop = channels.find((c) => c.status === "CONNECTED" && c.product_count > 0);
    const empty = channels.find((c) => c.product_count === 0);
    await app.user.click(await screen.findByRole("link", { name: `Products of ${shop?.name}` }));
    // the title names the channel once it has loaded (another test may have renamed the online store)
    const title = await screen.findByRole("heading", { level: 1, name: /^Products on (?!this channel)/ });
    const rows = await dataRows(title.textContent ?? "");
    expect(rows).toHaveLength(Math.min(shop?.product_count ?? 0, 10));
    const listed = within(rows[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement;
    const listedName = listed.textContent ?? "";
    expect(screen.getByRole("link", { name: "Add product" })).toHaveAttribute(
      "href",
      `/store/onlinestore/product/create/${shop?.id}`,
    );
    await fault({ path: "/api/store/products", method: "GET", status: 500 });
    await act(() => app.router.navigate({ href: `/store/onlinestore/products/${empty?.id}` }));
    const retry = await screen.findByRole("button", { name: "Try again" });
    await clearFaults();
    await app.user.click(retry);
    expect(await screen.findByText("This channel lists no products yet.")).toBeInTheDocument();

    // the channel's own create form starts with the channel ticked; its edit form holds the product
    await act(() => app.router.navigate({ href: `/store/onlinestore/product/create/${shop?.id}` }));
    const tick = await screen.findByRole("checkbox", { name: new RegExp(`^${shop?.name}`) });
    expect(tick).toBeChecked();
    await act(() => app.router.navigate({ href: listed.getAttribute("href") ?? "" }));
    expect(app.router.state.location.pathname).toMatch(/^\/store\/onlinestore\/product\/edit\//);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue(listedName));
  });

  it("multichannel products: which product is listed where, after an error with retry", async () => {
    await fault({ path: "/api/store/channels", method: "GET", status: 500 });
    const app = await openAs("owner@demo.test", "/store/multichannelproducts");
    const retry = await screen.findByRole("button", { name: "Try again" });
    await clearFaults();
    await app.user.click(retry);
    const table = await screen.findByRole("table", { name: "Products by sales channel" });
    // a column per connected (or failing) channel, a row per product linking to its edit page
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Product", "Online store", "Shopee", "Tokopedia"]);
    expect(within(table).getAllByText("Listed").length).toBeGreaterThan(0);
    const first = within(table).getAllByRole("link")[0] as HTMLElement;
    await app.user.click(first);
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/store\/products\/edit\//));
  });
  it("a store's orders open the order within the store; cancelled orders; a product edited and saved", async () => {
    const app = await openAs("owner@demo.test", "/store/onlinestore");
    const manage = (await screen.findAllByRole("navigation", { name: /^Manage / }))[0] as HTMLElement;
    await app.user.click(within(manage).getByRole("link", { name: "Orders" }));
    const title = await screen.findByRole("heading", { level: 1, name: /^Orders of / });
    const rows = await dataRows(title.textContent ?? "");
    await app.user.click(within(rows[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement);
    await screen.findByRole("heading", { level: 1, name: /^Order / });
    expect(app.router.state.location.pathname).toMatch(/^\/store\/onlinestore\/order-details\//);
    expect(screen.getByRole("heading", { name: "Items" })).toBeInTheDocument();

    await act(() => app.router.navigate({ href: "/store/orders-cancelled" }));
    for (const row of await dataRows("Cancelled orders"))
      expect(within(row).getByText("Cancelled")).toBeInTheDocument();

    await act(() => app.router.navigate({ href: "/store/products" }));
    const product = within((await dataRows("Products"))[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement;
    const name = product.textContent ?? "";
    await app.user.click(product);
    const field = await screen.findByRole("textbox", { name: "Name" });
    await waitFor(() => expect(field).toHaveValue(name));
    await app.user.clear(field);
    await app.user.type(field, `${name} (edited)`);
    await app.user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/store/products"));
    expect(await screen.findByRole("link", { name: `Edit ${name} (edited)` })).toBeInTheDocument();
  });
});

async function fault(spec: { path: string; method: string; status: number }) {
  await fetch(`${sandbox.url()}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(spec),
  });
}
async function clearFaults() {
  await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
}
