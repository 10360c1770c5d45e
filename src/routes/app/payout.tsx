import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payout/$id")({
  beforeLoad: ({ context }) => requirePage(context, "payout"),
  component: () => <PagePending page="payout" marker="route-module:payout" />,
});
