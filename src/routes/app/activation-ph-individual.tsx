import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/activation-ph-individual")({
  component: () => <PagePending page="activation-ph-individual" marker="route-module:activation-ph-individual" />,
});
