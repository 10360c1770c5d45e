import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyDraft } from "../../domain/activation/draft";
import { HttpError } from "../../lib/http/http-error";
import type { Session } from "../../lib/session/runtime";
import { draftQueryOptions, readLocalDraft, saveDraft, writeLocalDraft } from "./api";

const typed = (legal_name: string) => ({ ...emptyDraft(), business: { ...emptyDraft().business, legal_name } });
const sessionWith = (get: () => Promise<unknown>, put = vi.fn(async () => ({}))) =>
  ({ http: { get: vi.fn(get), put } }) as unknown as Session;
const load = (session: Session) => new QueryClient().fetchQuery(draftQueryOptions(session, "biz_1"));

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe("activation draft: nothing typed is lost", () => {
  it("resumes from the gateway's draft when this device has no newer copy", async () => {
    const stored = await load(
      sessionWith(async () => ({ data: { draft: typed("PT Gateway"), saved_at: "2026-11-23T10:00:00.000Z" } })),
    );
    expect(stored.where).toBe("gateway");
    expect(stored.draft.business.legal_name).toBe("PT Gateway");
  });

  it("prefers this device's copy typed after the gateway's last save", async () => {
    writeLocalDraft("biz_1", typed("PT Device"));
    const stored = await load(
      sessionWith(async () => ({ data: { draft: typed("PT Gateway"), saved_at: "2020-01-01T00:00:00.000Z" } })),
    );
    expect(stored.where).toBe("device");
    expect(stored.draft.business.legal_name).toBe("PT Device");
  });

  it("opens this device's copy when the gateway cannot be reached", async () => {
    writeLocalDraft("biz_1", typed("PT Offline"));
    const stored = await load(
      sessionWith(() =>
        Promise.reject(new HttpError({ error_code: "SERVER_ERROR", message: "", retryAfter: null, status: null })),
      ),
    );
    expect(stored.draft.business.legal_name).toBe("PT Offline");
  });

  it("drops this device's copy once the gateway saved it, and keeps it when the save fails", async () => {
    writeLocalDraft("biz_1", typed("PT Kopi"));
    const failing = vi.fn(() => Promise.reject(new Error("offline")));
    await expect(
      saveDraft(
        sessionWith(async () => ({}), failing),
        "biz_1",
        typed("PT Kopi"),
      ),
    ).rejects.toThrow();
    expect(readLocalDraft("biz_1")?.draft.business.legal_name).toBe("PT Kopi");
    await saveDraft(
      sessionWith(async () => ({})),
      "biz_1",
      typed("PT Kopi"),
    );
    expect(readLocalDraft("biz_1")).toBeNull();
  });
});
