/**
 * Issuing, capital and e-receipts in the running dashboard against the sandbox (issue 18):
 * the issuing sub-page navigation, a card's limits (checked before sending) and freeze with
 * confirmation, a viewer without those actions, the capital offer and a loan's schedule, and an
 * internal-domain member of a Philippine business issuing and voiding an e-receipt (spec 000 §6)
 * and the activation state.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../sandbox/demo-logins.ts";
import { CreateReceiptScreen, ReceiptSettingsScreen } from "../../src/features/ereceipts/forms.tsx";
import {
  ReceiptPreviewScreen,
  ReceiptScreen,
  ReceiptsActivationScreen,
  ReceiptsScreen,
} from "../../src/features/ereceipts/screens.tsx";
import { HttpError } from "../../src/lib/http/http-error.ts";
import type { Session } from "../../src/lib/session/runtime.ts";
import { renderWithProviders } from "../render.tsx";
import { appRenderer, openAs as openAsIn } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

configure({ asyncUtilTimeout: 8000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => localStorage.clear());

const openAs = (email: string, path: string) => openAsIn(renderApp, email, path);

async function firstRowLink(table: string) {
  const t = await screen.findByRole("table", { name: table });
  await waitFor(() => expect(within(t).getAllByRole("link").length).toBeGreaterThan(0));
  return within(t).getAllByRole("link")[0] as HTMLElement;
}

describe("issuing", { timeout: 40_000 }, () => {
  it("checks limits before sending, then freezes a card after confirmation", async () => {
    const app = await openAs("owner@demo.test", "/issuing/cards?status=ACTIVE");
    const nav = await screen.findByRole("navigation", { name: "Issuing sections" });
    expect(within(nav).getByRole("link", { name: "Cards" })).toHaveAttribute("aria-current", "page");
    await app.user.click(await firstRowLink("Issued cards"));
    await screen.findByRole("heading", { name: "Spending limits" });
    expect(screen.getAllByRole("meter")).toHaveLength(3);

    await app.user.click(screen.getByRole("button", { name: "Edit limits" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit spending limits" });
    const daily = within(dialog).getByLabelText("Per day");
    await app.user.clear(daily);
    await app.user.type(daily, "1");
    await app.user.click(within(dialog).getByRole("button", { name: "Save limits" }));
    expect(await within(dialog).findByText("The daily limit cannot be below the per-transaction limit.")).toBeVisible();
    expect(daily).toHaveValue("1");
    await app.user.keyboard("{Escape}");

    await app.user.click(screen.getByRole("button", { name: "Freeze card" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Freeze this card?" });
    await app.user.click(within(confirm).getByRole("button", { name: "Freeze" }));
    expect(await screen.findByRole("button", { name: "Unfreeze card" })).toBeInTheDocument();
    expect(screen.getAllByText("Frozen").length).toBeGreaterThan(0);
  });

  it("opens a card product with the cards issued on it; a failed cards list offers a retry", async () => {
    const faults = `${sandbox.url()}/__sandbox/faults`;
    const app = await openAs("owner@demo.test", "/issuing/card-products");
    const link = await firstRowLink("Card products");
    const name = link.textContent ?? "";
    await fetch(faults, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/api/issuing/cards", method: "GET", status: 500 }),
    });
    await app.user.click(link);
    await screen.findByRole("heading", { level: 1, name });
    expect(screen.getByRole("heading", { name: "Default spending limits" })).toBeInTheDocument();
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByText("The cards could not be loaded.")).toBeInTheDocument();
    await fetch(faults, { method: "DELETE" });
    await app.user.click(retry);
    const cards = await screen.findByRole("list", { name: "Cards on this product" });
    const first = within(cards).getAllByRole("link")[0] as HTMLElement;
    await app.user.click(first);
    await screen.findByRole("heading", { name: "Spending limits" });
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it("shows a viewer a card and its transactions without freeze or limit actions", async () => {
    const app = await openAs("viewer@demo.test", "/issuing/transactions?status=CLEARED");
    await app.user.click(await firstRowLink("Card transactions"));
    const timeline = await screen.findByRole("list", { name: "Authorization and clearing" });
    expect(within(timeline).getAllByRole("listitem")).toHaveLength(2);
    await app.user.click(screen.getByRole("link", { name: /••/ }));
    await screen.findByRole("heading", { name: "Spending limits" });
    expect(screen.queryByRole("button", { name: /Freeze card|Unfreeze card/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit limits" })).not.toBeInTheDocument();
  });
});

describe("capital", { timeout: 40_000 }, () => {
  it("applies within the offer, confirmed with the PIN, and opens the new loan under review", async () => {
    const app = await openAs("owner@demo.test", "/xencapital");
    await app.user.click(await screen.findByRole("button", { name: "Apply" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply for financing" });
    await app.user.type(within(dialog).getByLabelText("Amount"), "1000");
    await app.user.click(within(dialog).getByRole("button", { name: "Send application" }));
    expect(await within(dialog).findByText("Enter an amount within your offer.")).toBeVisible();
    expect(within(dialog).getByText("Tell us what the financing is for.")).toBeVisible();
    await app.user.clear(within(dialog).getByLabelText("Amount"));
    await app.user.type(within(dialog).getByLabelText("Amount"), "100000000");
    await app.user.type(within(dialog).getByLabelText("Purpose"), "Stock for the holiday season");
    await app.user.click(within(dialog).getByRole("button", { name: "Send application" }));
    // the PIN step-up's dialogs load when it opens (issue 19): the first one waits for their code
    const pin = await screen.findByRole(
      "dialog",
      { name: "Confirm the application with your PIN" },
      { timeout: 5_000 },
    );
    await app.user.type(within(pin).getByLabelText("Your PIN"), DEMO_PIN);
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/xencapital\/capital_loans_/));
    expect(await screen.findByText("Stock for the holiday season")).toBeInTheDocument();
    expect(screen.getAllByText("Under review").length).toBeGreaterThan(0);
  });

  it("shows the offer with its fee and tenor, and an overdue loan's schedule", async () => {
    const app = await openAs("owner@demo.test", "/xencapital?status=OVERDUE");
    expect(await screen.findByRole("heading", { name: "Financing offer" })).toBeInTheDocument();
    expect(screen.getByText("Fee for the full amount")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply" })).toBeInTheDocument();
    await app.user.click(await firstRowLink("Capital"));
    const schedule = await screen.findByRole("table", { name: "Repayment schedule" });
    expect(within(schedule).getAllByText("Overdue").length).toBeGreaterThan(0);
    expect(screen.getByText("Outstanding")).toBeInTheDocument();
  });
});

/**
 * E-receipts pages are in PH bundles only and this project is the main × ID bundle: the screens
 * are mounted under a small route tree with the /_app context of an internal-domain member of
 * the PH business, talking to the same sandbox with that member's token.
 */
