import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_bare/2fa-setup")({
  beforeLoad: ({ context }) => requirePage(context, "2fa-setup"),
  component: () => <PagePending page="2fa-setup" marker="route-module:2fa-setup" />,
});
