import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/apps-partners")({
  component: () => <PagePending page="apps-partners" marker="route-module:apps-partners" />,
});
