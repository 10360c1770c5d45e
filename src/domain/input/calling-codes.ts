/**
 * The countries' calling codes (spec 000 §5), apart from phone.ts so that code needing only them
 * (the prompts' rules, on every signed-in page) does not pull libphonenumber-js (issue 19).
 */
import type { Country } from "../brand/sections.ts";

export const CALLING_CODES: Record<Country, string> = { ID: "62", PH: "63", SG: "65" };
