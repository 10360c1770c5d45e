import { brand } from "virtual:brand";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render";
import type { Session } from "../../lib/session/runtime";
import { GetStartedScreen } from "./get-started-screen";

function renderGetStarted(progress: Record<string, number>, submittedDate: string | null, chatToActivate: boolean) {
  const get = vi.fn(async (path: string) => ({
    data: path.includes("get-started") ? progress : { submitted_date: submittedDate },
  }));
  const patch = vi.fn(async (_path: string, options: { body: { progress: Record<string, number> } }) => ({
    ...progress,
    ...options.body.progress,
  }));
  const session = { http: { get, patch } } as unknown as Session;
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <GetStartedScreen businessId="biz_1" country="ID" chatToActivate={chatToActivate} />,
    }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    context: { session } as never,
  });
  renderWithProviders(<RouterProvider router={router as never} />);
  return { patch };
}

describe("/get-started (spec 000 §4, spec 001 §4)", () => {
  it("shows the progress and the next step to take", async () => {
    renderGetStarted({ business_details: 100, bank_account: 0 }, null, false);
    expect(await screen.findByRole("progressbar", { name: "Setup progress" })).toHaveAttribute("aria-valuenow", "25");
    const next = screen.getByRole("heading", { name: "Next step" }).closest("section") as HTMLElement;
    expect(next).toHaveTextContent("Add a bank account for withdrawals");
    expect(screen.getByRole("link", { name: "Start" })).toHaveAttribute("href", "/settings/withdrawals#bank-accounts");
    expect(screen.queryByRole("heading", { name: "Chat with us to activate" })).toBeNull();
  });

  it("patches the sections at 0 to 100 once the form was submitted (establishment details only in PH)", async () => {
    const { patch } = renderGetStarted(
      { business_details: 0, establishment_details: 0, bank_account: 100, team_members: 100, api_keys: 100 },
      "2026-11-20T00:00:00.000Z",
      false,
    );
    expect(await screen.findByRole("heading", { name: "All set" })).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ body: { progress: { business_details: 100 } } }),
    );
  });

  it("offers the chat to activate with the brand's support department", async () => {
    renderGetStarted({}, null, true);
    expect(await screen.findByRole("heading", { name: "Chat with us to activate" })).toBeInTheDocument();
    const department = brand.support.find((d) => d.id === "activation") ?? brand.support[0];
    expect(screen.getByRole("link", { name: `Contact ${department?.name}` })).toHaveAttribute(
      "href",
      `mailto:${department?.email}`,
    );
  });
});
