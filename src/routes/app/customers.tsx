import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/customers")({
  component: () => <PagePending page="customers" marker="route-module:customers" />,
});
