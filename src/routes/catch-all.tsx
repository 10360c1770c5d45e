import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { redirectFor } from "../domain/routing/redirects";

/**
 * spec 002 §2.5 "Redirects and not-found": a path no route claims is an old path that goes to
 * its current address (query and hash kept), else Page not found (spec 000 §2 Root behaviour).
 */
export const Route = createFileRoute("/$")({
  beforeLoad: ({ location }) => {
    const target = redirectFor(location.pathname, location.searchStr);
    if (target) throw redirect({ href: target, replace: true });
    throw notFound();
  },
});
