import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/** Quick questions and an answer's follow-ups; a click asks the question. */
export function SuggestionChips({
  items,
  onPick,
}: {
  items: readonly string[];
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation('chatbot');
  const labelId = useId();
  if (items.length === 0) return null;
  return (
    <div className="mt-4 pl-1" data-testid="chat-suggestions">
      <p className="text-xs font-semibold text-ink-muted" id={labelId}>
        {t('suggestions')}
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-labelledby={labelId}>
        {items.map((item) => (
          <li key={item}>
            <button
              type="button"
              onClick={() => onPick(item)}
              className="rounded-full border border-sand-300 bg-sand-50 px-3 py-1.5 text-left text-sm text-jungle-900 transition-colors hover:border-jungle-600 hover:bg-jungle-50"
            >
              {item}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
