import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/all-accounts")({
  component: () => <PagePending page="all-accounts" marker="route-module:all-accounts" />,
});
