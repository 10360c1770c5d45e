import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/xenplatform/platform-fee")({
  beforeLoad: ({ context }) => requirePage(context, "xenplatform"),
  component: () => <PagePending page="xenplatform" marker="route-module:xenplatform" />,
});
