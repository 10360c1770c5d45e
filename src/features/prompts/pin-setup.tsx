/**
 * PIN set-up (spec 000 §4 "PIN set flow"): the flow lives in the design system so the PIN
 * step-up of every feature (src/components/ui/pin-step-up-dialog.tsx) and the settings reach it.
 */
export { PinSetupDialog, PinSetupPrompt, type PinSetupProps } from "../../components/ui/pin-setup-dialog.tsx";
