import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { loanQueries } from "../../features/capital/api";
import { CapitalScreen } from "../../features/capital/screens";
import { loanList } from "../../features/capital/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/xencapital")({
  validateSearch: loanList.validateSearch,
  loaderDeps: ({ search }) => loanList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "xencapital"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(loanQueries.list(context.session, deps)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:xencapital">
      <CapitalScreen />
    </RouteModule>
  ),
});
