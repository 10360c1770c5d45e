import { createFileRoute, notFound } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { REQUEST_KINDS } from "../../domain/activation/requests";
import type { RequestKind } from "../../features/activation/api";
import { RequestScreen } from "../../features/activation/request-screen";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/requests/$kind")({
  beforeLoad: ({ context, params }) => {
    requirePage(context, "home");
    if (!(REQUEST_KINDS as readonly string[]).includes(params.kind)) throw notFound({ routeId: "/_app" });
  },
  component: RequestPage,
});

function RequestPage() {
  const { kind } = Route.useParams();
  return (
    <RouteModule marker="route-module:home">
      <RequestScreen key={kind} kind={kind as RequestKind} />
    </RouteModule>
  );
}
