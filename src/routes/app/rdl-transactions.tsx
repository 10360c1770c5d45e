import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/rdl-transactions")({
  component: () => <PagePending page="rdl-transactions" marker="route-module:rdl-transactions" />,
});
