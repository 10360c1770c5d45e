import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/activation/ongoing-activation")({
  beforeLoad: ({ context }) => requirePage(context, "activation"),
  component: () => <PagePending page="activation" marker="route-module:activation" />,
});
