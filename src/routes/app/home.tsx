import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/home")({
  beforeLoad: ({ context }) => requirePage(context, "home"),
  component: () => <PagePending page="home" marker="route-module:home" />,
});
