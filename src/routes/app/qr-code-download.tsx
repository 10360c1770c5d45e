import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { qrCodes } from "../../features/accept/api";
import { QrDownloadScreen } from "../../features/accept/qr-codes";
import { requirePage } from "../../features/session/visibility";

type Search = { id?: string };

export const Route = createFileRoute("/_app/qr-code-download")({
  validateSearch: (raw: Record<string, unknown>): Search =>
    typeof raw.id === "string" && raw.id.length > 0 && raw.id.length <= 200 ? { id: raw.id } : {},
  loaderDeps: ({ search }) => ({ id: search.id }),
  beforeLoad: ({ context }) => requirePage(context, "qr-code-download"),
  loader: ({ context, deps }) =>
    deps.id
      ? context.queryClient.ensureQueryData(qrCodes.queries.detail(context.session, deps.id)).catch(() => undefined)
      : undefined,
  component: function QrDownload() {
    const { id } = Route.useSearch();
    return (
      <RouteModule marker="route-module:qr-code-download">
        <QrDownloadScreen id={id} />
      </RouteModule>
    );
  },
});
