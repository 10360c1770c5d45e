import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/callbacks/$id")({
  beforeLoad: ({ context }) => requirePage(context, "callbacks"),
  component: () => <PagePending page="callbacks" marker="route-module:callbacks" />,
});
