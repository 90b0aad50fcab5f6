import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import { centsToDollars } from '@camtour/shared/domain/money';
import { SearchCombobox } from '@/components/ui/search-combobox';
import { useFormat } from '@/lib/format';
import { useFollowedValue } from '@/lib/hooks/use-followed-value';
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
  const [term, setTerm] = useFollowedValue(value);

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

  return (
    <SearchCombobox
      variant="hero"
      inputType="text"
      testId="home-search"
      term={term}
      onTermChange={setTerm}
      options={options}
      ready={wantsSuggestions(term)}
      loading={suggestions.loading}
      onPick={(option) => void navigate(option.to)}
      onSearch={onSearch}
      onClear={() => {
        setTerm('');
        onClear();
      }}
      clearable={term !== '' || value !== ''}
      groups={[
        { id: 'locations', label: t('search.group.locations') },
        { id: 'products', label: t('search.group.products') },
      ]}
      labels={{
        label: t('search.label'),
        placeholder: t('search.placeholder'),
        submit: t('search.submit'),
        suggestions: t('search.suggestions'),
        clear: t('search.clear'),
      }}
      optionTestId={(option) => `suggestion-${option.group}`}
      renderOption={(option) => (
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-ink">{option.label}</span>
          <span className="block truncate text-xs text-ink-muted">{option.detail}</span>
        </span>
      )}
    />
  );
}
