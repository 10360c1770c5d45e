import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/resolution-center")({
  beforeLoad: ({ context }) => requirePage(context, "resolution-center"),
  component: () => <PagePending page="resolution-center" marker="route-module:resolution-center" />,
});
