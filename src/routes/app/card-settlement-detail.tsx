import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/credit_cards/payment/settlements/$credit_card_settlement_id")({
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  component: () => <PagePending page="credit_cards" marker="route-module:credit_cards" />,
});
