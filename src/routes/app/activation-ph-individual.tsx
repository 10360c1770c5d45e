import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/activation-ph-individual")({
  beforeLoad: ({ context }) => requirePage(context, "activation-ph-individual"),
  component: () => <PagePending page="activation-ph-individual" marker="route-module:activation-ph-individual" />,
});
