import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/recurring/$id")({
  beforeLoad: ({ context }) => requirePage(context, "recurring"),
  component: () => <PagePending page="recurring" marker="route-module:recurring" />,
});
