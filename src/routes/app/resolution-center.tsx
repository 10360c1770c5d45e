import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/resolution-center")({
  component: () => <PagePending page="resolution-center" marker="route-module:resolution-center" />,
});
