import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { invoices } from "../../features/accept/api";
import { InvoiceScreen } from "../../features/accept/invoices";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/invoice/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "invoice"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(invoices.queries.detail(context.session, params.id)).catch(() => undefined),
  component: function Detail() {
    const { id } = Route.useParams();
    return (
      <RouteModule marker="route-module:invoice">
        <InvoiceScreen id={id} />
      </RouteModule>
    );
  },
});
