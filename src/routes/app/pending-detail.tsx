import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/pending/$transaction_id")({
  beforeLoad: ({ context }) => requirePage(context, "pending"),
  component: () => <PagePending page="pending" marker="route-module:pending" />,
});
