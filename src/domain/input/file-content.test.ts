import { describe, expect, it } from "vitest";
import { fileSizeParts, needsDimensions, problemForErrorCode, sniffType, uploadProblem } from "./file-content.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("file type from its first bytes (spec 001 §5, §9: JPEG, PNG, PDF)", () => {
  it.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), "image/jpeg"],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "image/png"],
    ["PDF", text("%PDF-1.7"), "application/pdf"],
    ["GIF", text("GIF89a.."), null],
    ["text renamed .png", text("hello wo"), null],
    ["truncated PNG", bytes(0x89, 0x50, 0x4e), null],
    ["empty", bytes(), null],
  ] as const)("%s → %s", (_, head, type) => {
    expect(sniffType(head)).toBe(type);
  });
});

describe("upload problem before sending (spec 000 §5, spec 001 §5 and §9)", () => {
  it.each([
    ["PDF document at 8 MB", { size: 8_388_608, type: "application/pdf" }, "document", null],
    ["PDF document 1 byte over 8 MB", { size: 8_388_609, type: "application/pdf" }, "document", "size"],
    ["JPEG document", { size: 5000, type: "image/jpeg" }, "document", null],
    ["unknown content as document", { size: 10, type: null }, "document", "type"],
    ["oversized unknown content: type first", { size: 99_000_000, type: null }, "document", "type"],
    ["PDF as image", { size: 1000, type: "application/pdf" }, "image", "type"],
    [
      "PNG image at 1 MB, 200×200",
      { size: 1_048_576, type: "image/png", dimensions: { width: 200, height: 200 } },
      "image",
      null,
    ],
    [
      "PNG image 1 byte over 1 MB",
      { size: 1_048_577, type: "image/png", dimensions: { width: 400, height: 400 } },
      "image",
      "size",
    ],
    [
      "JPEG image 199 px wide",
      { size: 2000, type: "image/jpeg", dimensions: { width: 199, height: 300 } },
      "image",
      "dimensions",
    ],
    ["image that cannot be decoded", { size: 2000, type: "image/png", dimensions: null }, "image", "unreadable"],
    [
      "small JPEG document: no minimum",
      { size: 2000, type: "image/jpeg", dimensions: { width: 10, height: 10 } },
      "document",
      null,
    ],
  ] as const)("%s → %s", (_, facts, kind, problem) => {
    expect(uploadProblem(facts, kind)).toBe(problem);
  });

  it.each([
    ["image", "image/png", true],
    ["image", "image/jpeg", true],
    ["image", null, false],
    ["document", "image/png", false],
    ["document", "application/pdf", false],
  ] as const)("%s of type %s needs its pixel size read: %s", (kind, type, needed) => {
    expect(needsDimensions(kind, type)).toBe(needed);
  });
});

describe("upload error codes read as the same problems (spec 001 §8, spec 002 §8)", () => {
  it.each([
    ["UPLOAD_FILE_ERROR_UNSUPPORTED_MIME", "type"],
    ["UNSUPPORTED_IMAGE_FILE_TYPE_ERROR", "type"],
    ["NON_PNG_FILE_TYPE_ERROR", "type"],
    ["UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE", "size"],
    ["IMAGE_FILE_SIZE_LIMIT_ERROR", "size"],
    ["SERVER_ERROR", null],
    [undefined, null],
  ] as const)("%s → %s", (code, problem) => {
    expect(problemForErrorCode(code)).toBe(problem);
  });
});

describe("file size for display", () => {
  it.each([
    [512, 512, "B"],
    [1536, 1.5, "KB"],
    [1_048_576, 1, "MB"],
    [8_388_608, 8, "MB"],
  ] as const)("%s bytes → %s %s", (size, value, unit) => {
    expect(fileSizeParts(size)).toEqual({ value, unit });
  });
});
