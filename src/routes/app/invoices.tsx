import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/invoices")({
  beforeLoad: ({ context }) => requirePage(context, "invoices"),
  component: () => <PagePending page="invoices" marker="route-module:invoices" />,
});
