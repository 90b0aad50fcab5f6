import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { startTestApp, type TestApp } from './helpers/test-app';

type Site = {
  data: {
    contact: { email: string; phone: string; address: string; address_km: string };
    social_links: { name: string; url: string }[];
  };
};

describe('support contact and social links come from configuration (issue 18 item 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        SUPPORT_EMAIL: 'care@angkor-trails.example',
        SUPPORT_PHONE: '+855 97 111 2222',
        SUPPORT_ADDRESS: 'Wat Bo Road, Siem Reap',
        SUPPORT_ADDRESS_KM: 'ផ្លូវវត្តបូព៌ ក្រុងសៀមរាប',
        SOCIAL_LINKS:
          'Facebook=https://www.facebook.com/angkortrails, Telegram=https://t.me/angkortrails',
      },
    });
  });
  afterAll(() => t.close());

  it('GET /api/web/view/config gives the configured contact and links, cacheable by anyone', async () => {
    const res = await t.json<Site>('/api/web/view/config');
    expect(res.status).toBe(200);
    expect(res.body.data.contact).toEqual({
      email: 'care@angkor-trails.example',
      phone: '+855 97 111 2222',
      address: 'Wat Bo Road, Siem Reap',
      address_km: 'ផ្លូវវត្តបូព៌ ក្រុងសៀមរាប',
    });
    expect(res.body.data.social_links).toEqual([
      { name: 'Facebook', url: 'https://www.facebook.com/angkortrails' },
      { name: 'Telegram', url: 'https://t.me/angkortrails' },
    ]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('the defaults and the checks at start-up', () => {
  it('links to no social profile unless some are configured', () => {
    const c = loadConfig({});
    expect(c.SOCIAL_LINKS).toEqual([]);
    expect(c.SUPPORT_EMAIL).toBe('hello@camtour.example');
  });

  it.each([
    ['SOCIAL_LINKS', 'Facebook'],
    ['SOCIAL_LINKS', 'Facebook=http://facebook.com/x'],
    ['SOCIAL_LINKS', '=https://t.me/x'],
    ['SOCIAL_LINKS', 'Telegram=javascript:alert(1)'],
    ['SUPPORT_EMAIL', 'not-an-address'],
    ['SUPPORT_PHONE', 'call us'],
    ['SUPPORT_ADDRESS', 'x'.repeat(201)],
  ])('refuses %s=%j', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
  });
});
