import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/tax")({
  beforeLoad: ({ context }) => requirePage(context, "tax"),
  component: () => <PagePending page="tax" marker="route-module:tax" />,
});
