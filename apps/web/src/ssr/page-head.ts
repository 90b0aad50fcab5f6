import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from '@/lib/i18n-core';
import type { Lang } from '@camtour/shared/constants';
import { FAQ } from '@camtour/shared/data/faq';
import { localized } from '@camtour/shared/domain/localize';
import type { ProductCategory, ProductDetailResponse } from '@camtour/shared/schemas/shop';
import type { HotelDetail, LocationDetail } from '@camtour/shared/schemas/travel';
import {
  metaDescription,
  ogImage,
  renderHeadTags,
  withLang,
  type PageHead,
} from '@camtour/shared/seo/head';
import {
  breadcrumbLd,
  faqPageLd,
  faqQas,
  hotelLd,
  organizationLd,
  productLd,
  touristAttractionLd,
  websiteLd,
} from '@camtour/shared/seo/json-ld';
import { ROUTE_META, routeAncestry } from '@/app/route-meta';
import { hotelQueryOptions } from '@/features/hotels/api/get-hotel';
import { locationDetailQueryKey } from '@/features/location-detail/api/get-location-detail';
import { shopCategoriesQueryOptions } from '@/features/shop/api/get-categories';
import { productQueryKey } from '@/features/shop/api/get-product';
import type { SsrRouteId } from './ssr-routes';

export interface PageHeadInput {
  routeId: SsrRouteId;
  params: Record<string, string | undefined>;
  url: string;
  lang: Lang;
  origin: string;
  queryClient: QueryClient;
  t: TFunction;
}

const idOf = (value: string | undefined): number => Number.parseInt(value ?? '', 10);

/** The breadcrumb of the route (Home, its parents, the page), its last step named `name`. */
function crumbs(input: PageHeadInput, name: string, path: string) {
  const { t, lang } = input;
  const chain = routeAncestry(input.routeId);
  return [
    { name: t('route.home'), path: withLang('/', lang) },
    ...chain.slice(0, -1).map((id) => ({
      name: t(`route.${id}`),
      path: withLang(ROUTE_META[id].path, lang),
    })),
    { name, path: withLang(path, lang) },
  ];
}

/** The page's own head: its item's name, text, picture and schema.org description when it has one. */
function headOf(input: PageHeadInput): PageHead {
  const { routeId, t, lang, origin, queryClient } = input;
  const path = input.url.split('?')[0] ?? '/';
  const brand = t('brand.name');
  const routeTitle = t(`route.${routeId}`);
  const generic: PageHead = {
    lang,
    title: routeId === 'home' ? t('brand.title') : `${routeTitle} | ${brand}`,
    description: t(`meta.${routeId}`),
    path,
    jsonLd:
      routeId === 'home'
        ? [organizationLd(origin), websiteLd(origin, lang)]
        : [breadcrumbLd(crumbs(input, routeTitle, path), origin)],
  };
  const page = { origin, path: withLang(path, lang), lang };

  if (routeId === 'locationDetail') {
    const id = idOf(input.params.id);
    const place = queryClient.getQueryData<LocationDetail>(locationDetailQueryKey(id));
    if (!place) return { ...generic, noindex: true };
    const name = localized(lang, place.name, place.name_km);
    const text = localized(lang, place.description, place.description_local);
    return {
      ...generic,
      title: `${name} | ${brand}`,
      description: metaDescription(text || generic.description),
      type: 'place',
      image: ogImage('location', id, name),
      jsonLd: [
        touristAttractionLd(place, { ...page, images: [ogImage('location', id, name).url] }),
        breadcrumbLd(crumbs(input, name, path), origin),
      ],
    };
  }
  if (routeId === 'hotelDetail') {
    const id = idOf(input.params.id);
    const hotel = queryClient.getQueryData<HotelDetail>(hotelQueryOptions(id).queryKey);
    if (!hotel) return { ...generic, noindex: true };
    const name = localized(lang, hotel.name, hotel.name_km);
    return {
      ...generic,
      title: `${name} | ${brand}`,
      description: metaDescription(
        localized(lang, hotel.description, hotel.description_km) || generic.description,
      ),
      image: ogImage('hotel', id, name),
      jsonLd: [
        hotelLd(
          hotel,
          { ...page, images: [ogImage('hotel', id, name).url] },
          // The guests' reviews (decision 029); none yet gives no aggregateRating.
          { rating: hotel.rate_star, count: hotel.review_count },
        ),
        breadcrumbLd(crumbs(input, name, path), origin),
      ],
    };
  }
  if (routeId === 'productDetail') {
    const id = idOf(input.params.id);
    const answer = queryClient.getQueryData<ProductDetailResponse>(productQueryKey(id));
    if (!answer) return { ...generic, noindex: true };
    const product = answer.product;
    const name = localized(lang, product.name, product.name_km);
    return {
      ...generic,
      title: `${name} | ${brand}`,
      description: metaDescription(
        localized(lang, product.description, product.description_km) || generic.description,
      ),
      type: 'product',
      image: ogImage('product', id, name),
      jsonLd: [
        productLd(product, { ...page, images: [ogImage('product', id, name).url] }),
        breadcrumbLd(crumbs(input, name, path), origin),
      ],
    };
  }
  if (routeId === 'productCategory') {
    const categories = queryClient.getQueryData<ProductCategory[]>(
      shopCategoriesQueryOptions().queryKey,
    );
    const category = categories?.find((c) => c.slug === input.params.slug);
    if (!category) return { ...generic, noindex: categories !== undefined };
    const name = localized(lang, category.name, category.name_km);
    return {
      ...generic,
      title: `${name} | ${brand}`,
      description: metaDescription(
        localized(lang, category.description, category.description_km) || generic.description,
      ),
      jsonLd: [breadcrumbLd(crumbs(input, name, path), origin)],
    };
  }
  if (routeId === 'faq') {
    return {
      ...generic,
      jsonLd: [...(generic.jsonLd ?? []), faqPageLd(faqQas(FAQ, lang))],
    };
  }
  return generic;
}

/**
 * The <head> tags of a server-rendered page in its language (D16), and whether the item the
 * address names is missing (the page is then a 404 that search engines should not index).
 */
export function pageHead(input: PageHeadInput): { tags: string; missing: boolean } {
  const head = headOf(input);
  return { tags: renderHeadTags(head, input.origin), missing: head.noindex === true };
}
