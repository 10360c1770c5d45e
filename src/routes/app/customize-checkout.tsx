import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/customize-checkout")({
  component: () => <PagePending page="customize-checkout" marker="route-module:customize-checkout" />,
});
