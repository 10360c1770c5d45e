import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../session/runtime.ts";
import { uploadWithProgress } from "./upload.ts";

class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  url = "";
  status = 0;
  responseText = "";
  withCredentials = false;
  sent: FormData | null = null;
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(form: FormData) {
    this.sent = form;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const session = {
  store: { usingNewAuth: () => true, accessToken: () => "at-1", environment: () => "DEVELOPMENT" },
  http: { get: vi.fn() },
} as unknown as Session;
const base = { baseUrl: "/", session, path: "/api/upload_business_file", schema: v.object({ id: v.string() }) };
const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

describe("upload with progress", () => {
  it("sends the bearer token and environment, reports progress and parses the answer", async () => {
    const progress: number[] = [];
    const form = new FormData();
    const pending = uploadWithProgress({ ...base, form, createXhr, onProgress: (l, t) => progress.push(l / t) });
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe("/api/upload_business_file");
    expect(xhr.headers.authorization).toBe("Bearer at-1");
    expect(xhr.sent?.get("environment")).toBe("DEVELOPMENT");
    xhr.upload.onprogress?.({ loaded: 50, total: 100 });
    xhr.answer(200, { id: "file_1" });
    await expect(pending).resolves.toEqual({ id: "file_1" });
    expect(progress).toEqual([0.5]);
  });

  it("fails with the gateway's error code", async () => {
    const pending = uploadWithProgress({ ...base, form: new FormData(), createXhr });
    FakeXhr.last.answer(413, { error_code: "UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE", message: "too big" });
    await expect(pending).rejects.toMatchObject({ error_code: "UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE", status: 413 });
  });

  it("stops when the signal aborts", async () => {
    const controller = new AbortController();
    const pending = uploadWithProgress({ ...base, form: new FormData(), createXhr, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ error_code: "REQUEST_ABORTED" });
  });
});
