import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { recurringLinks } from "../../features/accept/api";
import { RecurringLinksScreen } from "../../features/accept/links";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payment-recurring")({
  validateSearch: recurringLinks.kit.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "payment-recurring"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(recurringLinks.queries.list(context.session, recurringLinks.kit.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:payment-recurring">
      <RecurringLinksScreen />
    </RouteModule>
  ),
});
