/**
 * Display pieces: card, badge and counters, avatar with the 4-colour cycle, description list,
 * and amount/date text formatted by the business's country.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import {
  type AvatarToken,
  avatarToken,
  businessCounterLabel,
  initials,
  unreadBadgeLabel,
} from "../../domain/format/counters.ts";
import { formatDate, formatDateTime } from "../../domain/format/date.ts";
import { currencyForCountry, formatAmount } from "../../domain/format/money.ts";
import { useMaskAmounts } from "../../lib/mask-amounts.ts";
import { useCountry } from "./country-context.tsx";

export function Card({
  title,
  actions,
  children,
  className = "",
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-brand border border-border bg-surface p-4 text-text ${className}`}>
      {title || actions ? (
        <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title ? <h2 className="text-base font-semibold">{title}</h2> : <span />}
          {actions ? <div className="flex gap-2">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}

export function Badge({
  children,
  tone = "neutral",
}: {
  children: ReactNode;
  tone?: "neutral" | "primary" | "danger";
}) {
  const tones = {
    neutral: "bg-background text-text border border-border",
    primary: "bg-primary text-on-primary",
    danger: "bg-danger text-on-primary",
  } as const;
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Unread notifications: the count, `99+` above 99 (spec 000 §9); nothing when zero. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useLingui();
  const label = unreadBadgeLabel(count);
  if (!label) return null;
  return (
    <span role="status" aria-label={t`${count} unread`}>
      <Badge tone="danger">{label}</Badge>
    </span>
  );
}

/** More businesses than shown: `+N` up to 9, then `9+` (spec 000 §9). */
export function BusinessCounter({ count }: { count: number }) {
  const { t } = useLingui();
  const label = businessCounterLabel(count);
  if (!label) return null;
  return (
    <span aria-label={t`${count} more businesses`} role="img">
      <Badge>{label}</Badge>
    </span>
  );
}

const avatarTone: Record<AvatarToken, string> = {
  primary: "bg-primary text-on-primary",
  info: "bg-info text-on-primary",
  success: "bg-success text-on-primary",
  warning: "bg-warning text-on-primary",
};

/** A business or person avatar: the logo when there is one, else initials on the colour of its list position. */
export function Avatar({
  name,
  position = 0,
  src,
  size = 32,
}: {
  name: string;
  /** Position in the list: the colour cycles over 4 (spec 000 §9). */
  position?: number;
  src?: string;
  size?: number;
}) {
  const token = avatarToken(position);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src) return <img src={src} alt={name} style={style} className="shrink-0 rounded-full object-cover" />;
  return (
    <span
      role="img"
      aria-label={name}
      data-avatar-tone={token}
      style={style}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-semibold ${avatarTone[token]}`}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}

export function DescriptionList({
  items,
  columns = 2,
}: {
  items: { term: ReactNode; details: ReactNode; id?: string }[];
  columns?: 1 | 2;
}) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item, i) => (
        <div key={item.id ?? i} className="min-w-0">
          <dt className="text-sm text-muted">{item.term}</dt>
          <dd className="break-words text-text">{item.details === null || item.details === "" ? "–" : item.details}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An amount in the country's currency (or `currency`): IDR without decimals, PHP in en-PH, others
 * en-US (spec 002 §9). Hidden as "••••••" while amounts are masked (src/lib/mask-amounts.ts),
 * unless `unmasked` (e.g. a value the user is typing).
 */
export function Amount({
  value,
  currency,
  unmasked = false,
}: {
  value: number;
  currency?: string;
  unmasked?: boolean;
}) {
  const { t } = useLingui();
  const country = useCountry();
  const [masked] = useMaskAmounts();
  const code = currency ?? currencyForCountry(country);
  if (masked && !unmasked)
    return (
      <span className="tabular-nums whitespace-nowrap" data-masked-amount="">
        <span aria-hidden="true">{code} ••••••</span>
        <span className="sr-only">{t`Amount hidden`}</span>
      </span>
    );
  return <span className="tabular-nums whitespace-nowrap">{formatAmount(value, code)}</span>;
}

/** The kit's name for `Amount`: every amount it renders follows the mask-amounts switch. */
export const MaskedAmount = Amount;

/** A date in the country's format (spec 001 §9), in a <time> element carrying the ISO instant. */
export function DateText({
  value,
  full = false,
  withTime = false,
  timeZone,
}: {
  value: Date | string | number;
  full?: boolean;
  withTime?: boolean;
  timeZone?: string;
}) {
  const country = useCountry();
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return <span>–</span>;
  const text = withTime ? formatDateTime(date, country, { timeZone }) : formatDate(date, country, { full, timeZone });
  return <time dateTime={date.toISOString()}>{text}</time>;
}
