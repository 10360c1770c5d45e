import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requireSettingsPage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/settings/billings")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "billings"),
  component: () => <PagePending page="settings" marker="route-module:settings" />,
});
