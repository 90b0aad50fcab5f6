import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localized } from '@camtour/shared/domain/localize';
import { centsToDollars } from '@camtour/shared/domain/money';
import { inputStyles } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';
import { useProductSuggestions, wantsSuggestions } from '../hooks/use-product-suggestions';

interface ProductSearchProps {
  /** The search in the URL; the box follows it (back button, "clear filters"). */
  value: string;
  onSearch: (term: string) => void;
}

/**
 * The shop's search box: a combobox whose suggestions (at most 5) appear once more than two
 * characters are typed, 300 ms after the typing stops. Arrow keys move through them, Enter
 * opens the highlighted product or, with none highlighted, searches the list.
 */
export function ProductSearch({ value, onSearch }: ProductSearchProps) {
  const { t, i18n } = useTranslation('shop');
  const format = useFormat();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [term, setTerm] = useState(value);
  const [followed, setFollowed] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  if (value !== followed) {
    setFollowed(value);
    setTerm(value);
  }

  const { suggestions, loading } = useProductSuggestions(term);
  const expanded = open && wantsSuggestions(term) && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  const pick = (index: number) => {
    const product = suggestions[index];
    if (!product) return;
    setOpen(false);
    void navigate(`/product/detail/${product.id}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (activeIndex >= 0) {
      pick(activeIndex);
      return;
    }
    setOpen(false);
    onSearch(term.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const count = suggestions.length;
      setActive(
        event.key === 'ArrowDown'
          ? (activeIndex + 1) % count
          : activeIndex <= 0
            ? count - 1
            : activeIndex - 1,
      );
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" onSubmit={submit} className="relative" aria-label={t('search.label')}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
          fill="none"
        >
          <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          placeholder={t('search.placeholder')}
          className={`${inputStyles} rounded-full py-3 pl-11 pr-28`}
          value={term}
          maxLength={100}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div className="absolute right-1.5 top-1/2 flex -translate-y-1/2 items-center gap-1">
          {loading && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-jungle-200 border-t-jungle-700"
            />
          )}
          <button
            type="submit"
            className="rounded-full bg-jungle-700 px-4 py-2 text-sm font-semibold text-white hover:bg-jungle-800"
          >
            {t('search.submit')}
          </button>
        </div>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-sand-200 bg-white py-1 shadow-xl"
      >
        {expanded &&
          suggestions.map((product, index) => (
            <li
              key={product.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Chosen on mouse down: the input's blur would close the list before a click.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(index);
              }}
              onMouseEnter={() => setActive(index)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${
                index === activeIndex ? 'bg-jungle-50' : ''
              }`}
            >
              <img
                src={product.thumbnail}
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded-lg bg-sand-50 object-contain"
              />
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">
                {localized(i18n.language, product.name, product.name_km)}
              </span>
              <span className="text-sm font-semibold text-jungle-800">
                {format.usd(centsToDollars(product.price_cents))}
              </span>
            </li>
          ))}
      </ul>
    </form>
  );
}
