import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { ErrorAction } from "../../domain/session/error-messages.ts";
import { describeError } from "../http/describe-error.ts";
import type { Session } from "./runtime.ts";

/** The session of the router context. */
export function useSession(): Session {
  return useRouter().options.context.session;
}

/** Turns any error into the mapped, translated message (spec 000 §8). */
export function useDescribeError(action?: ErrorAction): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback((error: unknown) => describeError(i18n, error, action ? { action } : {}) ?? "", [i18n, action]);
}
