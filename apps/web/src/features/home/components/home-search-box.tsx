import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localized } from '@camtour/shared/domain/localize';
import { centsToDollars } from '@camtour/shared/domain/money';
import { useFormat } from '@/lib/format';
import { useHomeSuggestions, wantsSuggestions } from '../hooks/use-home-suggestions';

interface HomeSearchBoxProps {
  /** The search in the address; the box follows it (back button, clear). */
  value: string;
  onSearch: (term: string) => void;
  onClear: () => void;
}

interface Option {
  key: string;
  to: string;
  label: string;
  detail: string;
  image: string;
  group: 'locations' | 'products';
}

/**
 * The home search: a combobox whose suggestions (3 places, 2 products) appear once 2
 * characters are typed, 300 ms after the typing stops. Enter opens the highlighted
 * suggestion or, with none highlighted, shows the results below.
 */
export function HomeSearchBox({ value, onSearch, onClear }: HomeSearchBoxProps) {
  const { t, i18n } = useTranslation('discovery');
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

  const lang = i18n.language;
  const suggestions = useHomeSuggestions(term);
  const options: Option[] = [
    ...suggestions.locations.map((location) => ({
      key: `l${location.id}`,
      to: `/location/detail/${location.id}`,
      label: localized(lang, location.name, location.name_km),
      detail: localized(lang, location.province.name, location.province.name_km),
      image: location.is_thumbnail,
      group: 'locations' as const,
    })),
    ...suggestions.products.map((product) => ({
      key: `p${product.id}`,
      to: `/product/detail/${product.id}`,
      label: localized(lang, product.name, product.name_km),
      detail: format.usd(centsToDollars(product.price_cents)),
      image: product.thumbnail,
      group: 'products' as const,
    })),
  ];
  const expanded = open && wantsSuggestions(term) && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;

  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    void navigate(option.to);
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
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const count = options.length;
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

  const clear = () => {
    setTerm('');
    setOpen(false);
    onClear();
  };

  const renderGroup = (group: Option['group']) => {
    const items = options
      .map((option, index) => ({ option, index }))
      .filter(({ option }) => option.group === group);
    if (items.length === 0) return null;
    return (
      <li role="presentation">
        <p className="px-4 pb-1 pt-2 text-xs font-semibold text-sand-800" id={`${listId}-${group}`}>
          {t(`search.group.${group}`)}
        </p>
        <ul role="group" aria-labelledby={`${listId}-${group}`}>
          {items.map(({ option, index }) => (
            <li
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              data-testid={`suggestion-${group}`}
              // Chosen on mouse down: the input's blur would close the list before a click.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(index);
              }}
              onMouseEnter={() => setActive(index)}
              className={`flex cursor-pointer items-center gap-3 px-4 py-2 ${
                index === activeIndex ? 'bg-jungle-50' : ''
              }`}
            >
              <img
                src={option.image}
                alt=""
                width={44}
                height={44}
                className="size-11 shrink-0 rounded-lg bg-sand-50 object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink">
                  {option.label}
                </span>
                <span className="block truncate text-xs text-ink-muted">{option.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </li>
    );
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className="relative text-ink"
      aria-label={t('search.label')}
      data-testid="home-search"
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
          fill="none"
        >
          <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          placeholder={t('search.placeholder')}
          className={`block w-full rounded-full border border-white/60 bg-white py-3.5 pl-12 ${term !== '' || value !== '' ? 'pr-36' : 'pr-26'} text-base text-ink shadow-lg placeholder:text-ink-muted focus:border-jungle-600 focus:outline-none focus:ring-4 focus:ring-sand-400/50`}
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
          {suggestions.loading && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-jungle-200 border-t-jungle-700"
            />
          )}
          {(term !== '' || value !== '') && (
            <button
              type="button"
              onClick={clear}
              className="grid size-9 place-items-center rounded-full text-xl text-ink-muted hover:bg-sand-100 hover:text-ink"
              aria-label={t('search.clear')}
              data-testid="home-search-clear"
            >
              ×
            </button>
          )}
          <button
            type="submit"
            className="rounded-full bg-jungle-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-jungle-800"
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
        {expanded && (
          <>
            {renderGroup('locations')}
            {renderGroup('products')}
          </>
        )}
      </ul>
    </form>
  );
}
