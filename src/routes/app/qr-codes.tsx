import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/qr-codes")({
  component: () => <PagePending page="qr-codes" marker="route-module:qr-codes" />,
});
