import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/credit_cards/chargebacks/$credit_card_chargeback_id")({
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  component: () => <PagePending page="credit_cards" marker="route-module:credit_cards" />,
});
