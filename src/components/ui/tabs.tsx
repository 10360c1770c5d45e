/**
 * Tabs whose selection lives in the URL hash (e.g. /settings/team#members, spec 002 §2.3):
 * opening a link with a hash selects that tab, choosing a tab updates the hash without a new
 * history entry, and back/forward or a changed hash selects the tab again.
 */
import { type ReactNode, useEffect, useState } from "react";
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from "react-aria-components";

export interface TabSpec {
  /** Also the hash: `members` ↔ `#members`. */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

function hashTab(tabs: TabSpec[]): string | undefined {
  const id = decodeURIComponent(window.location.hash.replace(/^#/, ""));
  return tabs.some((t) => t.id === id) ? id : undefined;
}

export interface HashTabsProps {
  tabs: TabSpec[];
  "aria-label": string;
  /** Keep the hash in sync (default). Off for tabs inside dialogs. */
  syncHash?: boolean;
}

export function HashTabs({ tabs, syncHash = true, ...rest }: HashTabsProps) {
  const first = tabs[0]?.id ?? "";
  const [selected, setSelected] = useState<string>(() => (syncHash ? (hashTab(tabs) ?? first) : first));

  useEffect(() => {
    if (!syncHash) return;
    const onHash = () => {
      const id = hashTab(tabs);
      if (id) setSelected(id);
    };
    window.addEventListener("hashchange", onHash);
    window.addEventListener("popstate", onHash);
    return () => {
      window.removeEventListener("hashchange", onHash);
      window.removeEventListener("popstate", onHash);
    };
  }, [syncHash, tabs]);

  return (
    <AriaTabs
      selectedKey={selected}
      onSelectionChange={(key) => {
        const id = String(key);
        setSelected(id);
        if (syncHash && hashTab(tabs) !== id) {
          const url = new URL(window.location.href);
          url.hash = id;
          window.history.replaceState(window.history.state, "", url);
        }
      }}
    >
      <TabList aria-label={rest["aria-label"]} className="flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            className="-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2 text-muted whitespace-nowrap outline-none data-[hovered]:text-text data-[selected]:border-primary data-[selected]:font-semibold data-[selected]:text-primary data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          id={tab.id}
          className="py-4 outline-none data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus"
        >
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
