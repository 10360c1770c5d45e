import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/issuing/cards")({
  component: () => <PagePending page="issuing" marker="route-module:issuing" />,
});
