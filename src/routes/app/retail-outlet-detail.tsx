import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/retail_outlets/$id")({
  beforeLoad: ({ context }) => requirePage(context, "retail_outlets"),
  component: () => <PagePending page="retail_outlets" marker="route-module:retail_outlets" />,
});
