import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/reporting/schedule-details/$id")({
  beforeLoad: ({ context }) => requirePage(context, "reporting"),
  component: () => <PagePending page="reporting" marker="route-module:reporting" />,
});
