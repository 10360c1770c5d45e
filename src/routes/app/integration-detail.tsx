import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/integrations/details/$id")({
  beforeLoad: ({ context }) => requirePage(context, "integrations"),
  component: () => <PagePending page="integrations" marker="route-module:integrations" />,
});
