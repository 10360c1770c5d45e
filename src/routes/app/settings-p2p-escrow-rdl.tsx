import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requireSettingsPage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/settings/p2p-escrow-rdl")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "p2p-escrow-rdl"),
  component: () => <PagePending page="settings" marker="route-module:settings" />,
});
