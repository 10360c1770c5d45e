import { describe, expect, it } from "vitest";
import { dimensionProblem, fileProblem } from "./upload.ts";

describe("upload checks before sending (spec 001 §5 Files, §9)", () => {
  it.each([
    [{ type: "application/pdf", size: 8_388_608 }, "document", null],
    [{ type: "application/pdf", size: 8_388_609 }, "document", "size"],
    [{ type: "image/png", size: 1000 }, "document", null],
    [{ type: "image/gif", size: 1000 }, "document", "type"],
    [{ type: "image/jpeg", size: 1_048_576 }, "image", null],
    [{ type: "image/jpeg", size: 1_048_577 }, "image", "size"],
    [{ type: "application/pdf", size: 1000 }, "image", "type"],
  ] as const)("%j as %s → %s", (file, kind, problem) => {
    expect(fileProblem(file, kind)).toBe(problem);
  });

  it.each([
    [200, 200, "image", null],
    [199, 400, "image", "dimensions"],
    [400, 199, "image", "dimensions"],
    [10, 10, "document", null],
  ] as const)("%s×%s %s → %s (image at least 200×200 px)", (w, h, kind, problem) => {
    expect(dimensionProblem(w, h, kind)).toBe(problem);
  });
});
