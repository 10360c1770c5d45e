import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/qr-code-download")({
  beforeLoad: ({ context }) => requirePage(context, "qr-code-download"),
  component: () => <PagePending page="qr-code-download" marker="route-module:qr-code-download" />,
});
