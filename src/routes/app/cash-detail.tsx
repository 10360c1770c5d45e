import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/cash/$transaction_id")({
  beforeLoad: ({ context }) => requirePage(context, "cash"),
  component: () => <PagePending page="cash" marker="route-module:cash" />,
});
