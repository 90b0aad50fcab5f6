import { useTranslation } from 'react-i18next';
import { setLanguage, type Lang } from '@/lib/i18n';

const OPTIONS: readonly { lang: Lang; label: string; short: string }[] = [
  { lang: 'en', label: 'English', short: 'EN' },
  { lang: 'km', label: 'ខ្មែរ', short: 'ខ្មែរ' },
];

/** Each language is named in itself, so a visitor who cannot read the other one still finds theirs. */
export function LanguageToggle({ size = 'compact' }: { size?: 'compact' | 'full' | 'switch' }) {
  const { t, i18n } = useTranslation();
  if (size === 'switch') {
    // One button naming the other language: the narrow header of tablets has no room for two.
    const other = OPTIONS.find((option) => option.lang !== i18n.language) ?? OPTIONS[1];
    return (
      <button
        type="button"
        lang={other?.lang}
        onClick={() => other && void setLanguage(other.lang)}
        className="whitespace-nowrap rounded-full border border-sand-300 bg-white px-3 py-1 text-sm font-semibold text-jungle-800 hover:bg-jungle-50"
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
            aria-label={size === 'compact' ? option.label : undefined}
            onClick={() => void setLanguage(option.lang)}
            className={`rounded-full px-3 py-1 text-sm font-semibold transition-colors ${
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
