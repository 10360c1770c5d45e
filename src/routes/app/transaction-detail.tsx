import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/transactions-new/$transaction_id")({
  beforeLoad: ({ context }) => requirePage(context, "transactions-new"),
  component: () => <PagePending page="transactions-new" marker="route-module:transactions-new" />,
});
