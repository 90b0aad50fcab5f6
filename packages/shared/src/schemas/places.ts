import { z } from 'zod';
import { IdSchema, LangQuerySchema } from './common';

/**
 * One entry of the lookup lists of document 1 §7 / document 3 §3: an id and
 * its names. `name` follows the requested `lang`; `name_en`, `name_km` and
 * `local_name` (the Khmer name, as the earlier product called it) are always
 * present so a page can show both.
 */
export const PlaceLookupSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_km: z.string(),
  local_name: z.string(),
  type: z.string(),
  type_km: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type PlaceLookup = z.infer<typeof PlaceLookupSchema>;

export const ProvinceLookupSchema = PlaceLookupSchema.extend({
  slug: z.string(),
});
export type ProvinceLookup = z.infer<typeof ProvinceLookupSchema>;

export const PlaceListQuerySchema = LangQuerySchema;

export const ProvinceIdParamsSchema = z.object({ provinceId: IdSchema });
export const DistrictIdParamsSchema = z.object({ districtId: IdSchema });
export const CommuneIdParamsSchema = z.object({ communeId: IdSchema });

/** Location category (document 3 §3 "Category: id, name, name_km, image, description"). */
export const LocationCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_km: z.string(),
  description: z.string(),
  description_en: z.string(),
  description_km: z.string(),
  image: z.string(),
});
export type LocationCategory = z.infer<typeof LocationCategorySchema>;
