/** The sandbox gateway for npm start and the e2e server, behind one small interface. */
import { createSandbox } from "../../sandbox/server.ts";
import type { Gateway } from "./serve.ts";

export {
  DEMO_AUTHENTICATOR_CODE,
  DEMO_BACKUP_CODES,
  DEMO_LINKS,
  DEMO_LOGINS,
  DEMO_ONE_TIME_TOKEN,
  DEMO_PIN,
  DEMO_SMS_OTP,
} from "../../sandbox/demo-logins.ts";

export interface SandboxHandle {
  gateway: Gateway;
  close: () => void;
}

/** A sandbox with a persistent database in `dataDir`, or a fresh in-memory one. */
export async function startSandboxGateway(options: { dataDir?: string } = {}): Promise<SandboxHandle> {
  const sandbox = await createSandbox(options);
  return { gateway: sandbox.app, close: () => sandbox.close() };
}
