import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/xenplatform-activation")({
  component: () => <PagePending page="xenplatform-activation" marker="route-module:xenplatform-activation" />,
});
