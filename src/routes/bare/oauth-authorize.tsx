import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_bare/oauth/authorize")({
  beforeLoad: ({ context }) => requirePage(context, "oauth"),
  component: () => <PagePending page="oauth" marker="route-module:oauth" />,
});
