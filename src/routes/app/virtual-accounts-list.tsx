import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/virtual_accounts/list")({
  component: () => <PagePending page="virtual_accounts_list" marker="route-module:virtual_accounts_list" />,
});
