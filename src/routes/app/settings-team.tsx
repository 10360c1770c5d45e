import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PAGE_TITLES } from "../../app/page-titles";
import { RouteModule } from "../../app/route-module";
import { requireSettingsPage } from "../../features/session/visibility";
import { settingsQueries } from "../../features/settings/api";
import { TeamScreen } from "../../features/settings/team";

function Team() {
  const { i18n } = useLingui();
  // The menu's page titles, so the flag explanations name pages exactly as the menu does.
  return <TeamScreen pageTitle={(page) => i18n._(PAGE_TITLES[page])} />;
}

export const Route = createFileRoute("/_app/settings/team")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "team"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(settingsQueries.members(context.session, context.business.id)),
  component: () => (
    <RouteModule marker="route-module:settings">
      <Team />
    </RouteModule>
  ),
});
