/**
 * Card screens' pieces (issue 12 "Done when"): a pill for every status of each card status
 * family (spec 002 §4), the timeline grouping (authentication as verified / pending / failed,
 * authorization PENDING), and a title and description in en and id for every decline and fraud
 * code of spec 002 §8 (any other code: the generic unexpected error).
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { Timeline } from "../../components/ui/progress.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { TimelineEntry } from "../../contract/cards.ts";
import {
  AUTHENTICATION_STATUSES,
  AUTHORIZATION_STATUSES,
  CARD_ERROR_CODES,
  CHANGE_REQUEST_STATUSES,
  CHARGE_STATUSES,
  CHARGEBACK_STATUSES,
  PROMOTION_STATUSES,
  REFUND_STATUSES,
  SETTLEMENT_STATUSES,
} from "../../domain/cards/card-facts.ts";
import { type StatusFamily, statusTone } from "../../domain/format/status.ts";
import { toTimelineEntries } from "./details.tsx";
import { useCardErrorText } from "./messages.tsx";

const FAMILIES: [StatusFamily, readonly string[]][] = [
  ["charge", CHARGE_STATUSES],
  ["settlement", SETTLEMENT_STATUSES],
  ["authentication", AUTHENTICATION_STATUSES],
  ["authorization", AUTHORIZATION_STATUSES],
  ["refund", REFUND_STATUSES],
  ["chargeback", CHARGEBACK_STATUSES],
  ["promotion", PROMOTION_STATUSES],
  ["changeRequest", CHANGE_REQUEST_STATUSES],
];

describe("status pills of every card status family (spec 002 §4)", () => {
  it.each(FAMILIES)("%s: every status has a label and its tone", (family, statuses) => {
    renderWithProviders(
      <ul>
        {statuses.map((s) => (
          <li key={s} data-testid={s}>
            <StatusPill family={family} status={s} />
          </li>
        ))}
      </ul>,
    );
    for (const status of statuses) {
      const pill = within(screen.getByTestId(status)).getByText(/\S/);
      expect(pill.textContent, status).not.toBe(status); // a label, not the raw code
      expect(pill).toHaveAttribute("data-tone", statusTone(family, status));
    }
  });
});

const at = (n: number) => new Date(Date.UTC(2026, 9, 1, 10, n)).toISOString();
const event = (type: TimelineEntry["type"], status: string, n: number): TimelineEntry => ({
  type,
  status,
  created: at(n),
  reference_id: `evt_${n}`,
});

describe("timeline grouping (spec 002 §4)", () => {
  it.each([
    ["VERIFIED", "done", "Verified"],
    ["USED", "done", "Verified"],
    ["PENDING", "pending", "Pending"],
    ["FAILED", "failed", "Failed"],
    ["CARD_NOT_ENROLLED", "failed", "Failed"],
    ["ENROLLMENT_CHECK_FAILED", "failed", "Failed"],
  ])("authentication %s is shown as %s", (status, state, text) => {
    renderWithProviders(
      <Timeline label="Timeline" entries={toTimelineEntries([event("AUTHENTICATION", status, 0)])} />,
    );
    const item = screen.getByRole("listitem");
    expect(item).toHaveAttribute("data-state", state);
    expect(item).toHaveTextContent(text);
  });

  it("a PENDING authorization shows as pending; events are in time order, the expected settlement last", () => {
    const events = [
      event("EXPECTED_SETTLEMENT", "PENDING", 9),
      event("CAPTURE", "SUCCEEDED", 3),
      event("AUTHORIZATION", "PENDING", 2),
      event("TOKENIZATION", "VERIFIED", 0),
    ];
    renderWithProviders(<Timeline label="Timeline" entries={toTimelineEntries(events)} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((i) => i.getAttribute("data-state"))).toEqual(["done", "pending", "done", "expected"]);
    expect(items[0]).toHaveTextContent("Tokenization");
    expect(items[1]).toHaveTextContent("Authorization");
    expect(items[3]).toHaveTextContent("Expected settlement");
  });
});

function ErrorTexts({ codes }: { codes: (string | null)[] }) {
  const text = useCardErrorText();
  return (
    <ul>
      {codes.map((code) => (
        <li key={String(code)} data-testid={String(code)}>
          <b>{text(code).title}</b> <i>{text(code).description}</i>
        </li>
      ))}
    </ul>
  );
}

describe("card error codes have a title and a description in en and id (spec 002 §8)", () => {
  const codes = [...CARD_ERROR_CODES, "DO_NOT_HONOR", null];
  it.each(["en", "id"] as const)("in %s", (language) => {
    renderWithProviders(<ErrorTexts codes={codes} />, { language });
    const generic = screen.getByTestId("DO_NOT_HONOR").textContent;
    expect(screen.getByTestId("null").textContent).toBe(generic);
    const titles = new Set<string>();
    for (const code of CARD_ERROR_CODES) {
      const row = screen.getByTestId(code);
      expect(row.textContent, code).not.toBe(generic);
      titles.add(row.querySelector("b")?.textContent ?? "");
      expect(row.querySelector("i")?.textContent?.length, code).toBeGreaterThan(10);
    }
    expect(titles.size).toBe(CARD_ERROR_CODES.length);
    if (language === "id") {
      expect(screen.getByTestId("EXPIRED_CARD")).toHaveTextContent("Kartu kedaluwarsa");
      expect(screen.getByTestId("DO_NOT_HONOR")).toHaveTextContent("Kesalahan tak terduga");
    } else {
      expect(screen.getByTestId("EXPIRED_CARD")).toHaveTextContent("Card expired");
      expect(screen.getByTestId("DO_NOT_HONOR")).toHaveTextContent("Unexpected error");
    }
  });
});
