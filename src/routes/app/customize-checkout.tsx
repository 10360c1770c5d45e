import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/customize-checkout")({
  beforeLoad: ({ context }) => requirePage(context, "customize-checkout"),
  component: () => <PagePending page="customize-checkout" marker="route-module:customize-checkout" />,
});
