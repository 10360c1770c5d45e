import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { subAccountQueries } from "../../features/platform/api";
import { subAccountList } from "../../features/platform/lists";
import { SubAccountsScreen } from "../../features/platform/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/xenplatform/accounts")({
  validateSearch: subAccountList.validateSearch,
  loaderDeps: ({ search }) => subAccountList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "xenplatform"),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(subAccountQueries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:xenplatform">
      <SubAccountsScreen />
    </RouteModule>
  ),
});
