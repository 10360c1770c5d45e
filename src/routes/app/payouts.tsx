import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { canSeePage } from "../../domain/visibility/pages";
import { payoutLinks, payouts } from "../../features/send-money/api";
import { payoutLinksList, payoutsList } from "../../features/send-money/lists";
import { PayoutsScreen } from "../../features/send-money/payouts";
import { requirePage } from "../../features/session/visibility";

// two lists on one page: the payout links' filters carry the `links_` prefix
export const Route = createFileRoute("/_app/payouts")({
  validateSearch: (search: Record<string, unknown>) => ({
    ...payoutsList.validateSearch(search),
    ...payoutLinksList.validateSearch(search),
  }),
  loaderDeps: ({ search }) => ({ payouts: payoutsList.filtersOf(search), links: payoutLinksList.filtersOf(search) }),
  beforeLoad: ({ context }) => requirePage(context, "payouts"),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(payouts.queries.list(context.session, deps.payouts)),
      // the payout links list shows only where their page is (PH with batch payout links, spec 000 §6)
      canSeePage("payout-links", context.visibility)
        ? context.queryClient.ensureQueryData(payoutLinks.queries.list(context.session, deps.links))
        : null,
    ]),
  component: () => (
    <RouteModule marker="route-module:payouts">
      <PayoutsScreen />
    </RouteModule>
  ),
});
