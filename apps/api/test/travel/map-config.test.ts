import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      MAP_TILE_URL: 'https://tiles.example.org/osm/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
    },
  });
});
afterAll(() => t.close());

describe('map tile server', () => {
  it('is given to the web app and allowed by the CSP, and nothing else is', async () => {
    const res = await t.json<{ data: { map: { tile_url: string; attribution: string } } }>(
      '/api/web/view/config',
    );
    expect(res.body.data.map).toMatchObject({
      tile_url: 'https://tiles.example.org/osm/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    const csp = (await t.request('/api/health')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.org(;|$)/);
    expect(csp).not.toContain('openstreetmap');
  });

  it('refuses a template without {z}, {x} and {y}', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});
