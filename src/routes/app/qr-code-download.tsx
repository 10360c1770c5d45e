import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/qr-code-download")({
  component: () => <PagePending page="qr-code-download" marker="route-module:qr-code-download" />,
});
