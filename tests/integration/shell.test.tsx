/**
 * The logged-in chrome against the sandbox (issue 6 "Chrome" and "Banners"): top bar (spec 000 §2
 * Top bar), business switcher and sign out (§4), banners (§2 Banners, §4 Billing reminder,
 * Balance view switch), sidebar items (spec 002 §2.1), command palette, and routes without
 * chrome (spec 000 §2 "Logged-in dashboard layout").
 */
import { brand } from "virtual:brand";
import { act, cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BILLING_REMINDER_KEY } from "../../src/domain/reminders/reminders.ts";
import { switchBusiness } from "../../src/features/session/api.ts";
import { rememberRecord } from "../../src/features/shell/recent-records.ts";
import { STORAGE_KEYS } from "../../src/lib/session/storage-keys.ts";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile, setSandboxFlag } from "./sandbox.ts";

// A loaded CI machine can take more than the default second to render a screen.
configure({ asyncUtilTimeout: 5000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => localStorage.clear());

async function loginAndOpen(email: string, path = "/home") {
  const app = renderApp(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(app.user, email);
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path));
  await screen.findByRole("navigation", { name: "Main menu" });
  return app;
}

const menuLinks = () =>
  within(screen.getByRole("navigation", { name: "Main menu" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

const setFlag = (business: string, name: string, enabled: boolean) => setSandboxFlag(sandbox, business, name, enabled);

describe("top bar (spec 000 §2 Top bar)", () => {
  it("has the logo to home, the bell with 99+ unread, the help menu and the language selector", async () => {
    const { user } = await loginAndOpen("owner@demo.test");
    expect(screen.getByRole("link", { name: `${brand.displayName} home` })).toHaveAttribute("href", "/");
    // spec 000 §9: unread badge 99+ above 99 (the owner has 110 unread).
    const bell = await screen.findByRole("button", { name: "Notifications, 110 unread" });
    expect(bell).toHaveTextContent("99+");
    // spec 000 §9: the dropdown shows the newest 5, and leads to the notification center.
    await user.click(bell);
    const dropdown = await screen.findByRole("dialog", { name: "Notifications" });
    await waitFor(() => expect(within(dropdown).getAllByRole("listitem")).toHaveLength(5));
    expect(within(dropdown).getByRole("link", { name: "See all notifications" })).toHaveAttribute(
      "href",
      "/notification-center",
    );
    await user.keyboard("{Escape}");
    expect(screen.getByLabelText("Language")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Help" }));
    const help = await screen.findByRole("menu", { name: "Help" });
    expect(within(help).getByRole("menuitem", { name: "Documentation" })).toHaveAttribute("href", brand.links.docs);
    expect(within(help).getByRole("menuitem", { name: "API reference" })).toHaveAttribute(
      "href",
      brand.links.apiReference,
    );
    expect(within(help).getByRole("menuitem", { name: "Send feedback" })).toBeInTheDocument();
    expect(within(help).getByRole("menuitem", { name: "Resolution center" })).toBeInTheDocument();
    await user.click(within(help).getByRole("menuitem", { name: "Keyboard shortcuts" }));
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    expect(within(dialog).getByText("Go to a page or a recent record")).toBeInTheDocument();
    expect(within(dialog).getByText("K")).toBeInTheDocument();
  });

  it("opening a notification from the dropdown marks it read and the badge drops at once (issue 22 item 7)", async () => {
    const { user } = await loginAndOpen("owner@demo.test");
    await user.click(await screen.findByRole("button", { name: "Notifications, 110 unread" }));
    const dropdown = await screen.findByRole("dialog", { name: "Notifications" });
    const first = (await within(dropdown).findAllByRole("link")).find((l) => l.textContent?.includes("(unread)"));
    if (!first) throw new Error("no unread notification in the dropdown");
    await user.click(first);
    await screen.findByRole("button", { name: "Notifications, 109 unread" });
    // and the gateway agrees after the refetch
    await waitFor(async () => {
      const r = await fetch(`${sandbox.url()}/api/notifications?limit=5`, {
        headers: { authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.accessToken)}` },
      });
      expect(((await r.json()) as { unread_count: number }).unread_count).toBe(109);
    });
  });

  it("hides the bell when the notification-centre flag is off", async () => {
    await setFlag("biz_main_id", "notification_center", false);
    try {
      await loginAndOpen("viewer@demo.test");
      expect(screen.queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();
    } finally {
      await setFlag("biz_main_id", "notification_center", true);
    }
  });

  it("switches to live mode for a live business, and the test-mode banner goes", async () => {
    const { user, cookies } = await loginAndOpen("owner@demo.test");
    expect(screen.getByRole("heading", { name: "You are in test mode" })).toBeInTheDocument();
    const live = screen.getByRole("switch", { name: "Live mode" });
    expect(live).not.toBeChecked();
    await user.click(live);
    await waitFor(() => expect(screen.getByRole("switch", { name: "Live mode" })).toBeChecked());
    expect(cookies.get("environment")).toBe("PRODUCTION");
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "You are in test mode" })).not.toBeInTheDocument(),
    );
  });

  it("opens the keyboard-shortcuts list with Ctrl+/ and the menu with the burger", async () => {
    const { user } = await loginAndOpen("viewer@demo.test");
    const burger = screen.getByRole("button", { name: "Open the menu" });
    expect(burger).toHaveAttribute("aria-expanded", "false");
    await user.click(burger);
    expect(screen.getByRole("button", { name: "Close the menu" })).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Control>}/{/Control}");
    expect(await screen.findByRole("dialog", { name: "Keyboard shortcuts" })).toBeInTheDocument();
  });

  it("remembers a shrunk sidebar", async () => {
    const { user } = await loginAndOpen("viewer@demo.test");
    await user.click(screen.getByRole("button", { name: "Shrink the menu" }));
    expect(localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe("true");
    cleanup();
    renderApp("/home");
    expect(await screen.findByRole("button", { name: "Expand the menu" })).toBeInTheDocument();
  });

  it("shows the route's title for the mobile top bar", async () => {
    await loginAndOpen("viewer@demo.test", "/invoices");
    expect(screen.getByTestId("route-title")).toHaveTextContent("Invoices");
    expect(document.title).toBe(`Invoices · ${brand.pageTitle}`);
  });
});

describe("help menu feedback, balance-view switch and language (spec 000 §2, §4)", () => {
  it("the help menu's feedback opens the form, and a sent form shows the feedbackSent confirmation", async () => {
    const { user } = await loginAndOpen("viewer@demo.test");
    await user.click(screen.getByRole("button", { name: "Help" }));
    await user.click(await screen.findByRole("menuitem", { name: "Send feedback" }));
    const dialog = await screen.findByRole("dialog", { name: "Send feedback" });
    await user.click(within(dialog).getByRole("radio", { name: "4 — Good" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Your feedback/ }), "Clear menus, thank you.");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("dialog", { name: "Feedback sent" })).toBeInTheDocument();
  });

  it("the sidebar's balance-view switcher opens the switch confirmation", async () => {
    const { user } = await loginAndOpen("owner@demo.test");
    await user.click(screen.getByRole("button", { name: "Back to the old view" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Switch back to the old balance view?" }),
    ).toBeInTheDocument();
  });

  it("hides the language selector for a Philippine business", async () => {
    const { user, session } = await loginAndOpen("owner@demo.test");
    expect(screen.getByLabelText("Language")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Profile and businesses/ }));
    const dialog = await screen.findByRole("dialog", { name: "Profile and businesses" });
    await user.click(await within(dialog).findByRole("button", { name: /Sampaguita Crafts PH/ }));
    await waitFor(() => expect(session.store.business()?.country_of_operation).toBe("PH"));
    cleanup();
    const again = renderApp("/home");
    try {
      await screen.findByRole("navigation", { name: "Main menu" });
      expect(screen.queryByLabelText("Language")).not.toBeInTheDocument();
    } finally {
      // The gateway remembers the last business: later tests expect the owner in the ID business.
      await switchBusiness(again.session, "biz_main_id");
    }
  });
});

describe("profile menu and business switcher (spec 000 §2, §4, §9)", () => {
  it("groups the businesses, shows statuses, a 9+ counter and a list as long as the screen allows", async () => {
    const { user } = await loginAndOpen("multi@demo.test");
    const trigger = screen.getByRole("button", { name: /Profile and businesses/ });
    // 16 businesses + an invitation: the counter of the others is 9+.
    expect(await within(trigger).findByText("9+")).toBeInTheDocument();
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Profile and businesses" });
    expect(within(dialog).getByRole("heading", { name: "Indah Permata" })).toBeInTheDocument();
    // jsdom's window is 768 px high: floor((768 − 228) / 54) = 10 rows, the rest behind "Show all".
    const rows = () => within(dialog).getAllByRole("listitem");
    expect(rows()).toHaveLength(10);
    expect(within(dialog).getByRole("list", { name: "Owned businesses" })).toBeInTheDocument();
    const current = within(dialog)
      .getAllByRole("button")
      .find((b) => b.getAttribute("aria-current") === "true");
    expect(current).toBeDefined();
    expect(current).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: /Show all businesses/ }));
    expect(rows().length).toBeGreaterThan(10);
    expect(within(dialog).getAllByText("Not activated yet").length).toBeGreaterThan(0);
    // A pending invitation cannot be switched into.
    const invited = within(dialog)
      .getAllByRole("button")
      .find((b) => b.textContent?.includes("Invitation to accept"));
    expect(invited).toBeDisabled();
  });

  it("words the owner's registration statuses apart from the live/test mode (issue 22 item 9)", async () => {
    const { user } = await loginAndOpen("owner@demo.test");
    await user.click(screen.getByRole("button", { name: /Profile and businesses/ }));
    const dialog = await screen.findByRole("dialog", { name: "Profile and businesses" });
    const text = dialog.textContent ?? "";
    expect(text).not.toContain("Live (test mode)");
    for (const wording of ["Activated", "Not activated yet", "Activated with limits", "Invitation to accept"]) {
      expect(within(dialog).getAllByText(wording).length, wording).toBeGreaterThan(0);
    }
  });

  it("switches business, and live mode is then refused for a business that is not live-enabled", async () => {
    const { user, session } = await loginAndOpen("multi@demo.test");
    await user.click(screen.getByRole("button", { name: /Profile and businesses/ }));
    const dialog = await screen.findByRole("dialog", { name: "Profile and businesses" });
    await user.click(within(dialog).getByRole("button", { name: /Show all businesses/ }));
    const registered = within(dialog)
      .getAllByRole("button")
      .find((b) => b.textContent?.includes("Not activated yet") && !b.hasAttribute("disabled"));
    if (!registered) throw new Error("no REGISTERED business to switch to");
    const before = session.store.business()?.id;
    await user.click(registered);
    await waitFor(() => expect(session.store.business()?.id).not.toBe(before));
    // spec 000 §4: only LIVE and TIER_1 are live-enabled.
    expect(["LIVE", "TIER_1"]).not.toContain(session.store.business()?.go_live_status);
    cleanup();
    const again = renderApp("/home");
    const live = await screen.findByRole("switch", { name: "Live mode" });
    // spec 000 §2: the test-mode banner's continue-activation goes to /get-started.
    const banner = screen.getByRole("region", { name: "You are in test mode" });
    expect(within(banner).getByRole("link", { name: "Continue activation" })).toHaveAttribute("href", "/get-started");
    expect(within(banner).getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/home");
    await again.user.click(live);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Live mode is available once your business is activated.",
    );
    expect(screen.getByRole("switch", { name: "Live mode" })).not.toBeChecked();
  });

  it("signs out from the profile menu", async () => {
    const { user, router } = await loginAndOpen("viewer@demo.test");
    await user.click(screen.getByRole("button", { name: /Profile and businesses/ }));
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});

describe("banners (spec 000 §2 Banners)", () => {
  it("billing reminder for an administrator who can view, with the pay link; closing is remembered", async () => {
    const { user, router } = await loginAndOpen("owner@demo.test");
    const reminder = await screen.findByRole("region", { name: "You have an overdue bill" });
    expect(within(reminder).getByRole("link", { name: "Pay now" })).toHaveAttribute(
      "href",
      "/settings/billings#billing-statements",
    );
    await user.click(within(reminder).getByRole("button", { name: "Close" }));
    expect(localStorage.getItem(BILLING_REMINDER_KEY)).toBe("closed");
    expect(screen.queryByRole("region", { name: "You have an overdue bill" })).not.toBeInTheDocument();
    await act(() => router.navigate({ to: "/invoices" }));
    expect(screen.queryByRole("region", { name: "You have an overdue bill" })).not.toBeInTheDocument();
  });

  it("the billing reminder is in the frame's first render, not added under a painted page (issue 19)", async () => {
    await loginAndOpen("owner@demo.test");
    // the frame's loader waited for the statements: the reminder is there as soon as the menu is
    expect(screen.getByRole("region", { name: "You have an overdue bill" })).toBeInTheDocument();
  });

  it("no billing reminder for a member without can_administer", async () => {
    await loginAndOpen("viewer@demo.test");
    await screen.findByRole("heading", { name: "You are in test mode" });
    expect(screen.queryByRole("region", { name: "You have an overdue bill" })).not.toBeInTheDocument();
  });

  it("test mode says when the browser refuses the environment cookie", async () => {
    const { cookies, router } = await loginAndOpen("viewer@demo.test");
    expect(screen.queryByText(/Your browser is blocking cookies/)).not.toBeInTheDocument();
    cookies.set = () => undefined;
    cookies.remove("environment");
    await act(() => router.navigate({ to: "/invoices" }));
    expect(await screen.findByText(/Your browser is blocking cookies/)).toBeInTheDocument();
  });

  it("tier-one notice for a TIER_1 business in live mode only", async () => {
    const { user } = await loginAndOpen("partner-b@demo.test");
    expect(screen.queryByRole("region", { name: "Your account is live at tier one" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "Live mode" }));
    expect(await screen.findByRole("region", { name: "Your account is live at tier one" })).toBeInTheDocument();
  });

  it("shows internal staff that they are in a customer's business", async () => {
    await loginAndOpen("staff@demo.test");
    expect(await screen.findByRole("region", { name: "You are in a customer's business" })).toBeInTheDocument();
  });

  it("the balance-view banner agrees with the menu: it does not send cash and pending to the old view while they stay listed (issue 22 item 14)", async () => {
    await loginAndOpen("owner@demo.test", "/balance");
    const banner = await screen.findByRole("region", { name: "You are using the new balance view" });
    const links = menuLinks();
    expect(links).toEqual(expect.arrayContaining(["Cash", "Pending"]));
    expect(banner.textContent ?? "").not.toMatch(/old view with the cash and pending/i);
    expect(banner).toHaveTextContent(/balance page/);
  });

  it("balance-view banner on the balance page, remembered closed, hidden by the balance tour cookie", async () => {
    const { user, router } = await loginAndOpen("owner@demo.test", "/balance");
    const banner = await screen.findByRole("region", { name: "You are using the new balance view" });
    await user.click(within(banner).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: "You are using the new balance view" })).not.toBeInTheDocument();
    await act(() => router.navigate({ to: "/pending" }));
    expect(screen.queryByRole("region", { name: "You are using the new balance view" })).not.toBeInTheDocument();
    // A fresh page with the closed state forgotten but the balance tour running: still hidden.
    cleanup();
    localStorage.removeItem(STORAGE_KEYS.balanceViewBannerClosed);
    // Still signed in (local storage): the dashboard opens straight on /pending.
    const again = renderApp("/pending");
    again.cookies.set("balance_tour_mode", "on", 60);
    expect(await screen.findByRole("heading", { name: "Pending", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "You are using the new balance view" })).not.toBeInTheDocument();
  });
});

describe("sidebar items (spec 002 §2.1, spec 000 §4)", () => {
  it("shows the balance-view switcher to a member who can view, never to one without view, edit or withdraw", async () => {
    await loginAndOpen("owner@demo.test");
    expect(screen.getByText("Balance view: new")).toBeInTheDocument();
    cleanup();
    localStorage.clear();
    await loginAndOpen("operator@demo.test");
    expect(screen.queryByText(/Balance view:/)).not.toBeInTheDocument();
  });

  it("shows the go-live item in test mode only", async () => {
    const { user } = await loginAndOpen("partner-b@demo.test");
    expect(menuLinks()).toContain("Account activation");
    await user.click(screen.getByRole("switch", { name: "Live mode" }));
    await waitFor(() => expect(menuLinks()).not.toContain("Account activation"));
  });

  it("shows get-started only while its flag allows", async () => {
    await loginAndOpen("viewer@demo.test");
    expect(menuLinks()).toContain("Get started");
    cleanup();
    localStorage.clear();
    await setFlag("biz_main_id", "get_started", false);
    try {
      await loginAndOpen("viewer@demo.test");
      expect(menuLinks()).not.toContain("Get started");
    } finally {
      await setFlag("biz_main_id", "get_started", true);
    }
  });
});

describe("platform sub-accounts and excluded transactions (spec 000 §6, spec 002 §2.1)", () => {
  it("a platform master sees platform accounts and the apps heading; its sub-account sees neither", async () => {
    const { session } = await loginAndOpen("platform@demo.test");
    expect(menuLinks()).toContain("Platform accounts");
    expect(screen.getByRole("list", { name: "Apps and partners" })).toBeInTheDocument();
    try {
      expect(await switchBusiness(session, "biz_sub_owned")).toBe(true);
      cleanup();
      renderApp("/home");
      await screen.findByRole("navigation", { name: "Main menu" });
      expect(screen.queryByRole("list", { name: "Apps and partners" })).not.toBeInTheDocument();
      expect(menuLinks()).not.toContain("Platform activation");
    } finally {
      await switchBusiness(session, "biz_platform");
    }
  });

  it("a business that excludes transactions has no transaction pages and no apps heading", async () => {
    await loginAndOpen("excluded@demo.test");
    const links = menuLinks();
    expect(links).not.toContain("Transactions");
    expect(links).not.toContain("Balance");
    expect(screen.queryByRole("list", { name: "Apps and partners" })).not.toBeInTheDocument();
  });
});

describe("command palette (Ctrl/Cmd+K)", () => {
  it("jumps to a page the user may see, and never offers one the guard refuses", async () => {
    const { user, router } = await loginAndOpen("viewer@demo.test");
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Go to" });
    const options = within(dialog)
      .getAllByRole("menuitem")
      .map((o) => o.textContent);
    expect(options).toContain("Invoices");
    expect(options).not.toContain("Activity logs");
    await user.type(within(dialog).getByRole("searchbox"), "invoi");
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("menuitem")
          .map((o) => o.textContent),
      ).toEqual(["Invoices"]),
    );
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/invoices"));
    expect(screen.queryByRole("dialog", { name: "Go to" })).not.toBeInTheDocument();
  });

  it("remembers a visited record's page as a recent record", async () => {
    const { user, router } = await loginAndOpen("viewer@demo.test", "/invoice/inv_77");
    await act(() => router.navigate({ to: "/home" }));
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Go to" });
    await user.click(within(dialog).getByRole("menuitem", { name: /inv_77/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/invoice/inv_77"));
  });

  it("lists recent records of the current business", async () => {
    const { user } = await loginAndOpen("viewer@demo.test");
    act(() => {
      rememberRecord({ path: "/invoice/inv_42", label: "INV-42", page: "invoice", businessId: "biz_main_id" });
      rememberRecord({ path: "/invoice/other", label: "Elsewhere", page: "invoice", businessId: "biz_other" });
    });
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Go to" });
    expect(within(dialog).getByRole("menuitem", { name: /INV-42/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("menuitem", { name: /Elsewhere/ })).not.toBeInTheDocument();
  });
});

describe("routes without the chrome (spec 000 §2 Logged-in dashboard layout)", () => {
  it.each([
    ["the full-screen route", "/2fa-setup"],
    ["the full-screen route", "/oauth/authorize"],
    ["the e-mail route", "/invitation/tok_1"],
    ["the e-mail route", "/confirm_email/tok_2"],
    ["the e-mail route", "/device_verification/h/c"],
  ])("%s %s shows no chrome, even when logged in", async (_kind, path) => {
    const app = await loginAndOpen("owner@demo.test");
    await act(() => app.router.navigate({ href: path }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(path));
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: /Profile and businesses/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Live mode" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("banner-area")).not.toBeInTheDocument();
  });
});

describe("the menu on a phone (issue 19: a phone's first render leaves out the closed panel's entries)", () => {
  it("below 768 px renders the menu's entries once the burger opens the panel", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      const { user } = await loginAndOpen("owner@demo.test");
      const nav = screen.getByRole("navigation", { name: "Main menu" });
      expect(within(nav).queryAllByRole("link")).toHaveLength(0);
      await user.click(screen.getByRole("button", { name: "Open the menu" }));
      expect(menuLinks()).toContain("Home");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
