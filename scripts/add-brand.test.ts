import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildBundle } from "./build.ts";
import { buildMatrix, loadAllBrands, loadBrand } from "./lib/brands.ts";
import { verifyBundle } from "./verify-bundles.ts";

// Issue 2 "Done when": a brand or country can be added by adding a manifest, with no change to src/.
const work = mkdtempSync(path.join(tmpdir(), "add-brand-"));
const brandsDir = path.join(work, "brands");
cpSync("brands", brandsDir, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

function addBrand(id: string, edit: (manifest: ReturnType<typeof JSON.parse>) => void): void {
  const dir = path.join(brandsDir, id);
  cpSync(path.join(brandsDir, "partner-a"), dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
  edit(manifest);
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest, null, 2));
  writeFileSync(
    path.join(dir, "logo.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 20"><title>${manifest.displayName}</title><text y="15">${manifest.displayName}</text></svg>`,
  );
  writeFileSync(
    path.join(dir, "favicon.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>${manifest.displayName}</title><rect width="32" height="32" fill="${manifest.theme.colors.primary}"/></svg>`,
  );
}

describe("adding a brand or a country is data only", () => {
  it("builds and verifies a new white-label brand from its manifest, logo and favicon", async () => {
    addBrand("partner-c", (m) => {
      m.id = "partner-c";
      m.displayName = "Pelangi Kasir";
      m.pageTitle = "Pelangi Kasir Merchant";
      m.theme.colors.primary = "#5b21b6";
      m.theme.colors.accent = "#0369a1";
      m.theme.colors.focus = "#0369a1";
      m.links = {
        help: "https://help.pelangi.example/",
        docs: "https://docs.pelangi.example/",
        apiReference: "https://docs.pelangi.example/api",
      };
      m.countries.ID.url = "https://dashboard.pelangi.example/id/";
      m.countries.ID.support = [{ id: "support", name: "Helpdesk", email: "help@pelangi.example" }];
      m.countries.ID.sections = { transactions: ["balance", "transactions-new"], invoices: ["invoices", "invoice"] };
    });
    const [target] = buildMatrix({ brand: "partner-c" }, brandsDir);
    if (!target) throw new Error("no target");
    const outDir = path.join(work, "dist/partner-c/ID");
    await buildBundle(target, { outDir });
    const html = readFileSync(path.join(outDir, "index.html"), "utf8");
    expect(html).toContain("<title>Pelangi Kasir Merchant</title>");
    // the brand theme is an emitted stylesheet (no inline style under the CSP, issue 20 item 6)
    const themeHref = /<link rel="stylesheet" id="brand-theme" href="\/([^"]+)"/.exec(html)?.[1];
    expect(themeHref, "index.html links the brand theme").toBeTruthy();
    expect(readFileSync(path.join(outDir, themeHref ?? ""), "utf8")).toContain("--brand-primary:#5b21b6");
    const report = verifyBundle(target, { dir: outDir, brands: loadAllBrands(brandsDir), brandsDir });
    expect(report.problems).toEqual([]);
    expect(report.excludedPages).toEqual(expect.arrayContaining(["cash", "credit_cards", "storeops"]));
    expect(report.pages).toEqual(expect.arrayContaining(["balance", "invoices", "home"]));
  }, 120_000);

  it("adds a country to a brand by adding an entry to its manifest", () => {
    addBrand("partner-d", (m) => {
      m.id = "partner-d";
      m.displayName = "Sari Bayar";
      m.countries.PH = {
        url: "https://dashboard.sari.example/ph/",
        defaultLanguage: "en",
        languages: ["en"],
        sections: { transactions: ["balance", "transactions-new"] },
        support: [{ id: "support", name: "Helpdesk", email: "help-ph@sari.example" }],
      };
    });
    expect(buildMatrix({ brand: "partner-d" }, brandsDir).map((t) => `${t.brand.id}/${t.country}`)).toEqual([
      "partner-d/ID",
      "partner-d/PH",
    ]);
  });

  it("fails with a message naming the brand and the field when a manifest is invalid", () => {
    addBrand("partner-e", (m) => {
      m.id = "partner-e";
      m.theme.colors.primary = "red";
      m.countries.ID.sections.store = ["storeops"];
    });
    expect(() => loadBrand("partner-e", brandsDir)).toThrow(
      /^brand partner-e: invalid manifest\n {2}- theme\.colors\.primary: /,
    );
    addBrand("partner-f", (m) => {
      m.id = "partner-f";
      m.countries.ID.sections.store = ["storeops"];
    });
    expect(() => loadBrand("partner-f", brandsDir)).toThrow(
      "countries.ID.sections.store: needs the white-label feature storeOpsBase to be on",
    );
  });
});
