import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/virtual_accounts/list")({
  beforeLoad: ({ context }) => requirePage(context, "virtual_accounts_list"),
  component: () => <PagePending page="virtual_accounts_list" marker="route-module:virtual_accounts_list" />,
});
