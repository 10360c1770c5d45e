import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/xenplatform/accounts")({
  component: () => <PagePending page="xenplatform" marker="route-module:xenplatform" />,
});