const UPLOADED_LOGO = {
  id: "file_not_stored",
  file_name: "kape-logo.png",
  doc_type: null,
  mime_type: "image/png",
  size: 64,
  width: 400,
  height: 400,
  url: "/__sandbox/files/file_not_stored",
};

async function mountReceipts(path: string) {
  const base = sandbox.url();
  const login = await (
    await fetch(`${base}/api/auth/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "staff@demo.test", password: DEMO_PASSWORD }),
    })
  ).json();
  const switched = await (
    await fetch(`${base}/api/switch-business`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${login.access_token}` },
      body: JSON.stringify({ business_id: "biz_main_ph" }),
    })
  ).json();
  const token = switched.access_token as string;
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = await r.json();
    if (r.status !== 200)
      throw new HttpError({ ...json, retryAfter: null, status: r.status, details: json.errors ?? [] });
    return json;
  };
  const query = (q?: Record<string, unknown>) => {
    const set = Object.entries(q ?? {}).filter(([, x]) => x !== undefined && x !== null && x !== "");
    return set.length ? `?${new URLSearchParams(set.map(([k, x]) => [k, String(x)]))}` : "";
  };
  const session = {
    http: {
      get: async (p: string, o: { query?: Record<string, unknown> }) => ({
        data: await call("GET", p + query(o.query)),
      }),
      // an upload cannot reach a sandbox running under jsdom (its multipart parser needs Node's
      // File): the logo upload answers as the gateway does (sandbox/test covers the real one)
      post: (p: string, o: { body?: unknown }) =>
        o.body instanceof FormData ? Promise.resolve(UPLOADED_LOGO) : call("POST", p, o.body ?? {}),
      put: (p: string, o: { body?: unknown }) => call("PUT", p, o.body ?? {}),
    },
    store: { environment: () => "DEVELOPMENT" },
  } as unknown as Session;
  const root = createRootRoute();
  const layout = createRoute({
    getParentRoute: () => root,
    id: "_app",
    beforeLoad: () => ({
      business: { id: "biz_main_ph" },
      user: { id: "user_staff" },
      visibility: { user: { can_view: true, can_edit: true } },
    }),
  });
  const create = createRoute({
    getParentRoute: () => layout,
    path: "/ereceipts/create",
    component: CreateReceiptScreen,
  });
  const detail = createRoute({
    getParentRoute: () => layout,
    path: "/ereceipts/$id",
    component: function Detail() {
      return <ReceiptScreen id={detail.useParams().id} />;
    },
  });
  const settings = createRoute({
    getParentRoute: () => layout,
    path: "/ereceipts/settings",
    component: ReceiptSettingsScreen,
  });
  const list = createRoute({ getParentRoute: () => layout, path: "/ereceipts", component: ReceiptsScreen });
  const preview = createRoute({
    getParentRoute: () => layout,
    path: "/ereceipts/preview",
    component: ReceiptPreviewScreen,
  });
  const activation = createRoute({
    getParentRoute: () => layout,
    path: "/ereceipts-activation",
    component: ReceiptsActivationScreen,
  });
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren([list, preview, create, detail, settings, activation])]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { session } as never,
  });
  renderWithProviders(<RouterProvider router={router as never} />);
  return { router, user: userEvent.setup() };
}

