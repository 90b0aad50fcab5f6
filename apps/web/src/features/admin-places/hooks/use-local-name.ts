import { useTranslation } from '@/lib/i18n-react';

/** A row's name in the page's language (Khmer pages show the Khmer name). */
export function useLocalName() {
  const { i18n } = useTranslation();
  const km = i18n.language === 'km';
  return (row: { name_en: string; name_km: string }) => (km ? row.name_km : row.name_en);
}

/** Rows as the choices of a select: their id, named in the page's language. */
export function useLocalChoices() {
  const named = useLocalName();
  return (rows: readonly { id: number; name_en: string; name_km: string }[]) =>
    rows.map((row) => ({ value: row.id, label: named(row) }));
}
