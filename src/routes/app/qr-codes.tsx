import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/qr-codes")({
  beforeLoad: ({ context }) => requirePage(context, "qr-codes"),
  component: () => <PagePending page="qr-codes" marker="route-module:qr-codes" />,
});
