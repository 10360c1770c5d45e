import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requireSettingsPage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/settings/developers")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "developers"),
  component: () => <PagePending page="settings" marker="route-module:settings" />,
});
