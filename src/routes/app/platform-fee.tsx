import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { feeQueries } from "../../features/platform/api";
import { feeList } from "../../features/platform/lists";
import { PlatformFeesScreen } from "../../features/platform/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/xenplatform/platform-fee")({
  validateSearch: feeList.validateSearch,
  loaderDeps: ({ search }) => feeList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "xenplatform"),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(feeQueries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:xenplatform">
      <PlatformFeesScreen />
    </RouteModule>
  ),
});
