import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/virtual_accounts/payments")({
  component: () => <PagePending page="virtual_accounts" marker="route-module:virtual_accounts" />,
});
