/**
 * PIN set-up (spec 000 §4 "PIN set flow", §5 PIN rules, §8 PIN errors): the set-up dialog and the
 * prompt asking for it first when no PIN is set (is_pin_set false). The flow itself is in
 * pin-setup-flow.tsx, with the dialogs' layer (overlays.tsx) and the PIN inputs: it loads when
 * one of these first opens (issue 19), so a page holding one (the settings' Security card) paints
 * without it; after that it stays mounted, as a `Dialog` with `isOpen` does.
 * Shared by the prompts, the personal settings and the PIN step-up (pin-step-up-dialog.tsx).
 */
import { lazy } from "react";
import { WhenOpened } from "./when-opened.tsx";

export interface PinSetupProps {
  /** The user's second factor decides how the new PIN is confirmed (spec 000 §4 step 3). */
  user: { mfa_type: string | null; phone_number: string | null };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the PIN is set (the user is reloaded as well). */
  onPinSet?: () => void;
}

const loadFlow = () => import("./pin-setup-flow.tsx");
const LazyPinSetupDialog = lazy(() => loadFlow().then((m) => ({ default: m.PinSetupDialog })));
const LazyPinSetupPrompt = lazy(() => loadFlow().then((m) => ({ default: m.PinSetupPrompt })));

export function PinSetupDialog(props: PinSetupProps) {
  return <WhenOpened isOpen={props.isOpen}>{() => <LazyPinSetupDialog {...props} />}</WhenOpened>;
}

/** spec 000 §4: "If no PIN is set, a prompt to set one comes first", then the set-up flow. */
export function PinSetupPrompt(props: PinSetupProps) {
  return <WhenOpened isOpen={props.isOpen}>{() => <LazyPinSetupPrompt {...props} />}</WhenOpened>;
}
