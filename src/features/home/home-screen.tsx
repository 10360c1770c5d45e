/**
 * The home page (spec 001 §2 "Home cards" and carousel, §6): what shows comes from one rule,
 * homeContent (src/domain/home); this screen only renders it.
 */
import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { Carousel, type Slide } from "../../components/ui/carousel.tsx";
import { Amount, Card } from "../../components/ui/display.tsx";
import { Grid, PageHeader, Skeleton, Stack } from "../../components/ui/layout.tsx";
import { PlainButton, PlainLinkButton } from "../../components/ui/plain-controls.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import type { PageKey } from "../../domain/brand/sections.ts";
import {
  type HomeContent,
  homeContent,
  type LearnCard,
  QUICK_ACTION_PAGE,
  type QuickAction,
  type RequestCard,
  type SetupCard,
  type SlideId,
} from "../../domain/home/home-content.ts";
import { allowedPages } from "../../domain/visibility/pages.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { homeSetupQueryOptions, startOfToday, todayFiguresQueryOptions } from "./api.ts";
import { useHomeText } from "./text.ts";

/** Where each quick action leads (the create flows of their areas). */
export const QUICK_ACTION_HREF: Record<QuickAction, string> = {
  create_invoice: "/invoices#create",
  create_payment_link: "/payment-links/create",
  create_disbursement: "/disbursements#create",
  create_donation_link: "/invoices#create",
};

const SETUP_HREF: Record<SetupCard, string> = {
  add_bank_account: "/settings/withdrawals#bank-accounts",
  add_team_members: "/settings/team#members",
  manage_api_keys: "/settings/developers#api-keys",
  set_callback_urls: "/settings/developers#callbacks",
  preview_invoice: "/customize-checkout",
};

/** The brand's own help links (manifest `links`); video tutorials and Postman live under them. */
function learnHref(card: LearnCard): string {
  const { help, docs, apiReference } = brand.links;
  return {
    help_guide: help,
    video_tutorials: new URL("videos", help).href,
    docs,
    api_reference: apiReference,
    postman_guide: new URL("postman", docs).href,
  }[card];
}

/** The request forms the activation area serves at /requests/$kind. */
const REQUEST_HREF: Record<RequestCard, string> = {
  company_establishment: "/requests/company-establishment-service",
  early_settlement: "/requests/early-settlement",
};

const SLIDE_HREF: Partial<Record<SlideId, string>> = {
  activate_payment_methods: "/settings/payment-methods",
  ewallet_signup: "/settings/payment-methods#e-wallets",
};

