import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { subAccountQueries } from "../../features/platform/api";
import { SubAccountScreen } from "../../features/platform/screens";
import { switchBusiness } from "../../features/session/api";
import { landingPath } from "../../features/session/guards";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/xenplatform/accounts/$id/$tab")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "xenplatform"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(subAccountQueries.detail(context.session, params.id)).catch(() => undefined),
  component: AccountPage,
});

function AccountPage() {
  const { id, tab } = Route.useParams();
  const { session } = Route.useRouteContext();
  return (
    <RouteModule marker="route-module:xenplatform">
      <SubAccountScreen
        id={id}
        tab={tab}
        onSwitch={async (businessId) => {
          // spec 000 §4 business switch: then reload at the landing page (the profile menu switches back)
          const ok = await switchBusiness(session, businessId);
          if (ok) window.location.assign(landingPath(session.store.business()));
          return ok;
        }}
      />
    </RouteModule>
  );
}
