import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { invoices } from "../../features/accept/api";
import { InvoicesScreen } from "../../features/accept/invoices";
import { invoicesList } from "../../features/accept/lists";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/invoices")({
  validateSearch: invoicesList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "invoices"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(invoices.queries.list(context.session, invoicesList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:invoices">
      <InvoicesScreen />
    </RouteModule>
  ),
});
