import { describe, expect, it } from "vitest";
import { crc16, qrPayload, qrPayloadValid } from "./qr-payload.ts";

const base = { merchantName: "Kopi Senja", city: "Jakarta", country: "ID", reference: "QR-1", currency: "IDR" };

describe("QR payload (EMVCo merchant-presented, QRIS in Indonesia)", () => {
  it("computes CRC-16/CCITT-FALSE (check value of 123456789 is 29B1)", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it.each([
    ["STATIC", 25_000, "010211", false],
    ["DYNAMIC", 25_000, "010212", true],
  ] as const)(
    "a %s code has its point of initiation and carries the amount only when dynamic",
    (type, amount, poi, hasAmount) => {
      const payload = qrPayload({ ...base, type, amount });
      expect(payload.startsWith(`000201${poi}`)).toBe(true);
      expect(payload.includes("540525000")).toBe(hasAmount);
      expect(payload).toContain("5303360");
      expect(qrPayloadValid(payload)).toBe(true);
    },
  );

  it("a changed character fails the checksum", () => {
    const payload = qrPayload({ ...base, type: "STATIC" });
    expect(qrPayloadValid(payload.replace("Jakarta", "Jakarte"))).toBe(false);
  });
});
