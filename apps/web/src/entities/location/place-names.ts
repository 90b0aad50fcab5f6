import { localized } from '@camtour/shared/domain/localize';
import type { LocationCard } from '@camtour/shared/schemas/travel';

type Named = { name: string; name_km: string } | null;

/** A place or category name in the page's language (the API answers in it; this is the backstop). */
export function nameOf(lang: string, item: Named): string {
  return item ? localized(lang, item.name, item.name_km) : '';
}

/** Village, commune, district, province: the levels the card shows (document 3 §2), known ones only. */
export function placeLine(lang: string, location: LocationCard): string[] {
  const parts = [location.village, location.commune, location.district, location.province]
    .map((item) => nameOf(lang, item))
    .filter((name) => name !== '');
  // "Siem Reap, Siem Reap": a district named after its province says nothing twice.
  return parts.filter((name, index) => parts.indexOf(name) === index);
}
