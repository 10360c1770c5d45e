import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/batch_disbursements")({
  component: () => <PagePending page="batch_disbursements" marker="route-module:batch_disbursements" />,
});
