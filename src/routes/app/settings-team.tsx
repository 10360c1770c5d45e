import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requireSettingsPage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/settings/team")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "team"),
  component: () => <PagePending page="settings" marker="route-module:settings" />,
});
