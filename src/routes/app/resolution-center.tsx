import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { disputes } from "../../features/accept/api";
import { ResolutionCenterScreen } from "../../features/accept/disputes";
import { disputesList } from "../../features/accept/lists";
import { requirePage } from "../../features/session/visibility";

type Search = ReturnType<typeof disputesList.validateSearch> & { dispute?: string };

export const Route = createFileRoute("/_app/resolution-center")({
  validateSearch: (raw: Record<string, unknown>): Search => ({
    ...disputesList.validateSearch(raw),
    ...(typeof raw.dispute === "string" && raw.dispute.length <= 200 ? { dispute: raw.dispute } : {}),
  }),
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "resolution-center"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(disputes.queries.list(context.session, disputesList.filtersOf(deps)))
      .catch(() => undefined),
  component: function ResolutionCenter() {
    const { dispute } = Route.useSearch();
    return (
      <RouteModule marker="route-module:resolution-center">
        <ResolutionCenterScreen selected={dispute} />
      </RouteModule>
    );
  },
});
