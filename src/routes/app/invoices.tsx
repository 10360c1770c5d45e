import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/invoices")({
  component: () => <PagePending page="invoices" marker="route-module:invoices" />,
});
