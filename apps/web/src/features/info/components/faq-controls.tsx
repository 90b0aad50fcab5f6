import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { inputStyles } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';
import { faqGroupAnchor, type FaqSection } from '../lib/faq-search';

/** The search box of /faq; what it holds is also in the address (?q=). */
export function FaqSearchBox({
  value,
  onChange,
  onClear,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <div role="search" className="flex flex-col gap-1.5">
      <label htmlFor="faq-search" className="text-sm font-semibold text-ink">
        {t('faq.search.label')}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-ink-muted"
        >
          <svg viewBox="0 0 20 20" fill="none" className="size-5">
            <circle cx="9" cy="9" r="5.5" stroke="currentColor" strokeWidth="1.8" />
            <path d="m13.5 13.5 3.5 3.5" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </span>
        <input
          ref={inputRef}
          id="faq-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) onClear();
          }}
          placeholder={t('faq.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={`${inputStyles} py-3 pl-11 pr-11 [&::-webkit-search-cancel-button]:hidden`}
        />
        {value && (
          <button
            type="button"
            onClick={onClear}
            aria-label={t('faq.search.clear')}
            className="absolute right-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-xl leading-none text-ink-muted hover:bg-sand-100 hover:text-ink"
          >
            ×
          </button>
        )}
      </div>
    </div>
  );
}

/** Chips to each topic (the ones the search left), with how many questions each holds. */
export function FaqGroupNav({ sections }: { sections: readonly FaqSection[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { search } = useLocation();
  return (
    <nav aria-label={t('faq.nav.label')}>
      <ul className="flex flex-wrap gap-2">
        {sections.map(({ group, entries }) => (
          <li key={group}>
            <Link
              to={{ search, hash: faqGroupAnchor(group) }}
              className="inline-flex items-center gap-1.5 rounded-full border border-sand-200 bg-white px-3 py-1.5 text-sm font-medium text-jungle-800 shadow-sm hover:border-jungle-300 hover:bg-jungle-50"
            >
              {t(`faq.group.${group}`)}
              <span className="rounded-full bg-sand-100 px-1.5 text-xs font-semibold text-ink-muted">
                {format.number(entries.length)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
