import { useTranslation } from 'react-i18next';

/** A row's name in the page's language (Khmer pages show the Khmer name). */
export function useLocalName() {
  const { i18n } = useTranslation();
  const km = i18n.language === 'km';
  return (row: { name_en: string; name_km: string }) => (km ? row.name_km : row.name_en);
}
