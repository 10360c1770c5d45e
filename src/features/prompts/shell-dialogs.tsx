/**
 * The dialogs the chrome opens (spec 000 §2 help menu "feedback", sidebar balance-view switcher,
 * §4): one hook for the logged-in layout, which passes `openFeedback` to the help menu,
 * `openBalanceViewSwitch` to the sidebar switcher and banner, and renders `dialogs` once.
 */
import { lazy, type ReactNode, useState } from "react";
import { WhenOpened } from "../../components/ui/when-opened.tsx";
import type { Business, User } from "../../contract/user.ts";

// Both open on a click only: their code loads with the first opening (issue 19).
const FeedbackDialog = lazy(() => import("./feedback.tsx").then((m) => ({ default: m.FeedbackDialog })));
const BalanceViewSwitchDialog = lazy(() =>
  import("./balance-view-switch.tsx").then((m) => ({ default: m.BalanceViewSwitchDialog })),
);

export function useShellDialogs(input: {
  user: Pick<User, "user_id" | "email" | "entity">;
  business: Pick<Business, "id" | "name">;
  /** The balance view in use (the visibility context's "old" / "new"). */
  balanceView: "old" | "new";
}): { openFeedback: () => void; openBalanceViewSwitch: () => void; dialogs: ReactNode } {
  const [open, setOpen] = useState<"feedback" | "balance-view" | null>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return {
    openFeedback: () => setOpen("feedback"),
    openBalanceViewSwitch: () => setOpen("balance-view"),
    dialogs: (
      <>
        <WhenOpened isOpen={open === "feedback"}>
          {() => (
            <FeedbackDialog
              isOpen={open === "feedback"}
              onOpenChange={close}
              user={input.user}
              business={input.business}
            />
          )}
        </WhenOpened>
        <WhenOpened isOpen={open === "balance-view"}>
          {() => (
            <BalanceViewSwitchDialog
              isOpen={open === "balance-view"}
              onOpenChange={close}
              currentView={input.balanceView === "old" ? "OLD" : "NEW"}
              user={input.user}
              business={input.business}
            />
          )}
        </WhenOpened>
      </>
    ),
  };
}
