import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/store/onlinestore")({
  component: () => <PagePending page="storeops" marker="route-module:storeops" />,
});
