import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/customers/$id")({
  beforeLoad: ({ context }) => requirePage(context, "customers"),
  component: () => <PagePending page="customers" marker="route-module:customers" />,
});
