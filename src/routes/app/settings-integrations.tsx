import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requireSettingsPage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/settings/integrations")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "integrations"),
  component: () => <PagePending page="settings" marker="route-module:settings" />,
});
