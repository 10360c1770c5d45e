/**
 * What the list's light stand-ins (light-controls.tsx) and the react-aria controls they load
 * (list-controls.tsx) share, in a module of its own so neither imports the other back.
 */
import type { Option } from "./select.tsx";

export const multiSelectTriggerClass =
  "inline-flex h-10 cursor-pointer items-center gap-2 rounded-brand border border-border bg-surface px-3 text-sm text-text data-[hovered]:border-primary";

export interface DeferredSelectProps {
  label: string;
  options: Option[];
  selectedKey: string | null;
  onSelectionChange: (key: string | null) => void;
  className?: string;
}

export interface MultiSelectProps {
  label: string;
  options: { id: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}
