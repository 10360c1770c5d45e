import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import type { PaymentMethod } from "../../contract/activation.ts";
import {
  activateAction,
  type CardStatus,
  cardStatus,
  onboardingTrack,
  type ProductStatus,
} from "../../domain/payment-methods/rules.ts";
import { MethodCard } from "./method-card.tsx";

const NOW = Date.UTC(2026, 10, 23, 9);

function method(
  product: string,
  status: ProductStatus,
  sub: string | null,
  over: Partial<PaymentMethod> = {},
): PaymentMethod {
  return {
    product,
    method_name: product,
    category: product === "PH_CARDS" ? "CARDS" : "E_WALLET",
    status,
    sub_status: sub,
    sub_status_at: status === "PENDING" ? "2026-11-19T03:00:00.000Z" : null,
    pending_at: status === "DISABLED" ? null : "2026-11-10T00:00:00.000Z",
    activated_at: status === "ENABLED" ? "2026-11-12T00:00:00.000Z" : null,
    rejected_at: status === "REJECTED" && sub !== "deactivated" ? "2026-11-05T00:00:00.000Z" : null,
    deactivated_at: sub === "deactivated" ? "2026-11-06T00:00:00.000Z" : null,
    processing_time: status === "PENDING" ? "3-5 business days" : null,
    estimated_live_date: status === "PENDING" ? "2026-12-01T00:00:00.000Z" : null,
    track: onboardingTrack(product, status, sub),
    ...over,
  };
}

function renderCard(
  m: PaymentMethod,
  options: { canActivate?: boolean; cardsAllowed?: boolean; escrow?: boolean } = {},
) {
  const status: CardStatus = cardStatus(m, options.cardsAllowed ?? true);
  const action = activateAction(m, {
    canActivate: options.canActivate ?? true,
    escrow: options.escrow ?? false,
    cardStatus: status,
  });
  const onActivate = vi.fn();
  renderWithProviders(<MethodCard method={m} cardStatus={status} action={action} now={NOW} onActivate={onActivate} />);
  return { onActivate, card: screen.getByRole("heading", { name: m.method_name }).closest("section") as HTMLElement };
}

describe("a payment-method card in each status (spec 001 §4)", () => {
  it("disabled: an enabled Activate button that opens the application", async () => {
    const { onActivate, card } = renderCard(method("OVO", "DISABLED", null));
    expect(within(card).getByText("Disabled")).toBeInTheDocument();
    within(card).getByRole("button", { name: "Activate" }).click();
    expect(onActivate).toHaveBeenCalled();
  });

  it("disabled for a user who cannot activate: the button is disabled and says why", () => {
    const { card } = renderCard(method("OVO", "DISABLED", null), { canActivate: false });
    expect(within(card).getByRole("button", { name: "Activate" })).toBeDisabled();
    expect(within(card).getByText(/Only an administrator/)).toBeInTheDocument();
  });

  it("pending: no Activate, the estimated live date and the partner track at its step", () => {
    const { card } = renderCard(method("OVO", "PENDING", "awaiting_merchant_data"));
    expect(within(card).getByText("Pending")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Activate" })).toBeNull();
    expect(within(card).getByText(/Estimated live date/)).toHaveTextContent("01/12/26");
    const track = within(card).getByRole("list", { name: "OVO onboarding" });
    const steps = within(track).getAllByRole("listitem");
    expect(steps.map((s) => s.getAttribute("data-state"))).toEqual(["done", "current", "upcoming", "upcoming"]);
    expect(steps[1]).toHaveTextContent("Waiting for your data");
    expect(within(card).getByText(/Overdue: this step has taken 4 days \(usually 3 days\)/)).toBeInTheDocument();
  });

  it("pending on a step within its estimate is not overdue", () => {
    const { card } = renderCard(method("SHOPEEPAY", "PENDING", "awaiting_feedback_from_shopee"));
    expect(within(card).getByText("This step has taken 4 days (usually 5 days).")).toBeInTheDocument();
    const steps = within(within(card).getByRole("list", { name: "SHOPEEPAY onboarding" })).getAllByRole("listitem");
    expect(steps[2]).toHaveTextContent("Waiting for the partner");
  });

  it("a bank partner's track has the UAT step", () => {
    const { card } = renderCard(method("BCA VA", "PENDING", "uat"));
    const steps = within(within(card).getByRole("list", { name: "BCA VA onboarding" })).getAllByRole("listitem");
    expect(steps).toHaveLength(5);
    expect(steps[3]).toHaveAttribute("data-state", "current");
    expect(steps[3]).toHaveTextContent("Testing (UAT)");
  });

  it("DANA has no steps: pending reads under review", () => {
    const { card } = renderCard(method("DANA", "PENDING", "new_submission"));
    expect(within(card).queryByRole("list")).toBeNull();
    expect(within(card).getByText("Under review")).toBeInTheDocument();
  });

  it("enabled: live since its date, the track ends live", () => {
    const { card } = renderCard(method("OVO", "ENABLED", "live"));
    expect(within(card).getByText("Enabled")).toBeInTheDocument();
    expect(within(card).getByText(/Live since/)).toHaveTextContent("12/11/26");
    const steps = within(within(card).getByRole("list", { name: "OVO onboarding" })).getAllByRole("listitem");
    expect(steps.at(-1)).toHaveAttribute("data-state", "live");
  });

  it("rejected temporarily: the rejected-at date and Activate to apply again", () => {
    const { card } = renderCard(method("OVO", "REJECTED", "declined_temporary"));
    expect(within(card).getByText("Rejected")).toBeInTheDocument();
    expect(within(card).getByText(/Rejected on/)).toHaveTextContent("05/11/26");
    expect(within(card).getByRole("button", { name: "Activate" })).toBeEnabled();
  });

  it("deactivated: the deactivated-at date and a restricted Activate", () => {
    const { card } = renderCard(method("OVO", "REJECTED", "deactivated"));
    expect(within(card).getByText(/Deactivated on/)).toHaveTextContent("06/11/26");
    expect(within(card).getByRole("button", { name: "Activate" })).toBeDisabled();
    expect(within(card).getByText("Contact support to apply again.")).toBeInTheDocument();
  });

  it("cards where cards are not allowed: cards disabled, Activate disabled", () => {
    const { card } = renderCard(method("PH_CARDS", "DISABLED", null), { cardsAllowed: false });
    expect(within(card).getByText("Cards disabled")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Activate" })).toBeDisabled();
  });

  it("an escrow method that is pending shows details instead of Activate", () => {
    const { card } = renderCard(method("OVO", "PENDING", "new_submission"), { escrow: true });
    expect(within(card).getByText("Processing time")).toBeInTheDocument();
    expect(within(card).getByText("3-5 business days")).toBeInTheDocument();
  });
});
