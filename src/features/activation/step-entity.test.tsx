/**
 * The lead-qualification step (issue 13; spec 001 §3 "Lead qualification", §9): the usage intents
 * offered by the gateway are chosen into the draft (so they are saved and restored with it), and
 * the country of registration narrows the entity types.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render";
import { type ActivationDraft, emptyDraft, parseDraft } from "../../domain/activation/draft";
import type { Session } from "../../lib/session/runtime";
import type { LeadAnswer } from "./api";
import { ActivationFormProvider } from "./form-context";
import { EntityStep } from "./step-entity";

const ANSWERS: Record<string, unknown> = {
  "/api/company-types": [
    { id: 1, company_type: "PT", lead_qualification_id: 3 },
    { id: 2, company_type: "individuals", lead_qualification_id: 3 },
  ],
  "/api/usage-intents": [
    { id: 1, name: "Accept payments" },
    { id: 2, name: "Send payments" },
  ],
};

let latest: ActivationDraft = emptyDraft();

function Harness() {
  const [draft, setDraft] = useState<ActivationDraft>(emptyDraft());
  const [lead, setLead] = useState<LeadAnswer[]>([]);
  latest = draft;
  return (
    <ActivationFormProvider
      value={{
        draft,
        country: "ID",
        businessId: "b1",
        gatewayUrl: "/",
        errors: {},
        serverErrors: {},
        setValue: () => undefined,
        update: (change) => setDraft((d) => change(d)),
      }}
    >
      <EntityStep lead={lead} onLeadChange={setLead} />
    </ActivationFormProvider>
  );
}

function renderStep() {
  const session = {
    http: { get: vi.fn(async (path: string) => ({ data: ANSWERS[path] ?? [] })) },
  } as unknown as Session;
  const router = createRouter({
    routeTree: createRootRoute({ component: Harness }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    context: { session } as never,
  });
  renderWithProviders(<RouterProvider router={router as never} />);
}

describe("lead qualification step (spec 001 §3, §9)", () => {
  it("offers the gateway's usage intents and keeps the chosen ones in the draft", async () => {
    renderStep();
    const accept = await screen.findByRole("checkbox", { name: "Accept payments" });
    await userEvent.click(accept);
    await userEvent.click(screen.getByRole("checkbox", { name: "Send payments" }));
    await userEvent.click(accept);
    expect(latest.usage_intents).toEqual(["2"]);
    // the draft as stored and read back keeps them
    expect(parseDraft(JSON.parse(JSON.stringify(latest))).usage_intents).toEqual(["2"]);
  });

  it("narrows the entity types to foreign ones for a business registered in another country", async () => {
    renderStep();
    expect(await screen.findByRole("radio", { name: "Indonesian company (PT, CV and others)" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Another country" }));
    expect(screen.queryByRole("radio", { name: "Indonesian company (PT, CV and others)" })).toBeNull();
    expect(screen.getAllByRole("radio", { name: /^Foreign/ }).length).toBeGreaterThan(0);
  });

  it("suggests the business type from the company type until one is chosen", async () => {
    renderStep();
    await userEvent.click(await screen.findByRole("button", { name: /Company type/ }));
    await userEvent.click(await screen.findByRole("option", { name: "individuals" }));
    expect(screen.getByRole("radio", { name: "Indonesian individual" })).toBeChecked();
    expect(latest.entity_type).toBe("Indonesian Individual");
    // a chosen type is not overridden
    await userEvent.click(screen.getByRole("button", { name: /Company type/ }));
    await userEvent.click(await screen.findByRole("option", { name: "PT" }));
    expect(latest.entity_type).toBe("Indonesian Individual");
  });
});
