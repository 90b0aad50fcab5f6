import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { inputStyles } from './form-controls';
import { pictureSrc } from '@/lib/picture-src';

export interface ComboboxOption {
  key: string;
  /** The group the option is listed under, when the list has groups. */
  group?: string;
  /** A small picture before the option's text (decorative: the text names it). */
  image?: string;
}

const VARIANTS = {
  /** On a photo (the home hero): white, large, with a shadow. */
  hero: {
    form: 'relative text-ink',
    icon: 'left-4',
    input:
      'block w-full rounded-full border border-white/60 bg-white py-3.5 pl-12 text-base text-ink shadow-lg placeholder:text-ink-muted focus:border-jungle-600 focus:outline-none focus:ring-4 focus:ring-sand-400/50',
    inputEnd: (clearable: boolean) => (clearable ? 'pr-36' : 'pr-26'),
    submit: 'py-2.5',
    option: 'px-4',
    image: {
      width: 44,
      height: 44,
      className: 'size-11 shrink-0 rounded-lg bg-sand-50 object-cover',
    },
  },
  /** In a page, like the other fields. */
  inline: {
    form: 'relative',
    icon: 'left-3.5',
    input: `${inputStyles} rounded-full py-3 pl-11`,
    inputEnd: () => 'pr-28',
    submit: 'py-2',
    option: 'px-3',
    image: {
      width: 40,
      height: 40,
      className: 'size-10 shrink-0 rounded-lg bg-sand-50 object-contain',
    },
  },
} as const;

interface SearchComboboxProps<T extends ComboboxOption> {
  /** What is typed; the caller keeps it (and asks for suggestions with it). */
  term: string;
  onTermChange: (term: string) => void;
  options: readonly T[];
  /** Whether the typed text is long enough to list suggestions. */
  ready: boolean;
  loading: boolean;
  onPick: (option: T) => void;
  onSearch: (term: string) => void;
  /** With it, a clear button shows while `clearable`. */
  onClear?: () => void;
  clearable?: boolean;
  /** The option's text (its `image` comes before it). */
  renderOption: (option: T) => ReactNode;
  /** Listed in this order under their labels; without groups the options form one list. */
  groups?: readonly { id: string; label: string }[];
  labels: {
    label: string;
    placeholder: string;
    submit: string;
    suggestions: string;
    clear?: string;
  };
  variant?: keyof typeof VARIANTS;
  inputType?: 'text' | 'search';
  testId?: string;
  optionTestId?: (option: T) => string | undefined;
}

/**
 * A search box whose suggestions open below it as a listbox (the ARIA combobox pattern). Arrow
 * keys move through them, Enter opens the highlighted one or, with none highlighted, searches;
 * Escape closes the list.
 */
export function SearchCombobox<T extends ComboboxOption>({
  term,
  onTermChange,
  options,
  ready,
  loading,
  onPick,
  onSearch,
  onClear,
  clearable = false,
  renderOption,
  groups,
  labels,
  variant = 'inline',
  inputType = 'search',
  testId,
  optionTestId,
}: SearchComboboxProps<T>) {
  const style = VARIANTS[variant];
  const id = useId();
  const listId = `${id}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Grouped lists show their options group by group: the keyboard follows that order.
  const ordered = groups
    ? groups.flatMap((group) => options.filter((option) => option.group === group.id))
    : options;
  const expanded = open && ready && ordered.length > 0;
  const activeIndex = expanded && active < ordered.length ? active : -1;
  const showClear = onClear !== undefined && clearable;

  const pick = (index: number) => {
    const option = ordered[index];
    if (!option) return;
    setOpen(false);
    onPick(option);
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
      if (ordered.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const count = ordered.length;
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

  const renderItem = (option: T, index: number) => (
    <li
      key={option.key}
      id={`${listId}-${index}`}
      role="option"
      aria-selected={index === activeIndex}
      data-testid={optionTestId?.(option)}
      // Chosen on mouse down: the input's blur would close the list before a click.
      onMouseDown={(event) => {
        event.preventDefault();
        pick(index);
      }}
      onMouseEnter={() => setActive(index)}
      className={`flex cursor-pointer items-center gap-3 ${style.option} py-2 ${
        index === activeIndex ? 'bg-jungle-50' : ''
      }`}
    >
      {option.image !== undefined && (
        <img src={pictureSrc(option.image, 480)} alt="" {...style.image} />
      )}
      {renderOption(option)}
    </li>
  );

  const renderGroup = (group: { id: string; label: string }) => {
    const items = ordered
      .map((option, index) => ({ option, index }))
      .filter(({ option }) => option.group === group.id);
    if (items.length === 0) return null;
    return (
      <li role="presentation" key={group.id}>
        <p
          className="px-4 pb-1 pt-2 text-xs font-semibold text-sand-800"
          id={`${listId}-${group.id}`}
        >
          {group.label}
        </p>
        <ul role="group" aria-labelledby={`${listId}-${group.id}`}>
          {items.map(({ option, index }) => renderItem(option, index))}
        </ul>
      </li>
    );
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className={style.form}
      aria-label={labels.label}
      data-testid={testId}
    >
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`pointer-events-none absolute ${style.icon} top-1/2 size-5 -translate-y-1/2 text-ink-muted`}
          fill="none"
        >
          <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={id}
          type={inputType}
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          placeholder={labels.placeholder}
          className={`${style.input} ${style.inputEnd(showClear)}`}
          value={term}
          maxLength={100}
          onChange={(event) => {
            onTermChange(event.target.value);
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
          {showClear && (
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onClear();
              }}
              className="grid size-9 place-items-center rounded-full text-xl text-ink-muted hover:bg-sand-100 hover:text-ink"
              aria-label={labels.clear}
              data-testid={testId ? `${testId}-clear` : undefined}
            >
              ×
            </button>
          )}
          <button
            type="submit"
            className={`rounded-full bg-jungle-700 px-4 ${style.submit} text-sm font-semibold text-white hover:bg-jungle-800`}
          >
            {labels.submit}
          </button>
        </div>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={labels.suggestions}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-sand-200 bg-white py-1 shadow-xl"
      >
        {expanded &&
          (groups
            ? groups.map(renderGroup)
            : ordered.map((option, index) => renderItem(option, index)))}
      </ul>
    </form>
  );
}
