import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { FAQ } from '@camtour/shared/data/faq';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormat } from '@/lib/format';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useFollowedValue } from '@/lib/hooks/use-followed-value';
import { useCopyFaqLink } from '../hooks/use-copy-faq-link';
import { useFaqAnchor } from '../hooks/use-faq-anchor';
import { useFaqOpen } from '../hooks/use-faq-open';
import {
  buildFaqIndex,
  faqGroupAnchor,
  groupFaq,
  queryTerms,
  searchFaq,
  type FaqLang,
} from '../lib/faq-search';
import { FaqEntryItem, type FaqLinkTarget } from './faq-entry';
import { FaqGroupNav, FaqSearchBox } from './faq-controls';

const ENTRY_IDS: ReadonlySet<string> = new Set(FAQ.map((entry) => entry.id));
/** The address follows the search box once typing pauses, not on every key. */
const URL_SYNC_MS = 300;

/**
 * /faq: every question of the shared FAQ in the page's language, by topic, searchable, each
 * answer linkable as /faq#<id>. The data (about 60 KB) comes with this page's chunk only.
 */
export function FaqPage({ linkTarget }: { linkTarget: (path: string) => FaqLinkTarget | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang: FaqLang = format.lang === 'km' ? 'km' : 'en';
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  // The box is edited locally (the router updates the address in a transition, too late for
  // a controlled input); the address follows, and back/forward bring the box along.
  const [query, setQuery] = useFollowedValue(urlQuery);
  const settled = useDebouncedValue(query, URL_SYNC_MS);
  const inputRef = useRef<HTMLInputElement>(null);

  const writeUrl = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  // Only a settled box writes the address; the latest address and box are read, not watched.
  const syncUrl = useEffectEvent((value: string) => {
    if (value !== urlQuery && value === query) writeUrl(value);
  });
  useEffect(() => {
    syncUrl(settled);
  }, [settled]);

  const index = useMemo(() => buildFaqIndex(FAQ, lang), [lang]);
  const matches = useMemo(() => searchFaq(index, query), [index, query]);
  const sections = useMemo(() => groupFaq(matches), [matches]);
  const shownIds = useMemo(() => new Set(matches.map((entry) => entry.id)), [matches]);
  const searching = queryTerms(query).length > 0;
  const { isOpen, setOpen } = useFaqOpen(searching);
  const openEntry = (id: string) => setOpen(id, true);
  const targetId = useFaqAnchor({ entryIds: ENTRY_IDS, shownIds, openEntry });
  const copyLink = useCopyFaqLink();

  const clear = () => {
    setQuery('');
    writeUrl('');
    inputRef.current?.focus();
  };

  const total = format.number(matches.length);
  const summary = searching
    ? t('faq.results', { count: matches.length, total, query: query.trim() })
    : t('faq.summary', {
        count: matches.length,
        total,
        groups: format.number(sections.length),
      });

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-4">
        <FaqSearchBox value={query} onChange={setQuery} onClear={clear} inputRef={inputRef} />
        {/* With nothing found the empty state says it; the count is still announced. */}
        <p
          role="status"
          className={matches.length === 0 ? 'sr-only' : 'text-sm text-ink-muted'}
          data-testid="faq-count"
        >
          {summary}
        </p>
        {sections.length > 0 && <FaqGroupNav sections={sections} />}
      </div>

      {sections.length === 0 ? (
        <EmptyState
          testId="faq-empty"
          title={t('faq.empty.title', { query: query.trim() })}
          body={t('faq.empty.body')}
          reset={{ label: t('faq.search.clear'), onClick: clear }}
        />
      ) : (
        sections.map(({ group, entries }) => (
          <section
            key={group}
            id={faqGroupAnchor(group)}
            aria-labelledby={`${faqGroupAnchor(group)}-title`}
            className="flex scroll-mt-28 flex-col gap-3"
            data-testid="faq-group"
          >
            <h2
              id={`${faqGroupAnchor(group)}-title`}
              tabIndex={-1}
              data-anchor-focus
              className="text-xl font-semibold leading-display text-jungle-900 outline-none"
            >
              {t(`faq.group.${group}`)}
            </h2>
            {entries.map((entry) => (
              <FaqEntryItem
                key={entry.id}
                entry={entry}
                lang={lang}
                open={isOpen(entry.id)}
                targeted={targetId === entry.id}
                onOpenChange={setOpen}
                onCopyLink={(id) => void copyLink(id)}
                linkTarget={linkTarget}
              />
            ))}
          </section>
        ))
      )}
    </div>
  );
}
