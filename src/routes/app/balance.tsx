import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/balance")({
  component: () => <PagePending page="balance" marker="route-module:balance" />,
});
