import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/escrow-balance")({
  beforeLoad: ({ context }) => requirePage(context, "escrow-balance"),
  component: () => <PagePending page="escrow-balance" marker="route-module:escrow-balance" />,
});
