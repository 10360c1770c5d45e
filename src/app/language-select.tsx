import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { changeLanguage, isLanguage, type Language } from "../lib/i18n";

const NAMES = { en: "English", id: "Bahasa Indonesia" } as const;

/**
 * The language selector (login screens and the top bar); hidden where the bundle offers one
 * language (the Philippines, spec 000 §2). Logged out it switches the catalogue here; logged in
 * `change` saves the preference on the user first (spec 000 §4 Language change) and `error`
 * says when that failed (§8 `unexpectedError`).
 */
export function LanguageSelect({
  change,
  error,
}: {
  change?: ((language: Language) => Promise<unknown>) | undefined;
  error?: string | null | undefined;
} = {}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  if (brand.languages.length < 2) return null;
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      {/* on a phone the select speaks for itself; the label stays its accessible name */}
      <label htmlFor={id} className="text-muted max-sm:sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        className="min-w-0 max-w-44 rounded-brand border border-border bg-surface px-2 py-1"
        value={i18n.locale}
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
        onChange={async (event) => {
          const value = event.target.value;
          if (!isLanguage(value)) return;
          setBusy(true);
          try {
            await (change ?? changeLanguage)(value);
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
      {error ? (
        <span id={errorId} role="alert" className="text-danger text-xs">
          {error}
        </span>
      ) : null}
    </div>
  );
}
