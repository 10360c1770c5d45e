import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/batch_disbursements/$id")({
  beforeLoad: ({ context }) => requirePage(context, "batch_disbursements"),
  component: () => <PagePending page="batch_disbursements" marker="route-module:batch_disbursements" />,
});
