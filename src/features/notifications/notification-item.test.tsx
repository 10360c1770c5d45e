import { screen } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../tests/render";
import { type Notification, NotificationSchema } from "../../contract/settings.ts";
import { NotificationItem } from "./notification-center.tsx";

const xss: Notification = {
  id: "n1",
  type: "updates",
  created: "2026-11-01T00:00:00.000Z",
  title: { en: "<img src=x onerror=alert(1)>", id: "<b>judul</b>" },
  message: { en: "<script>alert(2)</script>" },
  is_read: true,
  media_type: "VIDEO",
  media_url: "/__sandbox/media/notification-0.mp4",
  target_url: "javascript:alert(3)",
};

function renderItem(n: Notification, locale: "en" | "id" = "en") {
  return renderWithProviders(
    <ul>
      <NotificationItem notification={n} locale={locale} onRead={() => undefined} isReading={false} />
    </ul>,
    { language: locale },
  );
}

// spec 002 §2.9: content as text only; target_url opens only for http(s) and in-app paths.
describe("a notification (spec 002 §2.9)", () => {
  it("renders markup as text and a javascript: target inert", () => {
    const { container } = renderItem(xss);
    expect(screen.getByRole("heading", { name: "<img src=x onerror=alert(1)>" })).toBeInTheDocument();
    expect(screen.getByText("<script>alert(2)</script>")).toBeInTheDocument();
    expect(container.querySelector("img, script")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.querySelector("[data-inert-target]")).toHaveTextContent("javascript:alert(3)");
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("controls");
    expect(video).not.toHaveAttribute("autoplay");
  });

  it("falls back to English and opens an https target in a new tab; an image has the title as alt", () => {
    renderItem({ ...xss, title: { en: "Hello" }, media_type: "IMAGE", target_url: "https://example.com/x" }, "id");
    expect(screen.getByRole("img", { name: "Hello" })).toBeInTheDocument();
    expect(screen.getByRole("link")).toHaveAttribute("href", "https://example.com/x");
  });
});

describe("the contract refuses unsafe targets (spec 002 §2.9)", () => {
  it.each([
    ["javascript:alert(1)", false],
    ["data:text/html,x", false],
    ["https://example.com", true],
    ["/transactions-new", true],
  ])("%s → %s", (target_url, ok) => {
    expect(v.safeParse(NotificationSchema, { ...xss, target_url }).success).toBe(ok);
  });
});
