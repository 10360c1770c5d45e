/**
 * /get-started (spec 000 §4, spec 001 §3–§4): section progress (0 or 100, patched to 100 once
 * the form was submitted), the next step to take, and for second-brand administrators of a
 * tier-zero account the chat-to-activate option with the brand's support department.
 */
import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { ProgressBar } from "react-aria-components";
import { LinkButton } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/display.tsx";
import { Icon } from "../../components/ui/icons.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import {
  type GetStartedSection,
  getStartedSections,
  nextSection,
  percentDone,
  SECTION_PATHS,
} from "../../domain/activation/get-started.ts";
import type { Country } from "../../domain/brand/sections.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { getStartedQueryOptions } from "./api.ts";

export function GetStartedScreen({
  businessId,
  country,
  chatToActivate,
}: {
  businessId: string;
  country: Country;
  chatToActivate: boolean;
}) {
  const { t } = useLingui();
  const session = useSession();
  const progress = useSuspenseQuery(getStartedQueryOptions(session, businessId, country)).data;
  const sections = getStartedSections(progress, country);
  const next = nextSection(sections);
  const percent = percentDone(sections);
  const title: Record<GetStartedSection, string> = {
    business_details: t`Tell us about your business`,
    establishment_details: t`Add your permits and registration`,
    bank_account: t`Add a bank account for withdrawals`,
    team_members: t`Invite your team`,
    api_keys: t`Create your API keys`,
  };
  const support = brand.support.find((d) => d.id === "activation") ?? brand.support[0];

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 md:p-6">
      <PageHeader title={t`Get started`} description={t`A few steps to set up your account and go live.`} />
      <ProgressBar value={percent} aria-label={t`Setup progress`} className="flex flex-col gap-1">
        {({ valueText }) => (
          <>
            <span className="text-sm text-muted">{t`${valueText} done`}</span>
            <span className="block h-2 overflow-hidden rounded-full bg-background">
              <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
            </span>
          </>
        )}
      </ProgressBar>
      {next ? (
        <Card title={t`Next step`}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p>{title[next]}</p>
            <LinkButton href={SECTION_PATHS[next]}>{t`Start`}</LinkButton>
          </div>
        </Card>
      ) : (
        <Card title={t`All set`}>
          <p>{t`Every setup step is done.`}</p>
        </Card>
      )}
      {chatToActivate && support ? (
        <Card title={t`Chat with us to activate`}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">{t`Our ${support.name} team can activate your account with you.`}</p>
            <LinkButton variant="secondary" href={`mailto:${support.email}`}>
              {t`Contact ${support.name}`}
            </LinkButton>
          </div>
        </Card>
      ) : null}
      <Card title={t`Setup steps`}>
        <ol className="flex flex-col divide-y divide-border">
          {sections.map((s) => (
            <li key={s.section} className="flex items-center gap-3 py-3">
              <Icon
                name={s.done ? "success" : "info"}
                className={s.done ? "text-success" : "text-muted"}
                label={s.done ? t`Done` : t`To do`}
              />
              <span className="min-w-0 flex-1">{title[s.section]}</span>
              {s.done ? null : (
                <LinkButton
                  size="sm"
                  variant="ghost"
                  href={SECTION_PATHS[s.section]}
                  aria-label={t`Open: ${title[s.section]}`}
                >
                  {t`Open`}
                </LinkButton>
              )}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
