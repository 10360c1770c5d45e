/**
 * The top bar's profile menu (spec 000 §2 Top bar, §4 Business switch and Sign out): its trigger
 * (the business's avatar and name and a `+N`/`9+` counter of the other businesses) paints with the
 * frame; the popover with the business switcher and sign out (profile-menu-popover.tsx) loads when
 * first opened (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode } from "react";
import { Avatar, BusinessCounter } from "../../../components/ui/display.tsx";
import { Icon } from "../../../components/ui/icons.tsx";
import { plainButtonClass } from "../../../components/ui/plain-controls.tsx";
import { PopoverTrigger } from "../../../components/ui/popover-trigger.tsx";
import { useSession } from "../../../lib/session/hooks.ts";
import { businessesQueryOptions } from "../api.ts";

const loadPopover = () => import("./profile-menu-popover.tsx");
const ProfileMenuPopover = lazy(() => loadPopover().then((m) => ({ default: m.ProfileMenuPopover })));

export interface ProfileMenuProps {
  user: { full_name: string; email: string };
  business: { id: string; name: string; logo: string | null };
  /** Shown inside the menu on small screens, where the top bar has no room (the live/test switch). */
  compactExtras?: ReactNode;
}

export function ProfileMenu({ user, business, compactExtras }: ProfileMenuProps) {
  const { t } = useLingui();
  const session = useSession();
  const businesses = useQuery(businessesQueryOptions(session));
  const others = (businesses.data?.data ?? []).filter((b) => b.id !== business.id).length;
  return (
    <PopoverTrigger
      popup="dialog"
      aria-label={t`Profile and businesses`}
      className={plainButtonClass("ghost", "sm", "gap-2")}
      prefetch={loadPopover}
      renderPopover={(slot) => (
        <ProfileMenuPopover {...slot} user={user} business={business} compactExtras={compactExtras} />
      )}
    >
      <span aria-hidden="true" className="contents">
        <Avatar name={business.name} src={business.logo ?? undefined} size={28} />
      </span>
      <span className="hidden max-w-40 truncate lg:inline">{business.name}</span>
      <BusinessCounter count={others} />
      <span className="hidden sm:inline">
        <Icon name="chevronDown" size={16} />
      </span>
    </PopoverTrigger>
  );
}
