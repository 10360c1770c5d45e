/**
 * Light / dark / system (issue 21). The choice is remembered per browser (localStorage) and
 * applied as `data-theme` on the root element; `system` removes the attribute, so the brand's
 * CSS follows `prefers-color-scheme` (src/domain/brand/theme.ts). src/app/theme-boot.js applies
 * the stored choice before the first paint; this only keeps it in sync afterwards.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  parseThemePreference,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from "../../domain/brand/theme.ts";
import { RadioGroup } from "./choice.tsx";

function readPreference(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

/** Stores `preference` and applies it to the document. */
export function applyThemePreference(preference: ThemePreference): void {
  try {
    if (preference === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  const root = document.documentElement;
  if (preference === "system") root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, preference);
}

export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const [preference, setPreference] = useState(readPreference);
  const change = (next: ThemePreference) => {
    applyThemePreference(next);
    setPreference(next);
  };
  return [preference, change];
}

/** The profile menu's theme switch: three radios in a row. */
export function ThemeSwitch() {
  const { t } = useLingui();
  const [preference, setPreference] = useThemePreference();
  return (
    <RadioGroup
      label={t`Theme`}
      orientation="horizontal"
      value={preference}
      onChange={(value) => setPreference(parseThemePreference(value))}
      options={[
        { id: "system", label: t`System` },
        { id: "light", label: t`Light` },
        { id: "dark", label: t`Dark` },
      ]}
    />
  );
}
