/** Breadcrumb trail (react-aria Breadcrumbs: a navigation landmark, the last crumb is the current page). */
import { useLingui } from "@lingui/react/macro";
import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb } from "react-aria-components";
import { Link } from "./aria-router.tsx";
import { Icon } from "./icons.tsx";
import { focusRing } from "./styles.ts";

export interface Crumb {
  id: string;
  label: string;
  href?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumbs`}>
      <AriaBreadcrumbs items={items} className="flex flex-wrap items-center gap-1 text-sm">
        {(item) => (
          <Breadcrumb id={item.id} className="flex items-center gap-1 text-muted">
            {({ isCurrent }) => (
              <>
                <Link
                  href={isCurrent ? undefined : item.href}
                  className={`rounded-[2px] ${isCurrent ? "font-medium text-text" : `text-primary underline-offset-2 data-[hovered]:underline ${focusRing}`}`}
                >
                  {item.label}
                </Link>
                {isCurrent ? null : <Icon name="chevronRight" size={14} />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
