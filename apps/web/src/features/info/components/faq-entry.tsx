import type { SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { FaqEntry } from '@camtour/shared/data/faq';
import type { FaqLang } from '../lib/faq-search';

/** Where one of an answer's own-site links goes, and what it says; the app knows its routes. */
export interface FaqLinkTarget {
  to: string;
  label: string;
}

interface FaqEntryItemProps {
  entry: FaqEntry;
  lang: FaqLang;
  open: boolean;
  /** The entry the address (/faq#id) names: marked so the eye finds it. */
  targeted: boolean;
  onOpenChange: (id: string, open: boolean) => void;
  onCopyLink: (id: string) => void;
  linkTarget: (path: string) => FaqLinkTarget | null;
}

/**
 * One question as a native details/summary: keyboard, screen-reader state and find-in-page come
 * from the browser. The open state is the page's, so a linked answer can be opened from outside.
 */
export function FaqEntryItem({
  entry,
  lang,
  open,
  targeted,
  onOpenChange,
  onCopyLink,
  linkTarget,
}: FaqEntryItemProps) {
  const { t } = useTranslation();
  const links = entry.links
    .map((path) => linkTarget(path))
    .filter((target): target is FaqLinkTarget => target !== null);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const now = event.currentTarget.open;
    if (now !== open) onOpenChange(entry.id, now);
  };

  return (
    <details
      id={entry.id}
      open={open}
      onToggle={onToggle}
      data-testid="faq-entry"
      className={`group scroll-mt-28 rounded-2xl border bg-white shadow-sm transition-colors open:border-jungle-200 ${
        targeted ? 'border-jungle-500 ring-2 ring-jungle-500/30' : 'border-sand-200'
      }`}
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-jungle-900 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-jungle-600 [&::-webkit-details-marker]:hidden">
        <span>{entry.question[lang]}</span>
        <span
          aria-hidden="true"
          className="mt-0.5 text-xl leading-none text-sand-600 transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="flex flex-col gap-4 px-5 pb-5">
        <p className="text-ink-muted">{entry.answer[lang]}</p>
        <div className="flex flex-wrap items-center gap-2">
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="inline-flex items-center gap-1 rounded-full bg-jungle-50 px-3 py-1.5 text-sm font-semibold text-jungle-800 hover:bg-jungle-100 hover:underline"
            >
              {link.label}
              <span aria-hidden="true">→</span>
            </Link>
          ))}
          <button
            type="button"
            onClick={() => onCopyLink(entry.id)}
            className="ml-auto inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-ink-muted hover:bg-sand-100 hover:text-jungle-800"
            aria-label={t('faq.copy.label', { question: entry.question[lang] })}
            data-testid="faq-copy-link"
          >
            <LinkIcon />
            {t('faq.copy')}
          </button>
        </div>
      </div>
    </details>
  );
}

function LinkIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="size-4">
      <path
        d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
