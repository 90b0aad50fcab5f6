import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import {
  FEEDBACK_ERROR_MS,
  FEEDBACK_SUCCESS_MS,
  FeedbackCommentSchema,
} from '@camtour/shared/schemas/feedback';
import { useClearErrorsOnLanguageChange } from '@/lib/hooks/use-clear-errors-on-language-change';
import { useSendFeedback } from '../api/send-feedback';
import { feedbackProblem, type FeedbackProblem } from '../lib/feedback-problem';
import { useTimedValue } from './use-timed-value';

/*
 * The text survives a reload and the trip to /login and back (a 401 asks to log in): what the
 * visitor wrote is only forgotten once it has been sent.
 */
const DRAFT_KEY = 'camtour_feedback_draft';

function readDraft(): string {
  try {
    return window.sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch (_error) {
    return '';
  }
}

function writeDraft(value: string): void {
  try {
    if (value) window.sessionStorage.setItem(DRAFT_KEY, value);
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch (_error) {
    // Without storage the text still lives in the form; only a reload would lose it.
  }
}

/** The errors-namespace key of what is wrong with `comment`, or null (document 1 §5). */
export function commentProblem(comment: string): string | null {
  const result = FeedbackCommentSchema.safeParse(comment);
  return result.success ? null : (result.error.issues[0]?.message ?? 'please-enter-comment');
}

/**
 * The feedback form's state (document 1 §4 "Feedback"): sending, the success message (5 s), the
 * error message (10 s), and the comment, which is cleared only by a successful send.
 */
export function useFeedbackForm({ onSent }: { onSent: () => void }) {
  const { i18n } = useTranslation();
  const send = useSendFeedback();
  const [comment, setCommentValue] = useState(readDraft);
  // After a refused submit the field is checked as the visitor types, so the message follows.
  const [checking, setChecking] = useState(false);
  const success = useTimedValue<true>(FEEDBACK_SUCCESS_MS);
  const failure = useTimedValue<FeedbackProblem>(FEEDBACK_ERROR_MS);
  const clearFailure = failure.clear;

  useClearErrorsOnLanguageChange(
    useCallback(() => {
      setChecking(false);
      clearFailure();
    }, [clearFailure]),
  );

  const setComment = (value: string) => {
    setCommentValue(value);
    writeDraft(value);
    // The server's verdict was about the text as it was; an edited text awaits a new one.
    if (failure.value?.kind === 'field') clearFailure();
  };

  const submit = () => {
    if (send.isPending) return;
    setChecking(true);
    if (commentProblem(comment) !== null) {
      clearFailure();
      return;
    }
    success.clear();
    clearFailure();
    send.mutate(comment.trim(), {
      onSuccess: () => {
        setCommentValue('');
        writeDraft('');
        setChecking(false);
        success.show(true);
        onSent();
      },
      onError: (error) =>
        failure.show(feedbackProblem(error, (key) => i18n.exists(key, { ns: 'errors' }))),
    });
  };

  const serverField = failure.value?.kind === 'field' ? failure.value.key : null;
  return {
    comment,
    setComment,
    submit,
    sending: send.isPending,
    canSubmit: comment.trim() !== '' && !send.isPending,
    /** Under the field: the rule the text breaks, else what the server said about it. */
    fieldError: (checking ? commentProblem(comment) : null) ?? serverField,
    /** About the whole form (not the text): login, rate limit, server or network trouble. */
    failure: failure.value?.kind === 'field' ? null : failure.value,
    sent: success.value !== null,
  };
}
