import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/on-demand/$link")({
  beforeLoad: ({ context }) => requirePage(context, "on-demand"),
  component: () => <PagePending page="on-demand" marker="route-module:on-demand" />,
});
