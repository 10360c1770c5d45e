import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/recurring")({
  component: () => <PagePending page="recurring" marker="route-module:recurring" />,
});
