import { useId, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { CHAT_MESSAGE_MAX } from '@camtour/shared/schemas/chatbot';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { canSend } from '../lib/conversation';

/** The counter shows once a question nears the limit: earlier it is noise. */
export const COUNTER_FROM = CHAT_MESSAGE_MAX - 100;

interface ChatComposerProps {
  draft: string;
  typing: boolean;
  refusal: unknown;
  onDraft: (text: string) => void;
  onSend: () => void;
  input: RefObject<HTMLInputElement | null>;
}

/** The text box and send button; sending is refused while the bot types (document 1 §5). */
export function ChatComposer({
  draft,
  typing,
  refusal,
  onDraft,
  onSend,
  input,
}: ChatComposerProps) {
  const { t } = useTranslation('chatbot');
  const format = useFormat();
  const errorText = useErrorMessage();
  const id = useId();
  const ready = canSend(draft, typing);
  const left = CHAT_MESSAGE_MAX - draft.length;
  const described = [
    refusal ? `${id}-error` : null,
    draft.length >= COUNTER_FROM ? `${id}-count` : null,
  ]
    .filter(Boolean)
    .join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter while the bot types does nothing: the text stays for when it has answered.
    if (ready) onSend();
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-1.5 px-4 pb-4 pt-2.5"
      data-testid="chat-composer"
    >
      <label htmlFor={id} className="sr-only">
        {t('input.label')}
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={input}
          id={id}
          type="text"
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t('input.placeholder')}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onDraft(event.target.value)}
          className="min-w-0 flex-1 rounded-full border border-sand-300 bg-white px-4 py-2.5 text-ink shadow-sm placeholder:text-ink-muted/70 focus:border-jungle-600 focus:outline-none focus:ring-2 focus:ring-jungle-600/30 aria-[invalid=true]:border-red-600"
        />
        <button
          type="submit"
          disabled={!ready}
          aria-label={t('send')}
          title={typing ? t('send.wait') : t('send')}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-jungle-700 text-white shadow-sm transition-colors hover:bg-jungle-800 disabled:cursor-not-allowed disabled:bg-jungle-700/40"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10.2 15 12 3.4 13.8z" />
          </svg>
        </button>
      </div>
      {refusal ? (
        <p id={`${id}-error`} role="alert" className="px-2 text-sm text-red-700">
          {errorText(refusal)}
        </p>
      ) : null}
      {draft.length >= COUNTER_FROM && (
        <p
          id={`${id}-count`}
          aria-live="polite"
          className={`px-2 text-xs ${left <= 20 ? 'font-semibold text-sand-800' : 'text-ink-muted'}`}
        >
          {t('counter', { count: left, left: format.number(left) })}
        </p>
      )}
    </form>
  );
}
