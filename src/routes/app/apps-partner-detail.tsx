import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/apps-partners/details/$product_name")({
  beforeLoad: ({ context }) => requirePage(context, "apps-partners"),
  component: () => <PagePending page="apps-partners" marker="route-module:apps-partners" />,
});
