import { useTranslation } from '@/lib/i18n-react';

/** Picks the Khmer text on a Khmer page (the English one when the Khmer is empty), else English. */
export function useLocalName() {
  const { i18n } = useTranslation();
  const km = i18n.language === 'km';
  return (en: string, kmText: string) => (km && kmText ? kmText : en);
}
