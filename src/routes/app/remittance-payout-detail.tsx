import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/remittance-payouts/$id")({
  beforeLoad: ({ context }) => requirePage(context, "remittance-payouts"),
  component: () => <PagePending page="remittance-payouts" marker="route-module:remittance-payouts" />,
});
