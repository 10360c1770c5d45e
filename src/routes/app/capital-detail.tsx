import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/xencapital/$id")({
  beforeLoad: ({ context }) => requirePage(context, "xencapital"),
  component: () => <PagePending page="xencapital" marker="route-module:xencapital" />,
});
