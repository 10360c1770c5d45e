import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/balance")({
  beforeLoad: ({ context }) => requirePage(context, "balance"),
  component: () => <PagePending page="balance" marker="route-module:balance" />,
});
