import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/ereceipts-activation")({
  beforeLoad: ({ context }) => requirePage(context, "ereceipts-activation"),
  component: () => <PagePending page="ereceipts-activation" marker="route-module:ereceipts-activation" />,
});
