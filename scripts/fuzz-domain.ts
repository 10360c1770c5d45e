/**
 * The long run of the domain properties (issue 20 item 7): every property of
 * tests/properties/domain-properties.ts with at least 10,000 random cases.
 *   npm exec -- node scripts/fuzz-domain.ts [--runs 10000]
 */
import { parseArgs } from "node:util";
import fc from "fast-check";
import { DOMAIN_PROPERTIES } from "../tests/properties/domain-properties.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "10000" } } });
const numRuns = Math.max(10_000, Number(values.runs) || 10_000);
let failed = 0;
for (const [name, property] of Object.entries(DOMAIN_PROPERTIES)) {
  const started = performance.now();
  const result = fc.check(property, { numRuns });
  const ms = Math.round(performance.now() - started);
  if (result.failed) {
    failed++;
    console.log(`FAIL ${name}\n     counterexample: ${JSON.stringify(result.counterexample)}`);
  } else console.log(`ok   ${name} (${numRuns} cases, ${ms} ms)`);
}
process.exit(failed ? 1 : 0);
