import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/settings")({
  beforeLoad: ({ context }) => requirePage(context, "settings"),
  component: () => <PagePending page="settings" marker="route-module:settings" />,
});
