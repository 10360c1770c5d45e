import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/store/orders-cancelled")({
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => <PagePending page="storeops" marker="route-module:storeops" />,
});
