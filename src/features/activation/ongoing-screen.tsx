/**
 * /activation/ongoing-activation (spec 001 §2 "Ongoing-activation screens"): the tier-one message
 * (thanks, withdrawal, estimated time, fully live), the form-confirmed message, outstanding and
 * submitted documents, and the e-mail verification screen with resend (an 'oops' modal on
 * failure, spec 001 §8).
 */
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/display.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { OopsDialog } from "../../components/ui/oops-dialog.tsx";
import { documentsOf, isEntityType } from "../../domain/activation/variants.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { companyDetailQueryOptions, resendEmailVerification } from "./api.ts";

const SUBMITTED = [
  "FORM_CONFIRMED",
  "PENDING_VERIFICATION",
  "INSTANT_LIVE_PENDING_VERIFICATION",
  "AWAITING_DOCS",
  "INSTANT_LIVE_AWAITING_DOCS",
];

export function EmailVerification({ email }: { email: string }) {
  const { t } = useLingui();
  const session = useSession();
  const explain = useDescribeError();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Card title={t`Verify your e-mail address`}>
      <div className="flex flex-col gap-3">
        <p className="text-sm">{t`We sent a verification link to ${email}. Open it to finish activating your account.`}</p>
        {state === "sent" ? (
          <p role="status" className="text-sm text-success">
            {t`We sent the link again.`}
          </p>
        ) : null}
        <Button
          variant="secondary"
          className="self-start"
          isPending={state === "sending"}
          onPress={async () => {
            setState("sending");
            try {
              await resendEmailVerification(session);
              setState("sent");
            } catch (error) {
              setState("idle");
              setFailure(explain(error) || t`We could not send the verification e-mail.`);
            }
          }}
        >
          {t`Resend the verification e-mail`}
        </Button>
      </div>
      <OopsDialog
        isOpen={failure !== null}
        onClose={() => setFailure(null)}
        message={t`We could not send the verification e-mail. ${failure ?? ""}`}
      />
    </Card>
  );
}

export function OngoingActivationScreen({
  businessId,
  email,
  emailPending,
}: {
  businessId: string;
  email: string;
  emailPending: boolean;
}) {
  const { t } = useLingui();
  const session = useSession();
  const company = useSuspenseQuery(companyDetailQueryOptions(session, businessId)).data;
  const status = company.go_live_status;
  const submitted = company.common_company_detail_documents;
  const entity = isEntityType(company.entity_type) ? company.entity_type : null;
  const have = new Set(submitted.map((d) => d.document_name));
  const outstanding = entity
    ? documentsOf(entity)
        .filter((d) => d.document_type === "MANDATORY" && !have.has(d.document_name))
        .map((d) => d.document_name)
    : [];
  const statusText: Record<string, string> = {
    REGISTERED: t`Not submitted yet`,
    FORM_CONFIRMED: t`Form submitted: under review`,
    PENDING_VERIFICATION: t`Being verified`,
    AWAITING_DOCS: t`Waiting for documents`,
    TIER_1: t`Partly live (tier one)`,
    LIVE: t`Live`,
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 md:p-6">
      <PageHeader title={t`Your activation`} />
      <p className="text-text">
        {t`Activation status:`}{" "}
        <strong data-go-live-status={status}>{statusText[status] ?? status.replace(/_/g, " ").toLowerCase()}</strong>
      </p>
      {status === "TIER_1" ? (
        <Banner tone="success" title={t`Thank you! Your account is partly live.`}>
          <p>{t`You can accept payments now. Withdrawals open once your documents are verified.`}</p>
          <p>{t`Verification usually takes 2 to 3 business days. We will e-mail you when your account is fully live.`}</p>
        </Banner>
      ) : SUBMITTED.includes(status) ? (
        <Banner tone="info" title={t`Thank you, we received your activation form.`}>
          <p>{t`Our team is reviewing it; this usually takes 1 to 3 business days. We will e-mail you about the next step.`}</p>
        </Banner>
      ) : status === "REGISTERED" || status === "PENDING" ? (
        <Banner
          tone="warning"
          title={t`You have not submitted the activation form yet.`}
          action={<LinkButton href="/activation">{t`Continue activation`}</LinkButton>}
        />
      ) : null}
      {emailPending ? <EmailVerification email={email} /> : null}
      <Card title={t`Documents`}>
        <div className="flex flex-col gap-4">
          <section aria-label={t`Outstanding documents`}>
            <h3 className="font-semibold">{t`Still needed`}</h3>
            {outstanding.length === 0 ? (
              <p className="text-sm text-muted">{t`Nothing outstanding.`}</p>
            ) : (
              <ul className="list-disc pl-5 text-sm">
                {outstanding.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label={t`Submitted documents`}>
            <h3 className="font-semibold">{t`Submitted`}</h3>
            {submitted.length === 0 ? (
              <p className="text-sm text-muted">{t`No documents yet.`}</p>
            ) : (
              <ul className="list-disc pl-5 text-sm">
                {submitted.map((d) => (
                  <li key={d.file_id}>
                    {d.document_name}: {d.file_name}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </Card>
    </div>
  );
}
