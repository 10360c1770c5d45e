/**
 * Loads the sandbox gateway (sandbox/server.ts) for npm start and the e2e server. Kept behind
 * one function so the dashboard's own scripts do not depend on the sandbox's internals.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./brands.ts";
import type { Gateway } from "./serve.ts";

export interface SandboxHandle {
  gateway: Gateway;
  close: () => void;
}

export interface DemoLogin {
  email: string;
  password: string;
  [key: string]: unknown;
}

interface SandboxModule {
  createSandbox: (options?: { dataDir?: string; reset?: boolean }) => Promise<{ app: Gateway; close(): void }>;
}

const SERVER = path.join(ROOT, "sandbox/server.ts");
const LOGINS = path.join(ROOT, "sandbox/demo-logins.ts");

export async function startSandboxGateway(options: { dataDir?: string } = {}): Promise<SandboxHandle | null> {
  if (!existsSync(SERVER)) return null;
  const mod = (await import(pathToFileURL(SERVER).href)) as SandboxModule;
  const sandbox = await mod.createSandbox(options);
  return { gateway: sandbox.app, close: () => sandbox.close() };
}

export async function demoLogins(): Promise<DemoLogin[]> {
  if (!existsSync(LOGINS)) return [];
  const mod = (await import(pathToFileURL(LOGINS).href)) as Record<string, unknown>;
  const list = Object.values(mod).find((value) => Array.isArray(value));
  return (list as DemoLogin[] | undefined) ?? [];
}
