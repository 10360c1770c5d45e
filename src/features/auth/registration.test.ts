import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../domain/validation/login";
import { RegistrationSchema, registrationKeysOf } from "./registration";

const ok = { email: "ana@example.com", full_name: "Ana Putri", business_name: "Toko Ana", password: "abcd1234" };

describe("registration rules (spec 001 §5 registration errors; spec 000 §5 password rule)", () => {
  it.each([
    ["a complete form", {}, {}],
    ["an empty password", { password: "" }, { password: "emptyPassword" }],
    ["a password of 7 characters", { password: "abc1234" }, { password: "invalidPassword" }],
    ["a password without a digit", { password: "abcdefgh" }, { password: "invalidPassword" }],
    ["a password without a letter", { password: "12345678" }, { password: "invalidPassword" }],
    ["an invalid e-mail", { email: "ana@" }, { email: "invalidEmail" }],
    ["a one-letter full name", { full_name: "A" }, { full_name: "invalidFullName" }],
    ["a business name with symbols", { business_name: "<script>" }, { business_name: "invalidBusinessName" }],
  ])("%s", (_name, change, expected) => {
    const result = fieldErrors(RegistrationSchema, { ...ok, ...change });
    expect(result.ok ? {} : result.errors).toEqual(expected);
  });
});

describe("field errors of the gateway's 400 (API_VALIDATION_ERROR naming fields with the same keys)", () => {
  it("keeps the registration keys of the form's own fields and drops the rest", () => {
    const details = [
      { field: "email", message: "invalidEmail" },
      { field: "password", message: "invalidPassword" },
      { field: "partner_key", message: "is too long" },
      { field: "full_name", message: "must be a string" },
    ];
    expect(registrationKeysOf(details, ["email", "full_name", "password"] as const)).toEqual({
      email: "invalidEmail",
      password: "invalidPassword",
    });
  });
});
