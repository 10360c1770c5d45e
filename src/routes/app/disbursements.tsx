import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/disbursements")({
  component: () => <PagePending page="disbursements" marker="route-module:disbursements" />,
});
