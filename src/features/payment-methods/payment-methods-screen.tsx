/**
 * /settings/payment-methods (spec 001 §2, §4; spec 002 §2.3): a tab per category, a card per
 * method; `#e-wallets` opens the e-wallet sign-up. Applying opens the product's onboarding form
 * and the method then shows pending with its track and estimated live date.
 */
import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { LinkButton } from "../../components/ui/button.tsx";
import { Grid, PageHeader, Skeleton, Stack } from "../../components/ui/layout.tsx";
import { LazyConfirmDialog, LazyDialog } from "../../components/ui/lazy-dialog.tsx";
import { EmptyState, ErrorState } from "../../components/ui/states.tsx";
import { HashTabs, type TabSpec } from "../../components/ui/tabs.tsx";
import { toast } from "../../components/ui/toast.tsx";
import type { PaymentMethod } from "../../contract/activation.ts";
import { ACTIVATE_REQUIRES, ONBOARDING_PRODUCT, type OnboardingProduct } from "../../contract/payment-methods.ts";
import { activateAction, type Category, cardStatus, offeredIn } from "../../domain/payment-methods/rules.ts";
import { canSeePage } from "../../domain/visibility/pages.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { applyForAlfamart, paymentMethodKeys, paymentMethodsQueryOptions } from "./api.ts";
import { MethodCard } from "./method-card.tsx";
import { DanaSubmitForm, OnboardingForm } from "./onboarding-forms.tsx";
import { RetailOutletsSection } from "./retail-outlets.tsx";
import { VirtualAccountsSection } from "./virtual-accounts.tsx";

/** The tab (and URL hash) of each category. */
const TAB_OF: Record<Category, string> = {
  E_WALLET: "e-wallets",
  QR_CODE: "qr-codes",
  DIRECT_DEBIT: "direct-debit",
  OVER_THE_COUNTER: "retail-outlets",
  CARDS: "cards",
  VIRTUAL_ACCOUNT: "virtual-accounts",
};

const FORM_OF: Record<string, OnboardingProduct> = Object.fromEntries(
  (Object.entries(ONBOARDING_PRODUCT) as [OnboardingProduct, string][]).map(([form, product]) => [product, form]),
);

export function PaymentMethodsScreen() {
  const { t } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const describeError = useDescribeError();
  const { user, business, environment, visibility } = useRouteContext({ from: "/_app" });
  const env = environment.environment;
  const methods = useQuery(paymentMethodsQueryOptions(session, business.id, env));
  const [applying, setApplying] = useState<PaymentMethod | null>(null);
  const canActivate = ACTIVATE_REQUIRES.some((flag) => user[flag]);
  const cardsAllowed = canSeePage("credit_cards", visibility);
  const escrow = brand.features.escrowSetting;
  const now = Date.now();

  const saved = (method: PaymentMethod) => {
    queryClient.setQueryData(paymentMethodKeys.methods(business.id, env), (old: PaymentMethod[] | undefined) =>
      old?.map((m) => (m.product === method.product ? method : m)),
    );
    void queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
  };

  if (methods.isError)
    return (
      <Stack>
        <PageHeader title={t`Payment methods`} />
        <ErrorState message={t`The payment methods could not be loaded.`} onRetry={() => void methods.refetch()} />
      </Stack>
    );
  if (!methods.data)
    return (
      <Stack>
        <PageHeader title={t`Payment methods`} />
        <Skeleton className="h-64" />
      </Stack>
    );

  const offered = methods.data.filter((m) => offeredIn(m.product, business.country_of_operation));
  const label: Record<Category, string> = {
    E_WALLET: t`E-wallets`,
    QR_CODE: t`QR codes`,
    DIRECT_DEBIT: t`Direct debit`,
    OVER_THE_COUNTER: t`Retail outlets`,
    CARDS: t`Cards`,
    VIRTUAL_ACCOUNT: t`Virtual accounts`,
  };

  const cards = (category: Category) => {
    const list = offered.filter((m) => m.category === category);
    if (list.length === 0) return <EmptyState title={t`No payment methods of this kind in your country yet.`} />;
    return (
      <Grid columns={2} gap={3}>
        {list.map((method) => {
          const status = cardStatus(method, cardsAllowed);
          const hasForm = Boolean(FORM_OF[method.product]) || method.product === "Alfamart";
          const action = activateAction(method, { canActivate, escrow, cardStatus: status, selfService: hasForm });
          return (
            <MethodCard
              key={method.product}
              method={method}
              cardStatus={status}
              action={action}
              now={now}
              onActivate={() => setApplying(method)}
              extra={
                method.product === "DANA" &&
                method.status === "PENDING" &&
                method.sub_status === "new_submission" &&
                canActivate ? (
                  <details className="rounded-brand border border-border p-3">
                    <summary className="cursor-pointer text-sm font-medium">{t`Send DANA your merchant data`}</summary>
                    <div className="mt-3">
                      <DanaSubmitForm
                        onSubmitted={(m) => {
                          saved(m);
                          toast.success(t`Sent to DANA.`);
                        }}
                      />
                    </div>
                  </details>
                ) : null
              }
            />
          );
        })}
      </Grid>
    );
  };

  const tabs: TabSpec[] = (Object.keys(TAB_OF) as Category[])
    .filter((category) => category !== "CARDS" || offered.some((m) => m.category === "CARDS"))
    .map((category) => ({
      id: TAB_OF[category],
      label: label[category],
      content: (
        <Stack gap={4}>
          {category === "CARDS" && cardsAllowed ? (
            <div>
              <LinkButton href="/settings/payment-methods/cards-configuration" size="sm">
                {t`Cards configuration`}
              </LinkButton>
            </div>
          ) : null}
          {cards(category)}
          {category === "OVER_THE_COUNTER" && business.country_of_operation === "ID" ? <RetailOutletsSection /> : null}
          {category === "VIRTUAL_ACCOUNT" && business.country_of_operation === "ID" ? (
            <VirtualAccountsSection bcaVa={offered.find((m) => m.product === "BCA VA")} />
          ) : null}
        </Stack>
      ),
    }));

  const form = applying ? FORM_OF[applying.product] : undefined;
  return (
    <Stack gap={4}>
      <PageHeader
        title={t`Payment methods`}
        description={t`Choose how your customers pay you. Each method opens after its partner approves your application.`}
      />
      <HashTabs aria-label={t`Payment method categories`} tabs={tabs} />
      <Suspense fallback={null}>
        {applying && form ? (
          <LazyDialog
            isOpen
            size="lg"
            title={t`Apply for ${applying.method_name}`}
            onOpenChange={(open) => (open ? null : setApplying(null))}
          >
            <OnboardingForm
              product={form}
              onApplied={(method) => {
                saved(method);
                setApplying(null);
                toast.success(t`Application sent: ${method.method_name} is now pending.`);
              }}
            />
          </LazyDialog>
        ) : null}
        {applying && applying.product === "Alfamart" ? (
          <LazyConfirmDialog
            isOpen
            onOpenChange={(open) => (open ? null : setApplying(null))}
            title={t`Apply for ${applying.method_name}`}
            confirmLabel={t`Apply`}
            onConfirm={async () => {
              try {
                const method = await applyForAlfamart(session);
                saved(method);
                toast.success(t`Application sent: ${method.method_name} is now pending.`);
              } catch (error) {
                toast.error(describeError(error));
              }
              setApplying(null);
            }}
          >
            {t`Your customers will be able to pay at ALFAMART stores once the application is approved.`}
          </LazyConfirmDialog>
        ) : null}
      </Suspense>
    </Stack>
  );
}
