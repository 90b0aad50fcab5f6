import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@camtour/shared/constants';

/** The page language as the shared planner content names it. */
export function usePlannerLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'km' ? 'km' : 'en';
}
