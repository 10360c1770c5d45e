import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/ewallets")({
  component: () => <PagePending page="ewallets" marker="route-module:ewallets" />,
});
