import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { BALANCE_STATUS_FAMILIES } from "../../domain/format/balance-statuses.ts";
import { allStatuses, STATUS_FAMILIES } from "../../domain/format/status.ts";
import { BALANCE_STATUS_LABELS } from "./balance-status-labels.ts";
import { STATUS_LABELS, StatusPill, statusLabelKey, useStatusOptions } from "./status-pill.tsx";
import { StatusPillOf } from "./status-pill-core.tsx";

function Options() {
  const options = useStatusOptions(["SUCCESS", "OPEN", "BRAND_NEW"]);
  return <p>{options.map((o) => `${o.id}=${o.label}`).join(",")}</p>;
}

describe("StatusPill", () => {
  it("has a label for every status of every family", () => {
    const missing = allStatuses().filter((s) => !STATUS_LABELS[statusLabelKey(s)]);
    expect(missing).toEqual([]);
  });

  it("shows the translated label in Bahasa Indonesia", () => {
    renderWithProviders(<StatusPill family="chargeback" status="OPEN" />, { language: "id" });
    expect(screen.queryByText("Needs response")).toBeNull();
    expect(screen.getByText(/\S/)).toHaveAttribute("data-tone", "warning");
  });

  it("shows an unknown status as it came, in the neutral tone", () => {
    renderWithProviders(<StatusPill family="charge" status="BRAND_NEW" />);
    expect(screen.getByText("BRAND_NEW")).toHaveAttribute("data-tone", "neutral");
  });

  // issue 19: the balances' pages show their own families and labels (the cash landing page does
  // not load every area's); they are the same facts as the general pill's, not a copy
  it("an area's own tones and labels are part of every family's and label as the general pill does", () => {
    for (const [family, tones] of Object.entries(BALANCE_STATUS_FAMILIES)) {
      expect(STATUS_FAMILIES[family as keyof typeof STATUS_FAMILIES]).toBe(tones);
      for (const status of Object.keys(tones)) {
        expect(BALANCE_STATUS_LABELS[statusLabelKey(status) as keyof typeof BALANCE_STATUS_LABELS]).toBe(
          STATUS_LABELS[statusLabelKey(status)],
        );
      }
    }
    renderWithProviders(
      <>
        <StatusPill family="account" status="FROZEN" />
        <StatusPillOf tones={BALANCE_STATUS_FAMILIES.account} labels={BALANCE_STATUS_LABELS} status="FROZEN" />
        <StatusPillOf tones={BALANCE_STATUS_FAMILIES.account} labels={BALANCE_STATUS_LABELS} status="LOCKED" />
      </>,
    );
    const [general, own] = screen.getAllByText("Frozen");
    expect(own).toHaveAttribute("data-tone", "warning");
    expect(own?.outerHTML).toBe(general?.outerHTML);
    expect(screen.getByText("LOCKED")).toHaveAttribute("data-tone", "neutral");
  });

  it("labels status filter options like the pills (an unknown status keeps its code)", () => {
    renderWithProviders(<Options />);
    expect(screen.getByText("SUCCESS=Success,OPEN=Needs response,BRAND_NEW=BRAND_NEW")).toBeInTheDocument();
  });
});
