import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/escrow-account/$id")({
  beforeLoad: ({ context }) => requirePage(context, "escrow-account"),
  component: () => <PagePending page="escrow-account" marker="route-module:escrow-account" />,
});
