import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/batch-remittances/$id")({
  beforeLoad: ({ context }) => requirePage(context, "batch-remittances"),
  component: () => <PagePending page="batch-remittances" marker="route-module:batch-remittances" />,
});