describe("e-receipts (Philippines, internal-domain users)", { timeout: 40_000 }, () => {
  it("refuses an empty receipt on its fields, issues and e-mails one, then voids it", async () => {
    const app = await mountReceipts("/ereceipts/create");
    await app.user.click(await screen.findByRole("button", { name: "Issue receipt" }));
    expect(await screen.findByText("Enter the customer's name.")).toBeVisible();
    expect(screen.getByText("Describe the item.")).toBeVisible();
    await app.user.type(screen.getByLabelText("Name"), "Andrea Santos");
    await app.user.type(screen.getByLabelText("E-mail"), "andrea@mail.test");
    await app.user.type(screen.getByLabelText("Description"), "Barako coffee 250 g");
    await app.user.type(screen.getByLabelText("Unit price (PHP)"), "350");
    expect(screen.getByText("Enter the customer's name.")).toBeVisible();
    await app.user.click(screen.getByRole("button", { name: "Preview" }));
    const draft = await screen.findByRole("article", { name: "Receipt Draft" });
    expect(within(draft).getByText("Billed to: Andrea Santos")).toBeInTheDocument();
    expect(within(draft).getByText("VAT 12%")).toBeInTheDocument();
    await app.user.keyboard("{Escape}");
    await app.user.click(screen.getByRole("button", { name: "Issue receipt" }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/ereceipts\/ereceipts_/));
    const sent = await screen.findByRole("list", { name: "E-mails sent" });
    expect(within(sent).getByText("andrea@mail.test")).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: /Receipt OR-/ })).toBeInTheDocument();

    await app.user.click(screen.getByRole("button", { name: "Void" }));
    const dialog = await screen.findByRole("dialog", { name: "Void this receipt?" });
    await app.user.type(within(dialog).getByLabelText("Reason"), "Wrong customer");
    await app.user.click(within(dialog).getByRole("button", { name: "Void receipt" }));
    expect((await screen.findAllByText("Voided")).length).toBeGreaterThan(0);
    expect(await screen.findByText(/Wrong customer/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Void" })).not.toBeInTheDocument();
  });

  it("keeps the settings typed when the TIN is wrong, then saves them", async () => {
    const app = await mountReceipts("/ereceipts/settings");
    const tin = await screen.findByLabelText("TIN");
    await app.user.clear(tin);
    await app.user.type(tin, "12345");
    await app.user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Enter the TIN as 000-000-000-000.")).toBeVisible();
    expect(tin).toHaveValue("12345");
    await app.user.clear(tin);
    await app.user.type(tin, "123-456-789-000");
    // the logo is an uploaded image (JPEG/PNG, ≤ 1 MB, ≥ 200×200 px), previewed before saving
    vi.stubGlobal("createImageBitmap", async () => ({ width: 400, height: 400, close: () => undefined }));
    const png = new Uint8Array(64);
    png.set([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 144, 0, 0, 1, 144,
    ]);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await app.user.upload(input, new File([png], "kape-logo.png", { type: "image/png" }));
    vi.unstubAllGlobals();
    const preview = await screen.findByRole("img", { name: "Logo preview" });
    expect(preview).toHaveAttribute("src", UPLOADED_LOGO.url);
    // the gateway does not know this file: the error is on the logo, everything typed stays
    await app.user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Upload the logo again.")).toBeVisible();
    expect(tin).toHaveValue("123-456-789-000");
    await app.user.click(screen.getByRole("button", { name: "Remove logo" }));
    expect(screen.queryByRole("img", { name: "Logo preview" })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("New receipts print these settings.")).toBeVisible();
  });

  it("lists receipts and opens one; the preview prints the current settings", async () => {
    const app = await mountReceipts("/ereceipts");
    const table = await screen.findByRole("table", { name: "E-receipts" });
    await waitFor(() => expect(within(table).getAllByRole("link").length).toBeGreaterThan(0));
    const link = within(table).getAllByRole("link")[0] as HTMLElement;
    const number = link.textContent ?? "";
    // this small route tree has no link router: follow the row's address
    expect(link.getAttribute("href")).toMatch(/^\/ereceipts\/(?!preview)/);
    await app.router.navigate({ href: link.getAttribute("href") ?? "" });
    expect(await screen.findByRole("article", { name: `Receipt ${number}` })).toBeInTheDocument();
    await app.router.navigate({ href: "/ereceipts/preview" });
    const paper = await screen.findByRole("article", { name: "Receipt OR-0000-000000" });
    expect(within(paper).getByText("Sample customer", { exact: false })).toBeInTheDocument();
  });

  it("shows the activation state from the merchants API (is_activated)", async () => {
    await mountReceipts("/ereceipts-activation");
    expect(await screen.findByRole("heading", { name: "E-receipts are active" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to e-receipts" })).toHaveAttribute("href", "/ereceipts");
  });
});
