import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/virtual_accounts/payments/$id")({
  beforeLoad: ({ context }) => requirePage(context, "virtual_accounts"),
  component: () => <PagePending page="virtual_accounts" marker="route-module:virtual_accounts" />,
});
