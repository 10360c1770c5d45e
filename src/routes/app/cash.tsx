import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/cash")({
  component: () => <PagePending page="cash" marker="route-module:cash" />,
});
