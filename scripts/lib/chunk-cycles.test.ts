import { describe, expect, it } from "vitest";
import { chunkImportCycle } from "./chunk-cycles.ts";

// Issue 19: no chunk of a build statically imports a chunk that imports it back.
describe("a cycle of static imports between chunks", () => {
  it("is found, with the chunks on it", () => {
    const manifest = {
      "index.html": { imports: ["_frame.js"] },
      "_frame.js": { imports: ["_frame-shared.js", "_runtime.js"] },
      "_frame-shared.js": { imports: ["_runtime.js", "_frame.js"] },
      "_runtime.js": {},
    };
    expect(chunkImportCycle(manifest)).toEqual(["_frame.js", "_frame-shared.js", "_frame.js"]);
  });

  it("is not reported for shared imports without a way back", () => {
    const manifest = {
      "index.html": { imports: ["_frame.js", "_frame-shared.js"] },
      "_frame.js": { imports: ["_frame-shared.js", "_runtime.js"] },
      "_frame-shared.js": { imports: ["_runtime.js"] },
      "_runtime.js": {},
    };
    expect(chunkImportCycle(manifest)).toBeNull();
  });
});
