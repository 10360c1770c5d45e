import type { Plugin } from "vite";
import { describe, expect, it, vi } from "vitest";
import { shareTransforms } from "./shared-transforms.ts";

type Handler = (code: string, id: string) => unknown;

/** A plugin as the build gets it, with its transform counted. */
function plugin(name: string, handler: Handler): { plugin: Plugin; calls: () => number } {
  const spy = vi.fn(handler);
  return { plugin: { name, transform: { handler: spy } } as unknown as Plugin, calls: () => spy.mock.calls.length };
}

const run = (p: Plugin, code: string, id: string): unknown =>
  (p.transform as { handler: (this: unknown, code: string, id: string) => unknown }).handler.call({}, code, id);

// issue 19, build ratio: the bundles of one run transform a module once
describe("transforms shared by the bundles of one build", () => {
  it("wraps a plugin given as a promise (the Babel plugin's factory returns one) and reuses its result", async () => {
    const first = plugin("@rolldown/plugin-babel", async (code) => ({ code: `${code}/*babel*/` }));
    const second = plugin("@rolldown/plugin-babel", async (code) => ({ code: `${code}/*other*/` }));
    const [a] = (await Promise.all(shareTransforms([Promise.resolve(first.plugin)]))) as Plugin[];
    const [b] = (await Promise.all(shareTransforms([Promise.resolve(second.plugin)]))) as Plugin[];
    const id = `/src/shared-test-${Math.random()}.tsx`;
    expect(await run(a as Plugin, "x", id)).toEqual({ code: "x/*babel*/" });
    // the second bundle's plugin gets the first one's result, without transforming again
    expect(await run(b as Plugin, "x", id)).toEqual({ code: "x/*babel*/" });
    expect(second.calls()).toBe(0);
    // other code under the same id is a new key
    expect(await run(b as Plugin, "y", id)).toEqual({ code: "y/*other*/" });
  });

  it("leaves a route file whose split needs a shared-bindings module, and its parts, to each bundle", () => {
    const reference = "tanstack-router:code-splitter:compile-reference-file";
    const virtual = "tanstack-router:code-splitter:compile-virtual-file";
    const id = `/src/routes/shared-test-${Math.random()}.tsx`;
    const refs = [0, 1].map(() => plugin(reference, (code) => ({ code: `import "${id}?tsr-shared=1";${code}` })));
    const parts = [0, 1].map(() => plugin(virtual, (code) => ({ code: `part:${code}` })));
    shareTransforms([refs[0]?.plugin, parts[0]?.plugin, refs[1]?.plugin, parts[1]?.plugin]);
    for (const i of [0, 1]) {
      run(refs[i]?.plugin as Plugin, "route", id);
      run(parts[i]?.plugin as Plugin, "route", `${id}?tsr-split=component`);
    }
    expect(refs.map((r) => r.calls())).toEqual([1, 1]);
    expect(parts.map((p) => p.calls())).toEqual([1, 1]);
  });

  it("does not keep a failed transform", async () => {
    let fail = true;
    const flaky = plugin("@rolldown/plugin-babel", async (code) => {
      if (fail) throw new Error("boom");
      return { code };
    });
    const [p] = shareTransforms([flaky.plugin]) as Plugin[];
    const id = `/src/failing-test-${Math.random()}.tsx`;
    await expect(run(p as Plugin, "z", id)).rejects.toThrow("boom");
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await run(p as Plugin, "z", id)).toEqual({ code: "z" });
    expect(flaky.calls()).toBe(2);
  });
});
