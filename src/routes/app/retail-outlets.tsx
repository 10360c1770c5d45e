import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/retail_outlets")({
  component: () => <PagePending page="retail_outlets" marker="route-module:retail_outlets" />,
});
