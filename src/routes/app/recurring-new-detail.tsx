import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/recurring-new/$id")({
  beforeLoad: ({ context }) => requirePage(context, "recurring-new"),
  component: () => <PagePending page="recurring-new" marker="route-module:recurring-new" />,
});
