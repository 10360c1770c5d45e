import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/issuing/cards/$card_id")({
  beforeLoad: ({ context }) => requirePage(context, "issuing"),
  component: () => <PagePending page="issuing" marker="route-module:issuing" />,
});
