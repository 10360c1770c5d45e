import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/disbursements/$id")({
  beforeLoad: ({ context }) => requirePage(context, "disbursements"),
  component: () => <PagePending page="disbursements" marker="route-module:disbursements" />,
});
