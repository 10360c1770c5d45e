import { describe, expect, it } from "vitest";
import type { Notification, NotificationList } from "../../contract/settings";
import { dropdownNotifications, summaryAfterRead } from "./api";

const note = (id: string, is_read = false): Notification => ({
  id,
  type: "updates",
  created: "2026-11-01T00:00:00.000Z",
  title: { en: id },
  message: { en: id },
  is_read,
  media_type: null,
  media_url: null,
  target_url: null,
});

describe("the notification dropdown (spec 002 §9: five at most; issue 22 items 7–8)", () => {
  it("holds five even when the gateway answers eight", () => {
    const eight = Array.from({ length: 8 }, (_, i) => note(`n${i}`));
    expect(dropdownNotifications(eight).map((n) => n.id)).toEqual(["n0", "n1", "n2", "n3", "n4"]);
  });

  it("reading an unread one marks it read and lowers the count by one", () => {
    const summary: NotificationList = {
      notifications: [note("a"), note("b", true)],
      unread_count: 110,
      total_count: 120,
      next_cursor: null,
    };
    const after = summaryAfterRead(summary, "a");
    expect(after.unread_count).toBe(109);
    expect(after.notifications.find((n) => n.id === "a")?.is_read).toBe(true);
    // an already-read one or an unknown id changes nothing
    expect(summaryAfterRead(summary, "b")).toBe(summary);
    expect(summaryAfterRead(summary, "zz")).toBe(summary);
    expect(summaryAfterRead({ ...summary, unread_count: 0 }, "a").unread_count).toBe(0);
  });
});
