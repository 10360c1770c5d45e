/**
 * The dialogs the chrome opens (spec 000 §2 help menu "feedback", sidebar balance-view switcher,
 * §4): one hook for the logged-in layout, which passes `openFeedback` to the help menu,
 * `openBalanceViewSwitch` to the sidebar switcher and banner, and renders `dialogs` once.
 */
import { type ReactNode, useState } from "react";
import type { Business, User } from "../../contract/user.ts";
import { BalanceViewSwitchDialog } from "./balance-view-switch.tsx";
import { FeedbackDialog } from "./feedback.tsx";

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
        <FeedbackDialog isOpen={open === "feedback"} onOpenChange={close} user={input.user} business={input.business} />
        <BalanceViewSwitchDialog
          isOpen={open === "balance-view"}
          onOpenChange={close}
          currentView={input.balanceView === "old" ? "OLD" : "NEW"}
          user={input.user}
          business={input.business}
        />
      </>
    ),
  };
}
