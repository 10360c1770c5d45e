import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { recurringLinks } from "../../features/accept/api";
import { RecurringLinksScreen } from "../../features/accept/links";
import { recurringLinksList } from "../../features/accept/lists";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payment-recurring")({
  validateSearch: recurringLinksList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "payment-recurring"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(recurringLinks.queries.list(context.session, recurringLinksList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:payment-recurring">
      <RecurringLinksScreen />
    </RouteModule>
  ),
});
