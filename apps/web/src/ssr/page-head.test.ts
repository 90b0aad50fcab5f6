import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FAQ } from '@camtour/shared/data/faq';
import { shopCategoriesQueryOptions } from '@/features/shop/api/get-categories';
import { pageHead, type PageHeadInput } from './page-head';
import { createServerI18n } from './server-i18n';
import type { SsrRouteId } from './ssr-routes';

const ORIGIN = 'https://camtour.example';

function headOf(routeId: SsrRouteId, url: string, lang: 'en' | 'km', params = {}) {
  const i18n = createServerI18n(lang);
  const input: PageHeadInput = {
    routeId,
    params,
    url,
    lang,
    origin: ORIGIN,
    queryClient: new QueryClient(),
    t: i18n.t.bind(i18n),
  };
  return pageHead(input).tags;
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('pageHead', () => {
  it('titles a page by its route and language, with its own description', () => {
    const en = headOf('faq', '/faq', 'en');
    expect(en).toContain('<title>Frequently asked questions | CamTour</title>');
    expect(en).toMatch(/<meta name="description" content="Answers about trips/);
    const km = headOf('faq', '/faq', 'km');
    expect(km).toContain('<title>សំណួរដែលសួរញឹកញាប់ | CamTour</title>');
    expect(km).toContain(`<link rel="canonical" href="${ORIGIN}/faq?lang=km">`);
  });

  it('keeps list filters out of the canonical address', () => {
    const head = headOf('product', '/product?category=tents&page=2', 'en');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/product">`);
  });

  it('describes the FAQ as a FAQPage in the reader language, after its breadcrumb', () => {
    const lds = jsonLd(headOf('faq', '/faq', 'km'));
    expect(lds.map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
    const faq = lds[1] as { mainEntity: { name: string }[] };
    expect(faq.mainEntity).toHaveLength(FAQ.length);
    expect(faq.mainEntity[0]?.name).toBe(FAQ[0]?.question.km);
  });

  it('gives the home page the site and its publisher', () => {
    const head = headOf('home', '/', 'en');
    expect(head).toContain('<title>CamTour — Cambodia travel &amp; outdoor gear</title>');
    expect(jsonLd(head).map((ld) => ld['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('breadcrumbs a page under its parents, in its language', () => {
    const [crumbs] = jsonLd(headOf('hotels', '/siem-reap/hotels', 'km'));
    const items = (crumbs as { itemListElement: { name: string; item: string }[] }).itemListElement;
    expect(items.map((item) => item.item)).toEqual([
      `${ORIGIN}/?lang=km`,
      `${ORIGIN}/siem-reap?lang=km`,
      `${ORIGIN}/siem-reap/hotels?lang=km`,
    ]);
    expect(items[0]?.name).toBe('ទំព័រដើម');
  });

  it('asks search engines not to index a detail page whose item did not load', () => {
    const head = headOf('locationDetail', '/location/detail/999', 'en', { id: '999' });
    expect(head).toContain('<meta name="robots" content="noindex">');
  });

  it('calls a category missing when the categories loaded without it', () => {
    const i18n = createServerI18n('en');
    const queryClient = new QueryClient();
    const input: PageHeadInput = {
      routeId: 'productCategory',
      params: { slug: 'no-such-gear' },
      url: '/product/category/no-such-gear',
      lang: 'en',
      origin: ORIGIN,
      queryClient,
      t: i18n.t.bind(i18n),
    };
    expect(pageHead(input).missing).toBe(false);
    queryClient.setQueryData(shopCategoriesQueryOptions().queryKey, [
      {
        id: 1,
        slug: 'camping-tents',
        name: 'Camping Tents',
        name_km: 'តង់',
        description: '',
        description_km: '',
        image: '',
      },
    ]);
    expect(pageHead(input).missing).toBe(true);
    expect(pageHead({ ...input, params: { slug: 'camping-tents' } })).toEqual({
      tags: expect.stringContaining('<title>Camping Tents | CamTour</title>') as string,
      missing: false,
    });
  });
});
