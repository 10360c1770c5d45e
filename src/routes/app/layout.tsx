import { createFileRoute, Outlet } from "@tanstack/react-router";
import { DashboardFrame } from "../../app/dashboard-frame";
import { loadFrameContext } from "../../app/frame-context";
import { InPageNotFound } from "../../app/not-found-screen";
import { loadFrameBanners } from "../../features/shell/api";

function DashboardLayout() {
  return (
    <DashboardFrame context={Route.useRouteContext()}>
      <Outlet />
    </DashboardFrame>
  );
}

/**
 * A page the user may not see (or a record that is not there) is handled by this layout, which
 * then renders this instead of its component: the frame with Page not found at the top of the
 * content (issue 22 item 12).
 */
function DashboardNotFound() {
  return (
    <DashboardFrame context={Route.useRouteContext()}>
      <InPageNotFound />
    </DashboardFrame>
  );
}

// spec 000 §2, §4: nothing inside renders before the session guard has decided.
export const Route = createFileRoute("/_app")({
  beforeLoad: ({ context, location }) => loadFrameContext(context, location),
  // the banners that would otherwise push the page down when their data arrives (issue 19)
  loader: ({ context }) => loadFrameBanners(context.queryClient, context.session, context),
  component: DashboardLayout,
  notFoundComponent: DashboardNotFound,
});
