import { z } from '../zod';
import { IdSchema, LangQuerySchema } from './common';
import { ProductCategoryListSchema } from './shop';

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

export const ProvinceListSchema = z.array(ProvinceLookupSchema);
/** Districts of a province, communes of a district, villages of a commune: one shape. */
export const PlaceLookupListSchema = z.array(PlaceLookupSchema);

export const PlaceListQuerySchema = LangQuerySchema;

/** GET /api/web/view/categories: location categories, or with type=product the shop's. */
export const CategoryListQuerySchema = PlaceListQuerySchema.extend({
  type: z.enum(['location', 'product'], { error: 'field-invalid-option' }).default('location'),
});

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

export const LocationCategoryListSchema = z.array(LocationCategorySchema);

/** Documents 1 and 3 read location categories there, document 2 product categories (`type`). */
export const CategoryListSchema = z.union([LocationCategoryListSchema, ProductCategoryListSchema]);
export type CategoryList = z.infer<typeof CategoryListSchema>;
