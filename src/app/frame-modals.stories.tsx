/**
 * Screens/Frame modals and banners (issue 21): the dashboard frame's modals and banners of spec
 * 000 §2 that need a persona's own state — the after-login phone verification and its code
 * entry, the IP allow-list reminder, the instant-messaging consent, the tier-one banner, the PIN
 * set-up and the rating after a switch back to the old balance view — over the sandbox's recorded
 * answers (.storybook/screens/frame-screens.ts picks the seeded persona of each). Each story checks
 * the modal's or banner's content and one interaction that needs no further gateway call.
 * Re-record: `npm run -s storybook:record -- --brand <id> --screens frame-phone-verification,…`.
 */
import type { Meta } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { screenStory } from "../../.storybook/screens/screen-story.tsx";

const meta = { title: "Screens/Frame modals and banners" } satisfies Meta;
export default meta;

const DIALOG_TIMEOUT = { timeout: 10_000 };

/** spec 000 §4: the non-auto-closing notice after login; "Verify now" opens the verification dialog. */
export const PhoneVerification = screenStory("frame-phone-verification", {
  interact: async ({ body, userEvent }) => {
    const notice = await body.findByRole("region", { name: "Verify your phone number" }, DIALOG_TIMEOUT);
    await expect(notice).toHaveTextContent("Add a verified phone number");
    await expect(body.getByRole("button", { name: "Remind me later" })).toBeVisible();
    await userEvent.click(body.getByRole("button", { name: "Verify now" }));
    const dialog = await body.findByRole("dialog", { name: "Verify your phone number" }, DIALOG_TIMEOUT);
    await expect(dialog).toHaveTextContent("We will send a 6-digit code by SMS");
    await expect(body.getByRole("button", { name: "Send code" })).toBeVisible();
  },
});

/** spec 000 §4–§5: the code was sent; verifying without a code asks for it. */
export const CodeEntry = screenStory("frame-code-entry", {
  interact: async ({ body, userEvent }) => {
    const dialog = await body.findByRole("dialog", { name: "Verify your phone number" }, DIALOG_TIMEOUT);
    await expect(body.getByLabelText("Verification code")).toBeVisible();
    await expect(dialog).toHaveTextContent(/Resend code/);
    await userEvent.click(body.getByRole("button", { name: "Verify" }));
    await expect(await body.findByText("Enter the verification code.")).toBeVisible();
  },
});

/**
 * spec 000 §4: an administrator in live mode whose live keys have no allow list. Escape closes it
 * for this page, and the next due prompt (one at a time) takes its place: the consent dialog.
 */
export const IpAllowListReminder = screenStory("frame-ip-allow-list", {
  interact: async ({ body, userEvent }) => {
    const dialog = await body.findByRole("dialog", { name: "Protect your live API keys" }, DIALOG_TIMEOUT);
    await expect(dialog).toHaveTextContent("no IP allow list");
    await expect(body.getByRole("button", { name: "Set up the IP allow list" })).toBeVisible();
    await expect(body.getByRole("button", { name: "Remind me later" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Protect your live API keys" })).toBeNull());
    await expect(
      await body.findByRole("alertdialog", { name: "Get updates by instant messaging" }, DIALOG_TIMEOUT),
    ).toBeVisible();
  },
});

/** spec 000 §4: consent unset and a phone number on file; only "Allow" or "Not now" answer it. */
export const MessagingConsent = screenStory("frame-im-consent", {
  interact: async ({ body, userEvent }) => {
    const dialog = await body.findByRole("alertdialog", { name: "Get updates by instant messaging" }, DIALOG_TIMEOUT);
    await expect(dialog).toHaveTextContent("on your phone number");
    await userEvent.keyboard("{Escape}");
    await expect(body.getByRole("alertdialog", { name: "Get updates by instant messaging" })).toBeVisible();
    await expect(body.getByRole("button", { name: "Allow" })).toBeVisible();
    await expect(body.getByRole("button", { name: "Not now" })).toBeVisible();
  },
});

/** spec 000 §2: a TIER_1 business in live mode; test mode hides the notice (production only). */
export const TierOneBanner = screenStory("frame-tier-one", {
  interact: async ({ body, userEvent }) => {
    await expect(await body.findByText("Your account is live at tier one")).toBeVisible();
    await expect(body.getByText(/Some limits apply/)).toBeVisible();
    await userEvent.click((await body.findAllByRole("switch", { name: "Live mode" }))[0] as HTMLElement);
    await expect(await body.findByText("You are in test mode", {}, DIALOG_TIMEOUT)).toBeVisible();
    await waitFor(() => expect(body.queryByText("Your account is live at tier one")).toBeNull());
  },
});

/** spec 000 §4–§5: the PIN set flow from the settings' Security card; a confirmation that differs is refused. */
export const PinSetUp = screenStory("frame-pin-setup", {
  interact: async ({ body, userEvent }) => {
    const dialog = await body.findByRole("dialog", { name: "Set up your PIN" }, DIALOG_TIMEOUT);
    await expect(dialog).toHaveTextContent("Choose a 6-digit PIN");
    await userEvent.type(body.getByLabelText("New PIN"), "135791");
    await userEvent.type(body.getByLabelText("Confirm the PIN"), "135792");
    await userEvent.click(body.getByRole("button", { name: "Next" }));
    await expect(await body.findByText("The PINs do not match.")).toBeVisible();
  },
});

/** spec 000 §4–§5: after switching back to the old balance view; a rating is required. */
export const RatingAfterSwitchBack = screenStory("frame-rating", {
  interact: async ({ body, userEvent }) => {
    const dialog = await body.findByRole("dialog", { name: "Rate the new balance view" }, DIALOG_TIMEOUT);
    await expect(dialog).toHaveTextContent("You switched back to the old view");
    await userEvent.click(body.getByRole("button", { name: "Send" }));
    await expect(await body.findByText("This field is required.")).toBeVisible();
  },
});
