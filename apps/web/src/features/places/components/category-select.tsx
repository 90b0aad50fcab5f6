import { useTranslation } from '@/lib/i18n-react';
import { useErrorMessage } from '@/lib/error-message';
import { useCategories } from '../api/get-categories';
import { LookupSelect } from './lookup-select';

interface CategorySelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
}

export function CategorySelect({ value, onChange }: CategorySelectProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const categories = useCategories();
  return (
    <LookupSelect
      name="category_id"
      label={t('places.category')}
      placeholder={categories.isPending ? t('state.loading') : t('places.category.all')}
      options={categories.data ?? []}
      value={value}
      onChange={onChange}
      busy={categories.isPending}
      error={categories.isError ? errorMessage(categories.error) : undefined}
    />
  );
}
