import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { DashboardFrame } from "../app/dashboard-frame";
import { InPageNotFound } from "../app/not-found-screen";
import { redirectFor } from "../domain/routing/redirects";
import { isLoggedOut } from "../features/session/guards";

function LoggedInNotFound() {
  const { frame } = Route.useRouteContext();
  return (
    <DashboardFrame context={frame}>
      <InPageNotFound />
    </DashboardFrame>
  );
}

/**
 * spec 002 §2.5 "Redirects and not-found": a path no route claims is an old path that goes to
 * its current address (query and hash kept), else Page not found (spec 000 §2 Root behaviour):
 * on its own when logged out, inside the dashboard frame when logged in (issue 22 item 12).
 */
export const Route = createFileRoute("/$")({
  beforeLoad: async ({ context, location }) => {
    // issue 19: the bundle starts with the logged-out routes; any other path first loads the rest
    if (await context.loadAllRoutes?.(location.pathname))
      throw redirect({ href: location.href, replace: true, state: location.state });
    const target = redirectFor(location.pathname, location.searchStr);
    if (target) throw redirect({ href: target, replace: true });
    if (isLoggedOut(context.session)) throw notFound();
    // the frame's guard loads here, not with the entry chunk the login page loads (issue 19)
    const { loadFrameContext } = await import("../app/frame-context");
    return { frame: await loadFrameContext(context, location) };
  },
  component: LoggedInNotFound,
});
