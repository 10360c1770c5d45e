/**
 * Screens/Pages/Basics (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Basics" } satisfies Meta;
export default meta;

export const GetStarted = pageStory("page-get_started", "populated");
export const GetStartedEmpty = {
  ...pageStory("page-get_started", "empty"),
  tags: ["!test"],
};
export const GetStartedError = {
  ...pageStory("page-get_started", "error"),
  tags: ["!test"],
};
export const GetStartedLoading = {
  ...pageStory("page-get_started", "loading"),
  tags: ["!test"],
};
export const Home = pageStory("page-home", "populated");
export const HomeEmpty = {
  ...pageStory("page-home", "empty"),
  tags: ["!test"],
};
export const HomeError = {
  ...pageStory("page-home", "error"),
  tags: ["!test"],
};
export const HomeLoading = {
  ...pageStory("page-home", "loading"),
  tags: ["!test"],
};
export const Reporting = pageStory("page-reporting", "populated");
export const ReportingEmpty = {
  ...pageStory("page-reporting", "empty"),
  tags: ["!test"],
};
export const ReportingError = {
  ...pageStory("page-reporting", "error"),
  tags: ["!test"],
};
export const ReportingLoading = {
  ...pageStory("page-reporting", "loading"),
  tags: ["!test"],
};
export const Integrations = pageStory("page-integrations", "populated");
export const IntegrationsEmpty = {
  ...pageStory("page-integrations", "empty"),
  tags: ["!test"],
};
export const IntegrationsError = {
  ...pageStory("page-integrations", "error"),
  tags: ["!test"],
};
export const IntegrationsLoading = {
  ...pageStory("page-integrations", "loading"),
  tags: ["!test"],
};
export const AddPaymentMethods = pageStory("page-add_payment_methods", "populated");
export const AddPaymentMethodsEmpty = {
  ...pageStory("page-add_payment_methods", "empty"),
  tags: ["!test"],
};
export const AddPaymentMethodsError = {
  ...pageStory("page-add_payment_methods", "error"),
  tags: ["!test"],
};
export const AddPaymentMethodsLoading = {
  ...pageStory("page-add_payment_methods", "loading"),
  tags: ["!test"],
};
export const Settings = pageStory("page-settings", "populated");
export const SettingsEmpty = {
  ...pageStory("page-settings", "empty"),
  tags: ["!test"],
};
export const SettingsError = {
  ...pageStory("page-settings", "error"),
  tags: ["!test"],
};
export const SettingsLoading = {
  ...pageStory("page-settings", "loading"),
  tags: ["!test"],
};
export const ResolutionCenter = pageStory("page-resolution-center", "populated");
export const ResolutionCenterEmpty = {
  ...pageStory("page-resolution-center", "empty"),
  tags: ["!test"],
};
export const ResolutionCenterError = {
  ...pageStory("page-resolution-center", "error"),
  tags: ["!test"],
};
export const ResolutionCenterLoading = {
  ...pageStory("page-resolution-center", "loading"),
  tags: ["!test"],
};
export const NotificationCenter = pageStory("page-notification-center", "populated");
export const NotificationCenterEmpty = {
  ...pageStory("page-notification-center", "empty"),
  tags: ["!test"],
};
export const NotificationCenterError = {
  ...pageStory("page-notification-center", "error"),
  tags: ["!test"],
};
export const NotificationCenterLoading = {
  ...pageStory("page-notification-center", "loading"),
  tags: ["!test"],
};
export const ReportScheduleDetail = {
  ...pageStory("page-report-schedule-detail", "populated"),
  tags: ["!test"],
};
export const ReportScheduleDetailEmpty = {
  ...pageStory("page-report-schedule-detail", "empty"),
  tags: ["!test"],
};
export const ReportScheduleDetailError = {
  ...pageStory("page-report-schedule-detail", "error"),
  tags: ["!test"],
};
export const ReportScheduleDetailLoading = {
  ...pageStory("page-report-schedule-detail", "loading"),
  tags: ["!test"],
};
export const IntegrationDetail = {
  ...pageStory("page-integration-detail", "populated"),
  tags: ["!test"],
};
export const IntegrationDetailEmpty = {
  ...pageStory("page-integration-detail", "empty"),
  tags: ["!test"],
};
export const IntegrationDetailError = {
  ...pageStory("page-integration-detail", "error"),
  tags: ["!test"],
};
export const IntegrationDetailLoading = {
  ...pageStory("page-integration-detail", "loading"),
  tags: ["!test"],
};
export const ActivationRequest = {
  ...pageStory("page-activation-request", "populated"),
  tags: ["!test"],
};
export const ActivationRequestEmpty = {
  ...pageStory("page-activation-request", "empty"),
  tags: ["!test"],
};
export const ActivationRequestError = {
  ...pageStory("page-activation-request", "error"),
  tags: ["!test"],
};
export const ActivationRequestLoading = {
  ...pageStory("page-activation-request", "loading"),
  tags: ["!test"],
};
export const SettingsBusinessProfile = {
  ...pageStory("page-settings-business-profile", "populated"),
  tags: ["!test"],
};
export const SettingsBusinessProfileEmpty = {
  ...pageStory("page-settings-business-profile", "empty"),
  tags: ["!test"],
};
export const SettingsBusinessProfileError = {
  ...pageStory("page-settings-business-profile", "error"),
  tags: ["!test"],
};
export const SettingsBusinessProfileLoading = {
  ...pageStory("page-settings-business-profile", "loading"),
  tags: ["!test"],
};
export const SettingsTeam = {
  ...pageStory("page-settings-team", "populated"),
  tags: ["!test"],
};
export const SettingsTeamEmpty = {
  ...pageStory("page-settings-team", "empty"),
  tags: ["!test"],
};
export const SettingsTeamError = {
  ...pageStory("page-settings-team", "error"),
  tags: ["!test"],
};
export const SettingsTeamLoading = {
  ...pageStory("page-settings-team", "loading"),
  tags: ["!test"],
};
export const SettingsDevelopers = {
  ...pageStory("page-settings-developers", "populated"),
  tags: ["!test"],
};
export const SettingsDevelopersEmpty = {
  ...pageStory("page-settings-developers", "empty"),
  tags: ["!test"],
};
export const SettingsDevelopersError = {
  ...pageStory("page-settings-developers", "error"),
  tags: ["!test"],
};
export const SettingsDevelopersLoading = {
  ...pageStory("page-settings-developers", "loading"),
  tags: ["!test"],
};
export const SettingsBillings = {
  ...pageStory("page-settings-billings", "populated"),
  tags: ["!test"],
};
export const SettingsBillingsEmpty = {
  ...pageStory("page-settings-billings", "empty"),
  tags: ["!test"],
};
export const SettingsBillingsError = {
  ...pageStory("page-settings-billings", "error"),
  tags: ["!test"],
};
export const SettingsBillingsLoading = {
  ...pageStory("page-settings-billings", "loading"),
  tags: ["!test"],
};
export const SettingsWithdrawals = {
  ...pageStory("page-settings-withdrawals", "populated"),
  tags: ["!test"],
};
export const SettingsWithdrawalsEmpty = {
  ...pageStory("page-settings-withdrawals", "empty"),
  tags: ["!test"],
};
export const SettingsWithdrawalsError = {
  ...pageStory("page-settings-withdrawals", "error"),
  tags: ["!test"],
};
export const SettingsWithdrawalsLoading = {
  ...pageStory("page-settings-withdrawals", "loading"),
  tags: ["!test"],
};
export const SettingsSendingMoney = {
  ...pageStory("page-settings-sending-money", "populated"),
  tags: ["!test"],
};
export const SettingsSendingMoneyEmpty = {
  ...pageStory("page-settings-sending-money", "empty"),
  tags: ["!test"],
};
export const SettingsSendingMoneyError = {
  ...pageStory("page-settings-sending-money", "error"),
  tags: ["!test"],
};
export const SettingsSendingMoneyLoading = {
  ...pageStory("page-settings-sending-money", "loading"),
  tags: ["!test"],
};
export const SettingsIntegrations = {
  ...pageStory("page-settings-integrations", "populated"),
  tags: ["!test"],
};
export const SettingsIntegrationsEmpty = {
  ...pageStory("page-settings-integrations", "empty"),
  tags: ["!test"],
};
export const SettingsIntegrationsError = {
  ...pageStory("page-settings-integrations", "error"),
  tags: ["!test"],
};
export const SettingsIntegrationsLoading = {
  ...pageStory("page-settings-integrations", "loading"),
  tags: ["!test"],
};
export const SettingsP2pEscrowRdl = {
  ...pageStory("page-settings-p2p-escrow-rdl", "populated"),
  tags: ["!test"],
};
export const SettingsP2pEscrowRdlEmpty = {
  ...pageStory("page-settings-p2p-escrow-rdl", "empty"),
  tags: ["!test"],
};
export const SettingsP2pEscrowRdlError = {
  ...pageStory("page-settings-p2p-escrow-rdl", "error"),
  tags: ["!test"],
};
export const SettingsP2pEscrowRdlLoading = {
  ...pageStory("page-settings-p2p-escrow-rdl", "loading"),
  tags: ["!test"],
};
