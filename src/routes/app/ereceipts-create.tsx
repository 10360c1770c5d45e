import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/ereceipts/create")({
  beforeLoad: ({ context }) => requirePage(context, "eReceipts"),
  component: () => <PagePending page="eReceipts" marker="route-module:eReceipts" />,
});
