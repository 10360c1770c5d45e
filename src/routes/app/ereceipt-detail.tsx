import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { receiptQueries } from "../../features/ereceipts/api";
import { ReceiptScreen } from "../../features/ereceipts/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/ereceipts/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "eReceipts"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(receiptQueries.detail(context.session, params.id)).catch(() => undefined),
  component: function Detail() {
    const { id } = Route.useParams();
    return (
      <RouteModule marker="route-module:eReceipts">
        <ReceiptScreen id={id} />
      </RouteModule>
    );
  },
});
