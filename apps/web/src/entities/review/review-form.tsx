import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { z } from 'zod';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError, FormAlert, inputStyles } from '@/components/ui/form-controls';
import { StarIcon } from '@/components/ui/stars';
import { toast } from '@/components/ui/toast-store';
import { isApiError } from '@/lib/api-client';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { useErrorMessage } from '@/lib/error-message';

export type ReviewSubject = 'product' | 'location' | 'hotel';

export interface ReviewInput {
  star: number;
  comment: string;
}

/** The review's schema from `@camtour/shared` (products and places word their errors apart). */
export type ReviewSchema = z.ZodType<ReviewInput, { star: unknown; comment: unknown }>;

/** The mutation that sends a review; the feature that owns the endpoint makes it. */
export interface ReviewMutation {
  isPending: boolean;
  mutate: (
    input: ReviewInput,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

type FieldErrors = { star?: string; comment?: string };

/** Field errors (keys of the errors namespace) of a review, checked as the server checks it. */
export function validateReview(schema: ReviewSchema, input: ReviewInput): FieldErrors {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'star' || field === 'comment') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

interface ReviewFormProps {
  subject: ReviewSubject;
  /**
   * Loads the review's schema. Zod and the schema module are not part of the page that shows the
   * reviews: building them took 15 to 30 ms of a fast machine's main thread on every load, for a
   * form few visitors open. The form starts loading it as it opens.
   */
  loadSchema: () => Promise<ReviewSchema>;
  create: ReviewMutation;
  onDone: () => void;
  /** The server answered 401: the visitor is asked to log in instead. */
  onNeedLogin: () => void;
  testId?: string;
}

/** Star picker 1-5 and a comment (documents 2 §5 and 3 §5), checked as the server does. */
export function ReviewForm({
  subject,
  loadSchema,
  create,
  onDone,
  onNeedLogin,
  testId = 'review-form',
}: ReviewFormProps) {
  const { t, i18n } = useTranslation('reviews');
  const message = useErrorMessage();
  const id = useId();
  const [star, setStar] = useState(0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<unknown>(null);
  const schemaOnce = useLazyModule(loadSchema, setFormError);
  const errorText = (key: string | undefined) =>
    key ? i18n.t(key as 'success', { ns: 'errors' }) : undefined;

  useEffect(() => {
    // Ready by the time the visitor has chosen the stars; a failure shows on submit.
    loadSchema().catch(() => undefined);
  }, [loadSchema]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const schema = await schemaOnce();
    if (!schema) return;
    const errors = validateReview(schema, { star, comment });
    setFieldErrors(errors);
    if (errors.star || errors.comment) return;
    create.mutate(
      { star, comment: comment.trim() },
      {
        onSuccess: () => {
          toast.success(i18n.t('review-submitted', { ns: 'errors' }));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 401) return onNeedLogin();
          if (isApiError(error) && (error.fieldError('star') || error.fieldError('comment'))) {
            setFieldErrors({
              star: error.fieldError('star'),
              comment: error.fieldError('comment'),
            });
            return;
          }
          setFormError(error);
        },
      },
    );
  };

  const shown = hover || star;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4 rounded-3xl border border-sand-200 bg-sand-50/60 p-5"
      data-testid={testId}
      aria-busy={create.isPending}
    >
      {formError !== null && <FormAlert tone="error">{message(formError)}</FormAlert>}
      <fieldset aria-describedby={fieldErrors.star ? `${id}-star-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('rating')}</legend>
        <div className="flex gap-1" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-full p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-jungle-600"
              onMouseEnter={() => setHover(value)}
            >
              <input
                type="radio"
                name={`${id}-star`}
                value={value}
                checked={star === value}
                onChange={() => {
                  setStar(value);
                  setFieldErrors((current) => ({ ...current, star: undefined }));
                }}
                className="sr-only"
                aria-label={t('stars', { count: value })}
              />
              <StarIcon on={value <= shown} size="xl" />
            </label>
          ))}
        </div>
        {fieldErrors.star && (
          <FieldError id={`${id}-star-error`}>{errorText(fieldErrors.star)}</FieldError>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-semibold text-ink">
          {t('comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          maxLength={2000}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setFieldErrors((current) => ({ ...current, comment: undefined }));
          }}
          placeholder={t(`comment.placeholder.${subject}`)}
          aria-invalid={fieldErrors.comment ? true : undefined}
          aria-describedby={fieldErrors.comment ? `${id}-comment-error` : undefined}
          className={inputStyles}
        />
        {fieldErrors.comment && (
          <FieldError id={`${id}-comment-error`}>{errorText(fieldErrors.comment)}</FieldError>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={create.isPending}>
          {create.isPending ? t('submitting') : t('submit')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={onDone}
          disabled={create.isPending}
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
