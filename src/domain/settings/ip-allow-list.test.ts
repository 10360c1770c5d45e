/** spec 000 §5 (IPv4 pattern), spec 002 §2.3 #ip-whitelists: IPv4 and CIDR, bulk paste. */
import { describe, expect, it } from "vitest";
import { isIpv4OrCidr, mergeAllowList, parseAllowList } from "./ip-allow-list.ts";

describe("IP allow-list entries (spec 000 §5 IPv4)", () => {
  it.each([
    ["203.0.113.7", true],
    ["0.0.0.0", true],
    ["255.255.255.255", true],
    ["10.0.0.0/8", true],
    ["192.168.1.0/24", true],
    ["203.0.113.7/32", true],
    ["0.0.0.0/0", true],
    ["999.999.999.999/99", false],
    ["256.1.1.1", false],
    ["10.0.0.0/33", false],
    ["10.0.0.0/", false],
    ["10.0.0.0/08", false],
    ["010.0.0.1", false],
    ["10.0.0", false],
    ["10.0.0.0.0", false],
    ["10.0.0.0/8/8", false],
    ["a.b.c.d", false],
    ["2001:db8::1", false],
    ["", false],
    [" 10.0.0.1", false],
    ["1.1.1.1/1 ", false],
  ])("%j → %s", (value, ok) => {
    expect(isIpv4OrCidr(value)).toBe(ok);
  });

  it("splits a bulk paste on new lines, commas, semicolons and spaces, drops duplicates and keeps the bad ones apart", () => {
    expect(parseAllowList("10.0.0.0/8, 203.0.113.7\n203.0.113.7;999.999.999.999/99  192.168.0.0/16\n\n")).toEqual({
      entries: ["10.0.0.0/8", "203.0.113.7", "192.168.0.0/16"],
      invalid: ["999.999.999.999/99"],
    });
    expect(parseAllowList("   ")).toEqual({ entries: [], invalid: [] });
  });

  it("adds pasted entries after the current ones without duplicates", () => {
    expect(mergeAllowList(["10.0.0.0/8"], ["10.0.0.0/8", "1.2.3.4"])).toEqual(["10.0.0.0/8", "1.2.3.4"]);
  });
});
