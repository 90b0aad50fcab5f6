import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { compactCount } from '@camtour/shared/domain/wishlist';
import { formatNumber } from '@/lib/format';

/**
 * Document 1 §9: a wishlist count as the header shows it, "999", "1.0K", "1.2M" ("1.2លាន" in
 * Khmer). The number goes through Intl in the reader's language; the unit is a word of `common`.
 */
export function useCompactCount(): (count: number) => string {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback(
    (count: number) => {
      const { value, unit, decimals } = compactCount(count);
      const number = formatNumber(value, lang, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      return unit === '' ? number : t(`count.${unit}`, { value: number });
    },
    [t, lang],
  );
}
