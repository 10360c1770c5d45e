import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { allStatuses } from "../../domain/format/status.ts";
import { STATUS_LABELS, StatusPill, statusLabelKey } from "./status-pill.tsx";

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
});
