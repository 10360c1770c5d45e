import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { customers } from "../../features/accept/api";
import { CustomersScreen } from "../../features/accept/customers";
import { customersList } from "../../features/accept/lists";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/customers")({
  validateSearch: customersList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "customers"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(customers.queries.list(context.session, customersList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:customers">
      <CustomersScreen />
    </RouteModule>
  ),
});
