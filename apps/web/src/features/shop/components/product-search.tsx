import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import { centsToDollars } from '@camtour/shared/domain/money';
import { SearchCombobox } from '@/components/ui/search-combobox';
import { useFormat } from '@/lib/format';
import { useFollowedValue } from '@/lib/hooks/use-followed-value';
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
  const [term, setTerm] = useFollowedValue(value);
  const { suggestions, loading } = useProductSuggestions(term);
  const options = suggestions.map((product) => ({
    ...product,
    key: String(product.id),
    image: product.thumbnail,
  }));

  return (
    <SearchCombobox
      term={term}
      onTermChange={setTerm}
      options={options}
      ready={wantsSuggestions(term)}
      loading={loading}
      onPick={(product) => void navigate(`/product/detail/${product.id}`)}
      onSearch={onSearch}
      labels={{
        label: t('search.label'),
        placeholder: t('search.placeholder'),
        submit: t('search.submit'),
        suggestions: t('search.suggestions'),
      }}
      renderOption={(product) => (
        <>
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">
            {localized(i18n.language, product.name, product.name_km)}
          </span>
          <span className="text-sm font-semibold text-jungle-800">
            {format.usd(centsToDollars(product.price_cents))}
          </span>
        </>
      )}
    />
  );
}
