import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/rdl-investors/$id")({
  beforeLoad: ({ context }) => requirePage(context, "rdl-investors"),
  component: () => <PagePending page="rdl-investors" marker="route-module:rdl-investors" />,
});
