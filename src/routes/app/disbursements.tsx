import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { disbursements } from "../../features/send-money/api";
import { DisbursementsScreen } from "../../features/send-money/disbursements";
import { disbursementsList } from "../../features/send-money/lists";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/disbursements")({
  validateSearch: disbursementsList.validateSearch,
  loaderDeps: ({ search }) => disbursementsList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "disbursements"),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(disbursements.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:disbursements">
      <DisbursementsScreen />
    </RouteModule>
  ),
});
