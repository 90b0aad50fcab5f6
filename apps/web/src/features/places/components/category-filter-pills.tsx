import { useTranslation } from '@/lib/i18n-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '../api/get-categories';

interface CategoryFilterPillsProps {
  /** The chosen category's slug, or null for all. */
  value: string | null;
  onChange: (slug: string | null) => void;
}

/** Toggle pills that filter a list in place (the home list, document 3 §4), unlike the link pills. */
export function CategoryFilterPills({ value, onChange }: CategoryFilterPillsProps) {
  const { t } = useTranslation('discovery');
  const { data, isPending, isError } = useCategories();
  if (isPending) {
    return (
      <div className="flex flex-wrap gap-2" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-28 rounded-full" />
        ))}
      </div>
    );
  }
  // The list still shows without its filter; the categories section reports the failure.
  if (isError || data.length === 0) return null;
  const pill =
    'flex shrink-0 items-center whitespace-nowrap gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition aria-pressed:border-jungle-700 aria-pressed:bg-jungle-700 aria-pressed:text-white border-sand-200 bg-white text-jungle-900 hover:border-jungle-400';
  return (
    <div
      role="group"
      aria-label={t('home.filter.label')}
      // One scrolling row on phones: twelve wrapped pills would push the list off the screen.
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      data-testid="category-filter"
    >
      <button
        type="button"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
        className={pill}
      >
        {t('home.filter.all')}
      </button>
      {data.map((category) => (
        <button
          key={category.id}
          type="button"
          aria-pressed={value === category.slug}
          onClick={() => onChange(value === category.slug ? null : category.slug)}
          className={pill}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}
