import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/xenplatform-activation")({
  beforeLoad: ({ context }) => requirePage(context, "xenplatform-activation"),
  component: () => <PagePending page="xenplatform-activation" marker="route-module:xenplatform-activation" />,
});
