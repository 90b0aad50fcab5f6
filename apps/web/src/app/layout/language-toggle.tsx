import { useTranslation } from '@/lib/i18n-react';
import { setLanguage, type Lang } from '@/lib/i18n';

const OPTIONS: readonly { lang: Lang; label: string; short: string }[] = [
  { lang: 'en', label: 'English', short: 'EN' },
  { lang: 'km', label: 'ខ្មែរ', short: 'ខ្មែរ' },
];

/*
 * The Khmer name on a page in English is drawn in the system's Khmer font: one word is not worth
 * the Khmer web font (tens of KB) on every English page. Phones and desktops that read Khmer have
 * one; the page itself in Khmer uses the web font.
 */
const SYSTEM_FONT = '[font-family:system-ui,sans-serif]';

/** Each language is named in itself, so a visitor who cannot read the other one still finds theirs. */
export function LanguageToggle({ size = 'compact' }: { size?: 'compact' | 'full' | 'switch' }) {
  const { t, i18n } = useTranslation();
  const fontOf = (lang: Lang) => (lang === 'km' && i18n.language !== 'km' ? SYSTEM_FONT : '');
  if (size === 'switch') {
    // One button naming the other language: the narrow header of tablets has no room for two.
    const other = OPTIONS.find((option) => option.lang !== i18n.language) ?? OPTIONS[1];
    return (
      <button
        type="button"
        lang={other?.lang}
        onClick={() => other && void setLanguage(other.lang)}
        className={`whitespace-nowrap rounded-full border border-sand-300 bg-white px-3 py-1 text-sm font-semibold text-jungle-800 hover:bg-jungle-50 ${other ? fontOf(other.lang) : ''}`}
      >
        {other?.label}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="inline-flex rounded-full border border-sand-300 bg-white p-0.5"
    >
      {OPTIONS.map((option) => {
        const active = i18n.language === option.lang;
        return (
          <button
            key={option.lang}
            type="button"
            lang={option.lang}
            aria-pressed={active}
            // The accessible name starts with the visible text ("EN, English"), as speech input
            // says what it sees; axe drops words in parentheses, so "English (EN)" did not count.
            aria-label={
              size === 'compact' && option.short !== option.label
                ? `${option.short}, ${option.label}`
                : undefined
            }
            onClick={() => void setLanguage(option.lang)}
            className={`rounded-full px-3 py-1 text-sm font-semibold transition-colors ${fontOf(option.lang)} ${
              active ? 'bg-jungle-700 text-white' : 'text-jungle-800 hover:bg-jungle-50'
            }`}
          >
            {size === 'compact' ? option.short : option.label}
          </button>
        );
      })}
    </div>
  );
}
