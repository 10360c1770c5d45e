/** Every endpoint of the contract, keyed by a stable name. */
import { acceptEndpoints } from "./accept.ts";
import { activationEndpoints } from "./activation.ts";
import { activityLogEndpoints } from "./activity-logs.ts";
import { areaEndpointTable } from "./areas.ts";
import { authEndpoints } from "./auth-endpoints.ts";
import { balanceEndpoints } from "./balances.ts";
import { callbackEndpoints } from "./callbacks.ts";
import { capitalEndpoints } from "./capital.ts";
import { cardEndpoints } from "./cards.ts";
import { connectionEndpoints } from "./connections.ts";
import type { Endpoint } from "./define.ts";
import { ereceiptEndpoints } from "./ereceipts.ts";
import { escrowEndpoints } from "./escrow.ts";
import { flagEndpoints } from "./flags.ts";
import { homeEndpoints } from "./home.ts";
import { issuingEndpoints } from "./issuing.ts";
import { listKitEndpoints } from "./lists.ts";
import { loggedOutEndpoints } from "./logged-out-endpoints.ts";
import { loginEndpoints } from "./login.ts";
import { platformEndpoints } from "./platform.ts";
import { reportingEndpoints } from "./reporting.ts";
import { sendMoneyEndpoints } from "./send-money.ts";
import { settingsEndpoints } from "./settings.ts";
import { settingsPageEndpoints } from "./settings-pages.ts";
import { storeEndpoints } from "./store.ts";
import { taxEndpoints } from "./tax.ts";

/**
 * Typed resources (src/contract/<area>.ts, built with typedAreaEndpoints) come after
 * `areaEndpointTable` so their `<kind>.list` / `<kind>.detail` replace the generic ones.
 */
export const ENDPOINTS: Record<string, Endpoint> = {
  ...authEndpoints,
  ...loginEndpoints,
  ...loggedOutEndpoints,
  ...flagEndpoints,
  ...activationEndpoints,
  ...homeEndpoints,
  ...settingsEndpoints,
  ...settingsPageEndpoints,
  ...areaEndpointTable,
  ...balanceEndpoints,
  ...acceptEndpoints,
  ...cardEndpoints,
  ...sendMoneyEndpoints,
  ...platformEndpoints,
  ...escrowEndpoints,
  ...storeEndpoints,
  ...issuingEndpoints,
  ...capitalEndpoints,
  ...ereceiptEndpoints,
  ...listKitEndpoints,
  ...callbackEndpoints,
  ...taxEndpoints,
  ...reportingEndpoints,
  ...activityLogEndpoints,
  ...connectionEndpoints,
};
