import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { changeLanguage, isLanguage } from "../lib/i18n";

const NAMES = { en: "English", id: "Bahasa Indonesia" } as const;

/**
 * The language selector (login screens and the top bar); hidden where the bundle offers one
 * language (the Philippines, spec 000 §2). `onChanged` saves the choice on the user when logged in.
 */
export function LanguageSelect({
  onChanged,
}: {
  onChanged?: ((language: "en" | "id") => Promise<void>) | undefined;
} = {}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  if (brand.languages.length < 2) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        {t`Language`}
      </label>
      <select
        id={id}
        className="rounded-brand border border-border bg-surface px-2 py-1"
        value={i18n.locale}
        disabled={busy}
        onChange={async (event) => {
          const value = event.target.value;
          if (!isLanguage(value)) return;
          setBusy(true);
          await changeLanguage(value);
          try {
            await onChanged?.(value);
          } finally {
            setBusy(false);
          }
        }}
      >
        {brand.languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
