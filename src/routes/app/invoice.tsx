import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/invoice/$id")({
  beforeLoad: ({ context }) => requirePage(context, "invoice"),
  component: () => <PagePending page="invoice" marker="route-module:invoice" />,
});
