import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/batch-remittances")({
  component: () => <PagePending page="batch-remittances" marker="route-module:batch-remittances" />,
});
