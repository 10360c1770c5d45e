import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/escrow-customers/$id")({
  beforeLoad: ({ context }) => requirePage(context, "escrow-customers"),
  component: () => <PagePending page="escrow-customers" marker="route-module:escrow-customers" />,
});
