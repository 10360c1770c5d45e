/**
 * Screens/Logged out and Screens/Frame (issue 21): the real app over the sandbox's recorded
 * answers (.storybook/screens/), per brand through the toolbar. The frame is shown for each
 * persona of spec 000 §2 (owner, viewer, operator, internal user) with its banners (test mode,
 * billing reminder, balance view, the internal user's switched business) and two of its modals.
 * Re-record after a contract or seed change: `npm run -s storybook:record`.
 */
import type { Meta } from "@storybook/react-vite";
import { screenStory } from "../../.storybook/screens/screen-story.tsx";

const meta = { title: "Screens/Logged out and frame" } satisfies Meta;
export default meta;

export const Login = screenStory("login");
export const SecondFactor = screenStory("second-factor");
export const ForgotPassword = screenStory("forgot-password");
export const Registration = screenStory("register");
export const ChangePassword = screenStory("change-password");
export const ChangePasswordExpiredLink = screenStory("change-password-expired");
export const Invitation = screenStory("invitation");
export const ConfirmEmail = screenStory("confirm-email");
/** The frame of the persona chosen in the toolbar. */
export const Frame = screenStory((globals) => `frame-${String(globals.persona ?? "owner")}`);
export const FrameOwner = screenStory("frame-owner");
export const FrameViewer = screenStory("frame-viewer");
export const FrameOperator = screenStory("frame-operator");
export const FrameInternalUser = screenStory("frame-internal");
/** The help menu's feedback form (spec 000 §2 Modals). */
export const FrameFeedbackModal = screenStory("frame-feedback");
/** The balance-view banner's switch confirmation (spec 000 §2 Banners, Modals). */
export const FrameBalanceViewSwitchModal = screenStory("frame-balance-view-switch");
