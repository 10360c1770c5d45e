import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/all-accounts")({
  beforeLoad: ({ context }) => requirePage(context, "all-accounts"),
  component: () => <PagePending page="all-accounts" marker="route-module:all-accounts" />,
});
