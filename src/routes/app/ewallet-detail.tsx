import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/ewallets/$id")({
  beforeLoad: ({ context }) => requirePage(context, "ewallets"),
  component: () => <PagePending page="ewallets" marker="route-module:ewallets" />,
});
