import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/ereceipts")({
  component: () => <PagePending page="eReceipts" marker="route-module:eReceipts" />,
});
