import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { qrCodes } from "../../features/accept/api";
import { qrCodesList } from "../../features/accept/lists";
import { QrCodesScreen } from "../../features/accept/qr-codes";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/qr-codes")({
  validateSearch: qrCodesList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "qr-codes"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(qrCodes.queries.list(context.session, qrCodesList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:qr-codes">
      <QrCodesScreen />
    </RouteModule>
  ),
});
