import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/transactions-new")({
  component: () => <PagePending page="transactions-new" marker="route-module:transactions-new" />,
});
