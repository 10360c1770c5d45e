import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payouts")({
  beforeLoad: ({ context }) => requirePage(context, "payouts"),
  component: () => <PagePending page="payouts" marker="route-module:payouts" />,
});
