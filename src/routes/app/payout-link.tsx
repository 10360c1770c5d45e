import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payout-links/$id")({
  beforeLoad: ({ context }) => requirePage(context, "payout-links"),
  component: () => <PagePending page="payout-links" marker="route-module:payout-links" />,
});
