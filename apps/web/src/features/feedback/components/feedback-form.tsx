import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_COMMENT_MIN } from '@camtour/shared/schemas/feedback';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError, FormAlert, inputStyles } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';
import { useFeedbackForm } from '../hooks/use-feedback-form';
import type { FeedbackProblem } from '../lib/feedback-problem';
import { FeedbackThanksDialog } from './feedback-thanks-dialog';

const FIELD_ID = 'feedback-comment';
const LOGIN_HREF = `/login?returnUrl=${encodeURIComponent('/about-us')}`;

/** The feedback form of /about-us (document 1 §2, §4; DECISIONS D11). */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const format = useFormat();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [thanksOpen, setThanksOpen] = useState(false);
  const form = useFeedbackForm({ onSent: () => setThanksOpen(true) });
  const onThanksOpenChange = (open: boolean) => {
    setThanksOpen(open);
    // The dialog has no trigger to give focus back to: the text box is where the visitor
    // continues. After the dialog has gone, or its focus trap would take focus back.
    if (!open) setTimeout(() => textarea.current?.focus(), 0);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  // The rule counts the trimmed text (document 1 §5), so the counter does too.
  const length = form.comment.trim().length;
  const over = length > FEEDBACK_COMMENT_MAX;
  const fieldError = form.fieldError ? errorText(form.fieldError, t) : undefined;
  const describedBy = [`${FIELD_ID}-hint`, `${FIELD_ID}-counter`, fieldError && `${FIELD_ID}-error`]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={form.sending}
        className="flex flex-col gap-4"
        data-testid="feedback-form"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={FIELD_ID} className="text-sm font-semibold text-ink">
            {t('field.label')}
          </label>
          <textarea
            ref={textarea}
            id={FIELD_ID}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            value={form.comment}
            onChange={(event) => form.setComment(event.target.value)}
            readOnly={form.sending}
            rows={6}
            placeholder={t('field.placeholder')}
            className={`${inputStyles} min-h-36 resize-y`}
          />
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs text-ink-muted">
            <p id={`${FIELD_ID}-hint`}>
              {t('field.hint', {
                min: format.number(FEEDBACK_COMMENT_MIN),
                max: format.number(FEEDBACK_COMMENT_MAX),
              })}
            </p>
            <p
              id={`${FIELD_ID}-counter`}
              data-testid="feedback-counter"
              className={`ml-auto tabular-nums ${over ? 'font-semibold text-red-700' : ''}`}
            >
              {t('field.counter', {
                count: format.number(length),
                max: format.number(FEEDBACK_COMMENT_MAX),
              })}
            </p>
          </div>
          {fieldError && <FieldError id={`${FIELD_ID}-error`}>{fieldError}</FieldError>}
        </div>

        {form.failure && (
          <FormAlert tone="error" testId="feedback-error">
            <ProblemText problem={form.failure} />
          </FormAlert>
        )}
        {form.sent && (
          <FormAlert tone="success" testId="feedback-success">
            {t('feedback-sent', { ns: 'errors' })}
          </FormAlert>
        )}

        <div>
          <button
            type="submit"
            disabled={!form.canSubmit}
            className={`${buttonStyles.primary} w-full sm:w-auto`}
          >
            {form.sending && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {form.sending ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
      <FeedbackThanksDialog open={thanksOpen} onOpenChange={onThanksOpenChange} />
    </>
  );
}

type T = ReturnType<typeof useTranslation<'feedback'>>['t'];

/** An errors-namespace key translated; a sentence the server wrote, as is. */
function errorText(keyOrText: string, t: T): string {
  return t(keyOrText as 'error-occurred-try-again', { ns: 'errors', defaultValue: keyOrText });
}

function ProblemText({ problem }: { problem: FeedbackProblem }) {
  const { t } = useTranslation('feedback');
  if (problem.kind === 'text') return <>{problem.text}</>;
  const message = errorText(problem.key, t);
  if (problem.kind !== 'login') return <>{message}</>;
  return (
    <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span>{message}</span>
      <Link to={LOGIN_HREF} className="font-semibold underline hover:no-underline">
        {t('login')}
      </Link>
    </span>
  );
}
