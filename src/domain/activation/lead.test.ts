import { describe, expect, it } from "vitest";
import { suggestedEntity } from "./lead.ts";

// spec 001 §3 "Lead qualification" company type values, feeding the entity-type choice (issue 13)
describe("company type → suggested entity type", () => {
  it.each([
    ["PT", "Indonesia", "Indonesian Entity"],
    ["koperasi", "Indonesia", "Indonesian Entity"],
    ["individuals", "Indonesia", "Indonesian Individual"],
    ["others", "Indonesia", null],
    ["limited liability company", "Philippines", "PH:Corporation"],
    ["limited liability partnership", "Philippines", "PH:Partnership"],
    ["sole proprietorship", "Philippines", "PH:Sole Proprietorship"],
    ["individuals", "Philippines", "PH:Individual"],
    ["PT", "Philippines", null],
    ["PT", "Foreign", null],
  ] as const)("%s registered in %s → %s", (type, registration, entity) => {
    expect(suggestedEntity(type, registration)).toBe(entity);
  });
});
