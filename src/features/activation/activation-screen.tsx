/**
 * /activation and /activation-ph-individual (spec 001 §2 "Activation forms", §4 progress): the
 * multi-step form. Nothing typed is lost (DESIGN principle 7): every change is kept on this
 * device at once and on the gateway shortly after and on every step; coming back opens the
 * computed progress step with every field filled; a failed submit keeps everything and says why.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { toast } from "../../components/ui/toast.tsx";
import type { ActivationDraft } from "../../domain/activation/draft.ts";
import { activationError } from "../../domain/activation/errors.ts";
import { progressStep } from "../../domain/activation/progress.ts";
import { type StepErrors, stepErrors } from "../../domain/activation/steps.ts";
import { submitBody } from "../../domain/activation/submit.ts";
import { type EntityType, type StepKey, stepsOf } from "../../domain/activation/variants.ts";
import type { Country } from "../../domain/brand/sections.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import {
  activationKeys,
  clearLocalDraft,
  companyDetailQueryOptions,
  draftQueryOptions,
  saveDraft,
  saveLeadQualification,
  submitActivation,
  USER_QUERY_KEY,
  verifyNpwp,
  writeLocalDraft,
} from "./api.ts";
import { ActivationFormProvider, type Section } from "./form-context.tsx";
import { useActivationText } from "./messages.ts";
import { BusinessStep } from "./step-business.tsx";
import { DocumentsStep } from "./step-documents.tsx";
import { EntityStep, readLead, writeLead } from "./step-entity.tsx";
import { EstablishmentStep } from "./step-establishment.tsx";
import { PersonsStep } from "./step-persons.tsx";
import { ReviewStep } from "./step-review.tsx";

export interface ActivationScreenProps {
  businessId: string;
  country: Country;
  gatewayUrl: string;
  /** http websites are accepted in development (spec 000 §5). */
  development: boolean;
  /** /activation-ph-individual opens the Philippine individual form. */
  fixedEntity?: EntityType;
}

type SaveState = "idle" | "saving" | "saved" | "device";

