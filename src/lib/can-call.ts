/**
 * Whether the signed-in member may call a write: the flags its endpoint declaration `requires`
 * (the gateway enforces the same declaration; spec 000 §6, designed). Screens hide or disable the
 * action from it.
 */
import { useRouteContext } from "@tanstack/react-router";
import type { Endpoint } from "../contract/define.ts";

export function useCanCall(endpoint: Pick<Endpoint, "requires">): boolean {
  const { visibility } = useRouteContext({ from: "/_app" });
  const requires = endpoint.requires ?? [];
  return requires.length === 0 || requires.some((flag) => visibility.user[flag]);
}
