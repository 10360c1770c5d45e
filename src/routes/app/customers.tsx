import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { customers } from "../../features/accept/api";
import { CustomersScreen } from "../../features/accept/customers";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/customers")({
  validateSearch: customers.kit.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "customers"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(customers.queries.list(context.session, customers.kit.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:customers">
      <CustomersScreen />
    </RouteModule>
  ),
});
