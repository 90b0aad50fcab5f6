import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { CHATBOT_LOCATION_NAMES } from '@camtour/shared/data/chatbot-suggestions';
import { CHATBOT_LOCATIONS, type ChatbotLocation } from '@camtour/shared/schemas/chatbot';
import { currentLang } from '@/lib/i18n';

const OPTIONS: readonly (ChatbotLocation | null)[] = [null, ...CHATBOT_LOCATIONS];

/** Document 1 §4: Phnom Penh, Siem Reap, Battambang or none; sets the context and the chips. */
export function LocationChoice({
  value,
  onChange,
}: {
  value: ChatbotLocation | null;
  onChange: (location: ChatbotLocation | null) => void;
}) {
  const { t } = useTranslation('chatbot');
  const name = useId();
  const lang = currentLang();
  return (
    <fieldset
      className="flex min-w-0 items-center gap-2 border-b border-sand-200 bg-sand-50/70 px-3 py-2 sm:px-4"
      data-testid="chat-location"
    >
      <legend className="sr-only">{t('location.label')}</legend>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="hidden size-4 shrink-0 text-jungle-700 sm:block"
        fill="currentColor"
      >
        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
      </svg>
      {/* One row (the pin gives way on a phone); on a narrower screen it scrolls sideways rather than taking the messages' room. */}
      <div className="-my-1 flex min-w-0 flex-1 gap-1 overflow-x-auto py-1 sm:gap-1.5">
        {OPTIONS.map((location) => (
          <label
            key={location ?? 'none'}
            className="shrink-0 cursor-pointer whitespace-nowrap rounded-full border border-jungle-700/20 bg-white px-2 py-1 text-xs font-semibold sm:px-2.5 text-jungle-800 transition-colors hover:border-jungle-700 has-[:checked]:border-jungle-700 has-[:checked]:bg-jungle-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sand-400"
          >
            <input
              type="radio"
              name={name}
              value={location ?? ''}
              checked={value === location}
              onChange={() => onChange(location)}
              className="sr-only"
            />
            {location ? CHATBOT_LOCATION_NAMES[location][lang] : t('location.none')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
