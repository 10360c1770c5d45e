/**
 * Feedback and rating forms (spec 000 §2 help menu "feedback", §4 rating after switching back to
 * the old balance view, §5 "rating required", §7 hidden fields). The feedback dialog shows the
 * `feedbackSent` confirmation after submit; the rating dialog closes once sent.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { Button } from "../../components/ui/button.tsx";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { Dialog } from "../../components/ui/overlays.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import type { Business, User } from "../../contract/user.ts";
import { TEXT_LIMITS } from "../../domain/input/text.ts";
import {
  FeedbackFormSchema,
  feedbackHiddenFields,
  fieldMessages,
  type PromptFormMessage,
  RatingFormSchema,
} from "../../domain/prompts/prompts.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { sendFeedback } from "./api.ts";
import { CallError, PromptForm, useFormMessages, usePromptCall } from "./use-prompt-call.tsx";

export interface FeedbackAbout {
  user: Pick<User, "user_id" | "email" | "entity">;
  business: Pick<Business, "id" | "name">;
}

interface FeedbackFormProps extends FeedbackAbout {
  /** "feedback": rating and 3–500 characters; "rating": rating required, comment optional. */
  kind: "feedback" | "rating";
  ratingLabel: string;
  commentLabel: string;
  onSent: () => void;
  onCancel: () => void;
}

/** One form for both: a 1–5 rating, a comment with a counter and the hidden fields. Keeps what was typed when sending fails. */
export function FeedbackForm({ kind, ratingLabel, commentLabel, user, business, onSent, onCancel }: FeedbackFormProps) {
  const { t } = useLingui();
  const { session } = usePromptCall();
  const errorText = useDescribeError();
  const formMessage = useFormMessages();
  const [rating, setRating] = useState<string | undefined>();
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, PromptFormMessage>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hidden = feedbackHiddenFields({ user, business, rating: rating ? Number(rating) : 0 });
  const options = [
    { id: "1", label: t`1 — Very poor` },
    { id: "2", label: t`2 — Poor` },
    { id: "3", label: t`3 — Okay` },
    { id: "4", label: t`4 — Good` },
    { id: "5", label: t`5 — Very good` },
  ];

  const submit = async () => {
    const schema = kind === "feedback" ? FeedbackFormSchema : RatingFormSchema;
    const parsed = v.safeParse(schema, { rating: rating ? Number(rating) : undefined, feedback: comment.trim() });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.issues));
      return;
    }
    setErrors({});
    setServerError(null);
    setSending(true);
    try {
      await sendFeedback(session, {
        ...hidden,
        ...(parsed.output.rating !== undefined ? { rating: parsed.output.rating } : {}),
        ...(parsed.output.feedback ? { feedback: parsed.output.feedback } : {}),
      });
      onSent();
    } catch (error) {
      setServerError(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <PromptForm onSubmit={() => void submit()}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <RadioGroup
        label={ratingLabel}
        options={options}
        onChange={(next) => {
          setRating(next);
          setErrors(({ rating: _, ...rest }) => rest);
        }}
        isRequired
        errorMessage={formMessage(errors.rating)}
      />
      <TextAreaField
        label={commentLabel}
        maxLength={TEXT_LIMITS.feedback}
        defaultValue={comment}
        isRequired={kind === "feedback"}
        errorMessage={formMessage(errors.feedback)}
        onChange={(next) => {
          setComment(next);
          setErrors(({ feedback: _, ...rest }) => rest);
        }}
      />
      <CallError message={serverError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onCancel} isDisabled={sending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isPending={sending}>
          {t`Send`}
        </Button>
      </div>
    </PromptForm>
  );
}

export interface FeedbackDialogProps extends FeedbackAbout {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The help menu's feedback dialog; after submit it shows the `feedbackSent` confirmation. */
export function FeedbackDialog({ isOpen, onOpenChange, user, business }: FeedbackDialogProps) {
  const { t } = useLingui();
  const [sent, setSent] = useState(false);
  const change = (open: boolean) => {
    if (!open) setSent(false);
    onOpenChange(open);
  };
  if (sent) {
    return (
      <Dialog
        title={t`Feedback sent`}
        isOpen={isOpen}
        onOpenChange={change}
        size="sm"
        actions={(close) => <Button onPress={close}>{t`Close`}</Button>}
      >
        <p>
          <Trans>Thank you! Your feedback helps us improve the dashboard.</Trans>
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog title={t`Send feedback`} isOpen={isOpen} onOpenChange={change}>
      <FeedbackForm
        kind="feedback"
        ratingLabel={t`How would you rate the dashboard?`}
        commentLabel={t`Your feedback`}
        user={user}
        business={business}
        onSent={() => setSent(true)}
        onCancel={() => change(false)}
      />
    </Dialog>
  );
}

/** spec 000 §4: after switching back to the old balance view; a rating is required, then it closes. */
export function RatingDialog({ isOpen, onOpenChange, user, business }: FeedbackDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Rate the new balance view`} isOpen={isOpen} onOpenChange={onOpenChange}>
      <p className="mb-4 text-sm text-muted">
        <Trans>You switched back to the old view. Tell us how the new one worked for you.</Trans>
      </p>
      <FeedbackForm
        kind="rating"
        ratingLabel={t`How would you rate the new balance view?`}
        commentLabel={t`What could be better? (optional)`}
        user={user}
        business={business}
        onSent={() => onOpenChange(false)}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
