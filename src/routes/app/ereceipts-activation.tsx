import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/ereceipts-activation")({
  component: () => <PagePending page="ereceipts-activation" marker="route-module:ereceipts-activation" />,
});
