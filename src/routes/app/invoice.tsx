import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/invoice/$id")({
  component: () => <PagePending page="invoice" marker="route-module:invoice" />,
});
