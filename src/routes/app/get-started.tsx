import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/get-started")({
  beforeLoad: ({ context }) => requirePage(context, "get_started"),
  component: () => <PagePending page="get_started" marker="route-module:get_started" />,
});