export function ActivationScreen({ businessId, country, gatewayUrl, development, fixedEntity }: ActivationScreenProps) {
  const { t } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const text = useActivationText();
  const explainError = useDescribeError();
  const stored = useSuspenseQuery(draftQueryOptions(session, businessId)).data;
  const company = useQuery(companyDetailQueryOptions(session, businessId)).data;
  const alreadySubmitted = Boolean(company?.submitted_date) && company?.go_live_status !== "REGISTERED";
  const ctx = useMemo(() => ({ currentYear: new Date().getFullYear(), development }), [development]);

  const [draft, setDraft] = useState<ActivationDraft>(() =>
    fixedEntity && !stored.draft.entity_type ? { ...stored.draft, entity_type: fixedEntity } : stored.draft,
  );
  const steps = stepsOf(draft.entity_type);
  const [stepIndex, setStepIndex] = useState(() => Math.min(progressStep(draft, ctx), steps.length) - 1);
  const [reached, setReached] = useState(stepIndex);
  const [returnToReview, setReturnToReview] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saveState, setSaveState] = useState<SaveState>(stored.where === "device" ? "device" : "idle");
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [lead, setLead] = useState(() => readLead(businessId));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepKey: StepKey = steps[Math.min(stepIndex, steps.length - 1)] ?? "entity";
  const entity = draft.entity_type;

  const persist = useCallback(
    async (d: ActivationDraft): Promise<boolean> => {
      setSaveState("saving");
      try {
        await saveDraft(session, businessId, d);
        setSaveState("saved");
        return true;
      } catch {
        setSaveState("device");
        return false;
      }
    },
    [session, businessId],
  );

  // every change: this device at once, the gateway after a short pause
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    writeLocalDraft(businessId, draft);
    const timer = setTimeout(() => void persist(draft), 1500);
    return () => clearTimeout(timer);
  }, [draft, businessId, persist]);

  const update = useCallback((change: (d: ActivationDraft) => ActivationDraft) => setDraft(change), []);
  const setValue = useCallback((section: Section, key: string, value: string) => {
    setDraft((d) => ({ ...d, [section]: { ...(d[section] as Record<string, string>), [key]: value } }));
    setServerErrors((errors) => {
      const path = `${section}.${key}`;
      if (!(path in errors)) return errors;
      const { [path]: _, ...rest } = errors;
      return rest;
    });
  }, []);

  const errorsByStep = useMemo(() => {
    const all: Partial<Record<StepKey, StepErrors>> = {};
    for (const s of steps) all[s] = stepErrors(s, draft, country, ctx);
    return all;
  }, [steps, draft, country, ctx]);
  const currentErrors = errorsByStep[stepKey] ?? {};
  const shownErrors: StepErrors = showErrors
    ? stepKey === "review"
      ? Object.assign({}, ...Object.values(errorsByStep))
      : currentErrors
    : {};

  function goTo(index: number) {
    setShowErrors(false);
    setStepIndex(index);
    setReached((r) => Math.max(r, index));
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      // on a phone the step list scrolls sideways: keep the current step in sight
      document.querySelector("[aria-current='step']")?.scrollIntoView?.({ block: "nearest", inline: "center" });
    });
  }

  function focusFirstInvalid() {
    requestAnimationFrame(() => {
      const invalid = document.querySelector<HTMLElement>(
        "[data-activation-step] [aria-invalid='true'], [data-activation-step] [role='alert']",
      );
      invalid?.focus();
      invalid?.scrollIntoView?.({ block: "center" });
    });
  }

  async function next() {
    setSubmitError(null);
    if (Object.keys(currentErrors).length > 0) {
      setShowErrors(true);
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      if (stepKey === "entity") {
        const answers = lead.some((a) => a.key === "ROLE")
          ? lead
          : [...lead, { key: "ROLE", value1: "Founder / Owner / Director" }];
        writeLead(businessId, answers);
        void saveLeadQualification(session, answers, draft.usage_intents).catch(() => undefined);
      }
      if (stepKey === "establishment" && draft.permit.npwp) {
        try {
          const result = await verifyNpwp(session, draft.permit.npwp, draft.business.legal_name || "-");
          if (result.status === "PENDING")
            toast.show({ tone: "info", title: t`We are still checking the NPWP number.` });
          if (result.status === "FAILED") {
            setServerErrors({ "permit.npwp": text.errorText("npwpValidationMismatch") });
            return;
          }
        } catch (error) {
          const view = isHttpError(error) ? activationError(error.error_code) : null;
          if (view) {
            setServerErrors({ "permit.npwp": text.errorText(view.key) });
            focusFirstInvalid();
            return;
          }
          // the verification could not run: the form goes on, the review checks it again
        }
      }
      await persist(draft);
      goTo(returnToReview ? steps.length - 1 : stepIndex + 1);
      setReturnToReview(false);
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    setSubmitError(null);
    const problems = Object.values(errorsByStep).some((e) => e && Object.keys(e).length > 0);
    if (!entity || problems) {
      setShowErrors(true);
      setSubmitError(t`Some sections need attention. Open them with Edit.`);
      return;
    }
    setBusy(true);
    try {
      await persist(draft);
      const result = await submitActivation(session, submitBody({ ...draft, entity_type: entity }));
      clearLocalDraft(businessId);
      queryClient.setQueryData(activationKeys.company(businessId), result);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      await router.invalidate();
      toast.success(t`Your activation form was submitted.`);
      await navigate({ to: "/activation/ongoing-activation" });
    } catch (error) {
      const code = isHttpError(error) ? error.error_code : undefined;
      const view = activationError(code);
      const message = view ? text.errorText(view.key) : explainError(error) || text.errorText("unexpectedError");
      if (view && view.target !== "form") {
        const path = view.target === "npwp" ? "permit.npwp" : `business.${view.target}`;
        setServerErrors({ [path]: message });
      }
      setSubmitError(message);
    } finally {
      setBusy(false);
    }
  }

  function edit(step: StepKey) {
    setReturnToReview(true);
    goTo(steps.indexOf(step));
  }

  const saveText: Record<SaveState, string> = {
    idle: "",
    saving: t`Saving…`,
    saved: t`All changes saved.`,
    device: t`Saved on this device. We will save it to your account when the connection is back.`,
  };

  return (
    <ActivationFormProvider
      value={{ draft, country, businessId, gatewayUrl, errors: shownErrors, serverErrors, setValue, update }}
    >
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 md:p-6">
        <PageHeader
          title={t`Activate your account`}
          description={t`Tell us about your business to start accepting live payments. Your answers are saved as you go.`}
        />
        {alreadySubmitted ? (
          <Banner
            tone="info"
            title={t`You already submitted this form.`}
            action={<LinkButton href="/activation/ongoing-activation">{t`See your activation`}</LinkButton>}
          >
            {t`We are reviewing it. Changes you submit again replace what you sent.`}
          </Banner>
        ) : null}
        <nav aria-label={t`Activation steps`}>
          <p className="mb-2 text-sm text-muted">{t`Step ${stepIndex + 1} of ${steps.length}`}</p>
          <ol className="flex gap-2 overflow-x-auto pb-1">
            {steps.map((s, i) => (
              <li key={s} className="shrink-0">
                <Button
                  size="sm"
                  variant={i === stepIndex ? "primary" : "ghost"}
                  isDisabled={i > reached || busy}
                  aria-current={i === stepIndex ? "step" : undefined}
                  onPress={() => goTo(i)}
                >
                  {`${i + 1}. ${text.stepLabel(s)}`}
                </Button>
              </li>
            ))}
          </ol>
        </nav>
        <section data-activation-step={stepKey} aria-labelledby="activation-step-title" className="flex flex-col gap-4">
          <h2 id="activation-step-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {text.stepLabel(stepKey)}
          </h2>
          {stepKey === "entity" ? <EntityStep lead={lead} onLeadChange={setLead} fixedEntity={fixedEntity} /> : null}
          {stepKey === "business" ? <BusinessStep /> : null}
          {entity && stepKey === "establishment" ? <EstablishmentStep entity={entity} /> : null}
          {entity && stepKey === "persons" ? <PersonsStep entity={entity} /> : null}
          {entity && stepKey === "documents" ? <DocumentsStep entity={entity} /> : null}
          {entity && stepKey === "review" ? (
            <ReviewStep entity={entity} errorsByStep={showErrors ? errorsByStep : {}} onEdit={edit} />
          ) : null}
        </section>
        {submitError ? (
          <div role="alert">
            <Banner tone="danger" title={t`The form was not submitted`}>
              {submitError} {t`Everything you entered is kept.`}
            </Banner>
          </div>
        ) : null}
        <p aria-live="polite" className="min-h-5 text-sm text-muted">
          {saveText[saveState]}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          {stepIndex > 0 ? (
            <Button variant="secondary" isDisabled={busy} onPress={() => goTo(stepIndex - 1)}>
              {t`Back`}
            </Button>
          ) : (
            <span />
          )}
          {stepKey === "review" ? (
            <Button isPending={busy} onPress={() => void submit()}>
              {t`Submit activation form`}
            </Button>
          ) : (
            <Button isPending={busy} isDisabled={!entity && stepKey === "entity"} onPress={() => void next()}>
              {returnToReview ? t`Save and return to review` : t`Save and continue`}
            </Button>
          )}
        </div>
      </div>
    </ActivationFormProvider>
  );
}

/** What the activation routes pass from their route context. */
export interface ActivationRouteContext {
  business: { id: string; country_of_operation: Country };
  environment: { environment: string };
  config: { gatewayUrl: string };
}

/** The screen fed from a route's context (the /activation and /activation-ph-individual routes). */
export function ActivationRouteScreen({
  context,
  fixedEntity,
}: {
  context: ActivationRouteContext;
  fixedEntity?: EntityType;
}) {
  const { business } = context;
  return (
    <ActivationScreen
      key={business.id}
      businessId={business.id}
      country={business.country_of_operation}
      gatewayUrl={context.config.gatewayUrl}
      development={context.environment.environment === "DEVELOPMENT"}
      {...(fixedEntity ? { fixedEntity } : {})}
    />
  );
}
