/**
 * The request forms linked from home (spec 001 §5, §7): request for sales (topics Pricing,
 * Product, Others), the company-establishment service and early settlement. A failed send keeps
 * what was typed and says why.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { Card } from "../../components/ui/display.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { type RequestKind, sendRequest } from "./api.ts";

export { REQUEST_KINDS } from "../../domain/activation/requests.ts";

type Topic = "Pricing" | "Product" | "Others";

export function RequestScreen({ kind }: { kind: RequestKind }) {
  const { t } = useLingui();
  const session = useSession();
  const explain = useDescribeError();
  const [topic, setTopic] = useState<Topic>("Pricing");
  const [message, setMessage] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | undefined>();
  const sales = kind === "request-for-sales";
  const title = {
    "request-for-sales": t`Talk to our sales team`,
    "company-establishment-service": t`Company establishment service`,
    "early-settlement": t`Early settlement`,
  }[kind];
  const intro = {
    "request-for-sales": t`Tell us what you need and our sales team will contact you.`,
    "company-establishment-service": t`We can help you set up a company (PT) so you can activate as a business.`,
    "early-settlement": t`Ask to receive your payments faster than the standard settlement time.`,
  }[kind];

  if (state === "sent") {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4 md:p-6">
        <PageHeader title={title} />
        <Card>
          <p role="status">{t`Thank you. We received your request and will contact you soon.`}</p>
          <div className="mt-4">
            <LinkButton href="/home" variant="secondary">{t`Back to home`}</LinkButton>
          </div>
        </Card>
      </div>
    );
  }

  async function send() {
    setError(null);
    const text = message.trim();
    if (sales && text.length < 3) {
      setMessageError(t`Write at least 3 characters.`);
      return;
    }
    setMessageError(undefined);
    setState("sending");
    try {
      await sendRequest(session, kind, sales ? { topic, message: text } : { message: text });
      setState("sent");
    } catch (e) {
      setState("idle");
      setError(explain(e) || t`Something went wrong on our side. Please try again.`);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4 md:p-6">
      <PageHeader title={title} description={intro} />
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {sales ? (
          <RadioGroup
            label={t`Topic`}
            orientation="horizontal"
            value={topic}
            onChange={(value) => setTopic(value as Topic)}
            options={[
              { id: "Pricing", label: t`Pricing` },
              { id: "Product", label: t`Product` },
              { id: "Others", label: t`Others` },
            ]}
          />
        ) : null}
        <TextAreaField
          label={sales ? t`Your message` : t`Anything we should know? (optional)`}
          maxLength={500}
          defaultValue={message}
          onChange={setMessage}
          errorMessage={messageError}
        />
        {error ? (
          <div role="alert">
            <Banner tone="danger" title={t`The request was not sent`}>
              {error}
            </Banner>
          </div>
        ) : null}
        <Button type="submit" isPending={state === "sending"} className="sm:self-end">
          {t`Send request`}
        </Button>
      </form>
    </div>
  );
}
