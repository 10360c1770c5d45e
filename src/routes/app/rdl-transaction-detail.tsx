import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/rdl-transactions/$id")({
  beforeLoad: ({ context }) => requirePage(context, "rdl-transactions"),
  component: () => <PagePending page="rdl-transactions" marker="route-module:rdl-transactions" />,
});
