import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { OAuthConsentScreen } from "../../features/settings/oauth";
import { OAuthSearchSchema } from "../../features/settings/search";

function OAuthAuthorize() {
  const search = Route.useSearch();
  return (
    <RouteModule marker="route-module:oauth">
      <OAuthConsentScreen search={search} go={(url) => window.location.assign(url)} />
    </RouteModule>
  );
}

export const Route = createFileRoute("/_bare/oauth/authorize")({
  validateSearch: OAuthSearchSchema,
  beforeLoad: ({ context }) => requirePage(context, "oauth", "bare"),
  component: OAuthAuthorize,
});
