import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { fixedVas } from "../../features/accept/api";
import { fixedVasList } from "../../features/accept/lists";
import { FixedVasScreen } from "../../features/accept/payments";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/virtual_accounts/list")({
  validateSearch: fixedVasList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "virtual_accounts_list"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(fixedVas.queries.list(context.session, fixedVasList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:virtual_accounts_list">
      <FixedVasScreen />
    </RouteModule>
  ),
});
