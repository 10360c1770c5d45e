import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

// Hidden for white-label brands (spec 000 §2): the route is left out of their route tree.
export const Route = createFileRoute("/_public/register")({
  component: () => <PagePending page="register" marker="route-module:register" />,
});
