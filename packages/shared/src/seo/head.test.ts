import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  escapeHtml,
  jsonForScript,
  metaDescription,
  ogImage,
  renderHeadTags,
  withLang,
  type PageHead,
} from './head';

const ORIGIN = 'https://camtour.example';

/** The attributes of every tag of one kind, in order, read back from the HTML. */
function tags(html: string, name: 'meta' | 'link'): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name} ([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([a-z:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );
}
const metaContent = (html: string, key: string) =>
  tags(html, 'meta').find((t) => t.property === key || t.name === key)?.content;
const scripts = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );

const place: PageHead = {
  lang: 'en',
  title: 'Angkor Wat | CamTour',
  description: 'The largest temple in the world.',
  path: '/location/detail/1',
  image: { url: '/og/location/1.png', width: 1200, height: 630, alt: 'Angkor Wat at dawn' },
  type: 'place',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'TouristAttraction', name: 'Angkor Wat' }],
};

describe('ogImage', () => {
  it('names the API card of an item at 1200 x 630', () => {
    expect(ogImage('hotel', 12, 'Lotus Lodge')).toEqual({
      url: '/og/hotel/12.png',
      width: 1200,
      height: 630,
      alt: 'Lotus Lodge',
    });
  });
});

describe('withLang', () => {
  it('adds lang=km for Khmer and nothing for English', () => {
    expect(withLang('/faq', 'km')).toBe('/faq?lang=km');
    expect(withLang('/faq', 'en')).toBe('/faq');
    expect(withLang('/', 'km')).toBe('/?lang=km');
  });
  it('keeps other parameters and the fragment, and replaces a lang already there', () => {
    expect(withLang('/adventure?province_id=8', 'km')).toBe('/adventure?province_id=8&lang=km');
    expect(withLang('/adventure?lang=km&page=2', 'en')).toBe('/adventure?page=2');
    expect(withLang('/faq?lang=en#visa', 'km')).toBe('/faq?lang=km#visa');
  });
});

describe('escapeHtml and jsonForScript', () => {
  it('escapes the characters that end an attribute or an element', () => {
    expect(escapeHtml(`<b a="1" b='2'>&`)).toBe('&lt;b a=&quot;1&quot; b=&#39;2&#39;&gt;&amp;');
  });
  it('never lets a closing script tag or a comment through, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('metaDescription', () => {
  it('keeps short text and collapses spaces', () => {
    expect(metaDescription('  A   temple\n in   the jungle. ')).toBe('A temple in the jungle.');
  });
  it('cuts long English at a word end, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const out = metaDescription(text, 160);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith('word…')).toBe(true);
  });
  it('cuts Khmer (no spaces) between graphemes, never inside a cluster', () => {
    const cluster = 'ក្រ'; // ka, coeng, ro: one grapheme cluster in three code points
    const text = cluster.repeat(100);
    const out = metaDescription(text, 50);
    expect(out.length).toBeLessThanOrEqual(50);
    expect(out.endsWith('…')).toBe(true);
    expect(out.slice(0, -1)).toBe(cluster.repeat((out.length - 1) / cluster.length));
  });
});

describe('absoluteUrl', () => {
  it('joins a path to the origin and leaves an absolute URL alone', () => {
    expect(absoluteUrl('https://a.example/', '/og/default.png')).toBe(
      'https://a.example/og/default.png',
    );
    expect(absoluteUrl(ORIGIN, 'faq')).toBe(`${ORIGIN}/faq`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});

describe('renderHeadTags', () => {
  it('writes title, description, canonical and hreflang alternates in English', () => {
    const html = renderHeadTags(place, ORIGIN);
    expect(html).toContain('<title>Angkor Wat | CamTour</title>');
    expect(metaContent(html, 'description')).toBe('The largest temple in the world.');
    const links = tags(html, 'link');
    expect(links.find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}/location/detail/1`);
    const alternates = Object.fromEntries(
      links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]),
    );
    expect(alternates).toEqual({
      en: `${ORIGIN}/location/detail/1`,
      km: `${ORIGIN}/location/detail/1?lang=km`,
      'x-default': `${ORIGIN}/location/detail/1`,
    });
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('points the Khmer page canonical at ?lang=km with the km_KH locale', () => {
    const html = renderHeadTags({ ...place, lang: 'km' }, `${ORIGIN}/`);
    expect(tags(html, 'link').find((l) => l.rel === 'canonical')?.href).toBe(
      `${ORIGIN}/location/detail/1?lang=km`,
    );
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/location/detail/1?lang=km`);
    expect(metaContent(html, 'og:locale')).toBe('km_KH');
    expect(metaContent(html, 'og:locale:alternate')).toBe('en_US');
  });

  it('writes the Open Graph and Twitter cards with an absolute PNG picture', () => {
    const html = renderHeadTags(place, ORIGIN);
    expect(metaContent(html, 'og:site_name')).toBe('CamTour');
    expect(metaContent(html, 'og:type')).toBe('place');
    expect(metaContent(html, 'og:title')).toBe('Angkor Wat | CamTour');
    expect(metaContent(html, 'og:description')).toBe('The largest temple in the world.');
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'og:locale:alternate')).toBe('km_KH');
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/og/location/1.png`);
    expect(metaContent(html, 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toBe('Angkor Wat at dawn');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe('Angkor Wat | CamTour');
    expect(metaContent(html, 'twitter:description')).toBe('The largest temple in the world.');
    expect(metaContent(html, 'twitter:image')).toBe(`${ORIGIN}/og/location/1.png`);
  });

  it('falls back to the site picture and the website type', () => {
    const html = renderHeadTags(
      { lang: 'km', title: 'FAQ', description: 'd', path: '/faq' },
      ORIGIN,
    );
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/og/default.png`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:alt')).toMatch(/^CamTour: /);
    expect(scripts(html)).toEqual([]);
  });

  it('says noindex when asked', () => {
    const html = renderHeadTags({ ...place, noindex: true }, ORIGIN);
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('escapes quotes and angle brackets in the title, description and alt text', () => {
    const evil = `"><script>alert('x')</script>`;
    const html = renderHeadTags(
      { ...place, title: evil, description: evil, image: { ...place.image!, alt: evil } },
      ORIGIN,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</title>',
    );
    // Each tag still reads back whole: the quote did not end the attribute.
    expect(metaContent(html, 'og:title')).toBe(escapeHtml(evil));
    expect(metaContent(html, 'og:image:alt')).toBe(escapeHtml(evil));
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('writes each JSON-LD object in its own script, with < escaped so it cannot close the tag', () => {
    const ld = [
      { '@type': 'Thing', name: 'A </script><script>alert(1)</script>' },
      { '@type': 'Thing', name: 'B "quoted" & <b>' },
    ];
    const html = renderHeadTags({ ...place, jsonLd: ld }, ORIGIN);
    const found = scripts(html);
    expect(found).toHaveLength(2);
    expect(found.map((s) => JSON.parse(s) as unknown)).toEqual(ld);
    for (const s of found) expect(s).not.toContain('<');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});
