/** Uploads checked by content (spec 001 §5 "Files", §8, §9; spec 002 §8 image upload codes). */
import { describe, expect, it } from "vitest";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

/** A PNG header (signature + IHDR) of the given size, padded to `bytes`. */
function png(width: number, height: number, bytes = 64): Uint8Array {
  const out = new Uint8Array(Math.max(bytes, 33));
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(out.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return out;
}
/** A JPEG with an APP0 segment and a SOF0 carrying the size. */
function jpeg(width: number, height: number, bytes = 64): Uint8Array {
  const out = new Uint8Array(Math.max(bytes, 40));
  out.set([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x4a,
    0x46,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
  ]);
  return out;
}
const pdf = (bytes = 64) => {
  const out = new Uint8Array(bytes);
  out.set(new TextEncoder().encode("%PDF-1.7\n"));
  return out;
};

function form(
  field: string,
  content: Uint8Array,
  name: string,
  type: string,
  extra: Record<string, string> = {},
): FormData {
  const f = new FormData();
  f.set(field, new File([content as BlobPart], name, { type }));
  for (const [k, v] of Object.entries(extra)) f.set(k, v);
  return f;
}

describe("business documents: JPEG, PNG or PDF by content, at most 8,388,608 bytes", () => {
  it.each([
    ["PDF", pdf(), "deed.pdf", "application/pdf"],
    ["PNG", png(100, 100), "npwp.png", "image/png"],
    ["JPEG", jpeg(300, 300), "ktp.jpg", "image/jpeg"],
  ])("accepts a %s and answers the file record", async (_kind, content, name, mime) => {
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.post("/api/upload_business_file", {
      token,
      form: form("file_content", content as Uint8Array, name as string, "application/octet-stream", {
        doc_type: "NIB",
      }),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ file_name: name, doc_type: "NIB", mime_type: mime });
  });

  it("accepts exactly 8,388,608 bytes and refuses one byte more with UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE", async () => {
    const token = await sandbox.token("owner@demo.test");
    const ok = await sandbox.post("/api/upload_business_file", {
      token,
      form: form("file_content", pdf(8_388_608), "big.pdf", "application/pdf", { doc_type: "NIB" }),
    });
    expect(ok.status).toBe(200);
    const tooBig = await sandbox.post("/api/upload_business_file", {
      token,
      form: form("file_content", pdf(8_388_609), "big.pdf", "application/pdf", { doc_type: "NIB" }),
    });
    expectError(tooBig, 413, "UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE");
  });

  it("refuses a body far over the limit before reading it", async () => {
    const token = await sandbox.token("owner@demo.test");
    const huge = await sandbox.post("/api/upload_business_file", {
      token,
      form: form("file_content", pdf(12_000_000), "huge.pdf", "application/pdf", { doc_type: "NIB" }),
    });
    expectError(huge, 413, "UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE");
    // refused unread, so the connection is not used again (the unread bytes would be on it)
    expect(huge.headers.get("connection")).toBe("close");
    const hugeImage = await sandbox.post("/api/upload-business-logo", {
      token,
      form: form("file", png(300, 300, 12_000_000), "logo.png", "image/png"),
    });
    expectError(hugeImage, 413, "IMAGE_FILE_SIZE_LIMIT_ERROR");
  });

  it("checks the content, not the name: a text file called .pdf is UPLOAD_FILE_ERROR_UNSUPPORTED_MIME", async () => {
    const token = await sandbox.token("owner@demo.test");
    const fake = new TextEncoder().encode("just some text, not a PDF at all");
    const r = await sandbox.post("/api/upload_business_file", {
      token,
      form: form("file_content", fake, "deed.pdf", "application/pdf", { doc_type: "NIB" }),
    });
    expectError(r, 415, "UPLOAD_FILE_ERROR_UNSUPPORTED_MIME");
  });

  it("names the missing fields", async () => {
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.post("/api/upload_business_file", {
      token,
      form: form("file_content", pdf(), "a.pdf", "application/pdf"),
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors[0].field).toBe("doc_type");
    const noFile = new FormData();
    noFile.set("doc_type", "NIB");
    const r2 = await sandbox.post("/api/upload_business_file", { token, form: noFile });
    expectError(r2, 400, "API_VALIDATION_ERROR");
    expect(r2.body.errors[0].field).toBe("file_content");
    const json = await sandbox.post("/api/upload_business_file", { token, body: { doc_type: "NIB" } });
    expectError(json, 400, "API_VALIDATION_ERROR");
  });
});

describe("images: JPEG or PNG by content, at most 1,048,576 bytes, at least 200×200 px", () => {
  it("accepts a 200×200 PNG logo and records its size", async () => {
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.post("/api/upload-business-logo", {
      token,
      form: form("file", png(200, 200), "logo.png", "image/png"),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ mime_type: "image/png", width: 200, height: 200 });
    expect((await sandbox.get("/api/business", { token })).body.logo).toBeTruthy();
  });

  it("refuses more than 1,048,576 bytes with IMAGE_FILE_SIZE_LIMIT_ERROR", async () => {
    const token = await sandbox.token("owner@demo.test");
    expect(
      (
        await sandbox.post("/api/company_images", {
          token,
          form: form("file", jpeg(400, 400, 1_048_576), "a.jpg", "image/jpeg"),
        })
      ).status,
    ).toBe(200);
    const r = await sandbox.post("/api/company_images", {
      token,
      form: form("file", jpeg(400, 400, 1_048_577), "a.jpg", "image/jpeg"),
    });
    expectError(r, 413, "IMAGE_FILE_SIZE_LIMIT_ERROR");
  });

  it("refuses a PDF or a renamed text file with UNSUPPORTED_IMAGE_FILE_TYPE_ERROR", async () => {
    const token = await sandbox.token("owner@demo.test");
    expectError(
      await sandbox.post("/api/upload-business-logo", { token, form: form("file", pdf(), "logo.png", "image/png") }),
      415,
      "UNSUPPORTED_IMAGE_FILE_TYPE_ERROR",
    );
    const text = new TextEncoder().encode("GIF89a not really");
    expectError(
      await sandbox.post("/api/upload-business-logo", { token, form: form("file", text, "logo.jpg", "image/jpeg") }),
      415,
      "UNSUPPORTED_IMAGE_FILE_TYPE_ERROR",
    );
  });

  it("refuses an image under 200×200 px, naming the file field", async () => {
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.post("/api/upload-business-logo", {
      token,
      form: form("file", jpeg(199, 400), "small.jpg", "image/jpeg"),
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors).toEqual([{ field: "file", message: "image dimension at least 200x200px" }]);
  });

  it("the e-wallet logo must be a PNG (NON_PNG_FILE_TYPE_ERROR)", async () => {
    const token = await sandbox.token("owner@demo.test");
    expectError(
      await sandbox.post("/api/upload_ovo_logo", { token, form: form("file", jpeg(300, 300), "ovo.png", "image/png") }),
      415,
      "NON_PNG_FILE_TYPE_ERROR",
    );
    expect(
      (await sandbox.post("/api/upload_ovo_logo", { token, form: form("file", png(300, 300), "ovo.png", "image/png") }))
        .status,
    ).toBe(200);
  });
});