export function HomeScreen() {
  const { t } = useLingui();
  const text = useHomeText();
  const session = useSession();
  const { user, business, environment, visibility, flags } = useRouteContext({ from: "/_app" });
  const env = environment.environment;
  const setup = useQuery(homeSetupQueryOptions(session, business.id, env));

  if (setup.isError)
    return (
      <Stack>
        <PageHeader title={t`Home`} />
        <ErrorState message={t`The home page could not be loaded.`} onRetry={() => void setup.refetch()} />
      </Stack>
    );
  if (!setup.data)
    return (
      <Stack>
        <PageHeader title={t`Home`} />
        <Skeleton className="h-40" />
      </Stack>
    );

  const candidates = new Set<PageKey>([...Object.values(QUICK_ACTION_PAGE), "invoices", "customize-checkout"]);
  const content: HomeContent = homeContent({
    brand: { entity: brand.entity, whiteLabel: brand.whiteLabel },
    country: business.country_of_operation,
    environment: env,
    user,
    business: {
      goLiveStatus: business.go_live_status,
      instantActivation: setup.data.instant_activation,
      isSubAccount: business.is_xp_sub_account,
      hasBankAccount: setup.data.has_bank_account,
      hasTeamMember: setup.data.has_team_member,
      hasSecretKey: setup.data.has_secret_key,
      donationMode: setup.data.donation_mode,
      invoiceCreationEnabled: setup.data.invoice_creation_enabled,
    },
    flags: { calendarBooking: flags.calendar_booking === true },
    visiblePages: allowedPages(visibility, candidates),
    today: new Date().toISOString().slice(0, 10),
  });

  const slides: Slide[] = content.slides.map((id) => {
    const words = text.slide(id, content.instantLiveVariant);
    const href = SLIDE_HREF[id];
    return {
      id,
      label: words.title,
      content: (
        <div className="flex min-h-36 flex-col justify-center gap-2 bg-primary p-6 text-on-primary">
          <h3 className="text-lg font-semibold">{words.title}</h3>
          <p className="text-sm">{words.body}</p>
          {href ? (
            <div>
              <PlainLinkButton href={href} size="sm">
                {words.action ?? t`Open`}
              </PlainLinkButton>
            </div>
          ) : null}
          {id === "pending_live" ? (
            <div>
              <PlainButton size="sm" variant="secondary" onClick={() => window.location.reload()}>
                {t`Reload`}
              </PlainButton>
            </div>
          ) : null}
        </div>
      ),
    };
  });

  return (
    <Stack gap={6}>
      <PageHeader title={t`Home`} description={t`Welcome, ${user.full_name}`} />
      {content.figures ? <TodayFigures businessId={business.id} environment={env} /> : null}
      <Carousel label={t`News and offers`} slides={slides} />
      {content.quickActions.length > 0 ? (
        <Card title={t`Quick actions`}>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {content.quickActions.map((action) => (
              <li key={action}>
                <PlainLinkButton href={QUICK_ACTION_HREF[action]} icon="plus" className="w-full">
                  {text.quickAction[action]}
                </PlainLinkButton>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {content.setupCards.length > 0 ? (
        <section aria-labelledby="home-setup" className="flex flex-col gap-3">
          <h2 id="home-setup" className="text-lg font-semibold text-text">
            {t`Set up your account`}
          </h2>
          <Grid columns={3} gap={3}>
            {content.setupCards.map((card) => (
              <Card key={card} title={text.setup[card].title}>
                <p className="mb-3 text-sm text-muted">{text.setup[card].body}</p>
                <PlainLinkButton href={SETUP_HREF[card]} size="sm">
                  {text.setup[card].action}
                </PlainLinkButton>
              </Card>
            ))}
          </Grid>
        </section>
      ) : null}
      <Card title={t`Learn more`}>
        <ul className="flex flex-wrap gap-2">
          {content.learnCards.map((card) => (
            <li key={card}>
              <PlainLinkButton
                href={learnHref(card)}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                variant="ghost"
              >
                {text.learn[card]}
              </PlainLinkButton>
            </li>
          ))}
        </ul>
      </Card>
      {content.requestCards.length > 0 ? (
        <section aria-labelledby="home-requests" className="flex flex-col gap-3">
          <h2 id="home-requests" className="text-lg font-semibold text-text">
            {t`Other services`}
          </h2>
          <Grid columns={2} gap={3}>
            {content.requestCards.map((card) => (
              <Card key={card} title={text.request[card].title}>
                <p className="mb-3 text-sm text-muted">{text.request[card].body}</p>
                <PlainLinkButton href={REQUEST_HREF[card]} size="sm">
                  {text.request[card].action}
                </PlainLinkButton>
              </Card>
            ))}
          </Grid>
        </section>
      ) : null}
    </Stack>
  );
}

function TodayFigures({ businessId, environment }: { businessId: string; environment: string }) {
  const { t } = useLingui();
  const session = useSession();
  const figures = useQuery(todayFiguresQueryOptions(session, businessId, environment, startOfToday()));
  if (figures.isError)
    return <ErrorState message={t`Today's figures could not be loaded.`} onRetry={() => void figures.refetch()} />;
  const data = figures.data;
  const tile = (label: string, value: number | undefined, note?: string) => (
    <div className="flex flex-col gap-1 rounded-brand border border-border bg-surface p-4 text-text">
      <span className="text-sm text-muted">{label}</span>
      <span className="text-xl font-semibold">
        {data && value !== undefined ? (
          <Amount value={value} currency={data.currency} />
        ) : (
          <Skeleton className="h-7 w-32" />
        )}
      </span>
      {note ? <span className="text-xs text-muted">{note}</span> : null}
    </div>
  );
  return (
    <section aria-label={t`Today at a glance`}>
      <Grid columns={3} gap={3}>
        {tile(t`Collected today`, data?.collectedToday, data ? t`${data.paymentsToday} payments` : undefined)}
        {tile(t`Pending settlement`, data?.pendingSettlement)}
        {tile(t`Available balance`, data?.balance)}
      </Grid>
    </section>
  );
}
