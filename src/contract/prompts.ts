/**
 * Typed answers of the settings calls the shell's prompts make (spec 000 §7: GET /api/api-settings
 * → cidr_whitelist; secret keys of PRODUCTION; POST /api/ip_whitelist_reminder_email; feedback).
 * The endpoints themselves are declared in settings.ts, whose table is a plain record; this file
 * gives their answers back their precise types, checked against that declaration at start-up.
 */
import * as v from "valibot";
import { OkSchema } from "./common.ts";
import { ApiKeySchema, settingsEndpoints } from "./settings.ts";

export const ApiSettingsSchema = v.object({ cidr_whitelist: v.array(v.string()) });
export const SecretKeyListSchema = v.array(ApiKeySchema);

function declared(name: string): string {
  const found = settingsEndpoints[name];
  if (!found) throw new Error(`settings endpoint ${name} is not declared`);
  return found.path;
}

export const promptCalls = {
  apiSettings: { path: declared("apiSettings"), response: ApiSettingsSchema },
  secretKeys: { path: declared("secretKeysList"), response: SecretKeyListSchema },
  ipReminderEmail: { path: declared("ipReminderEmail"), response: OkSchema },
  feedback: { path: declared("feedback"), response: OkSchema },
} as const;
