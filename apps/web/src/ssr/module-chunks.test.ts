import { describe, expect, it } from 'vitest';
import { manifestKey, moduleChunkKeys, sourceKey } from '../../scripts/module-chunks.mjs';

const ROOT = '/repo/apps/web';

describe('module-chunks (the build plugin the server finds merged routes with)', () => {
  it('keys a chunk as the manifest does: its facade module, else _ and its file name', () => {
    expect(
      manifestKey(
        { facadeModuleId: `${ROOT}/src/app/routes/faq.tsx`, fileName: 'assets/faq-a.js' },
        ROOT,
      ),
    ).toBe('src/app/routes/faq.tsx');
    expect(
      manifestKey({ facadeModuleId: null, fileName: 'assets/siem-reap-hotel-detail-b.js' }, ROOT),
    ).toBe('_siem-reap-hotel-detail-b.js');
    // A facade outside the web app (the shared package) keeps its relative path, as in Vite's.
    expect(
      manifestKey(
        { facadeModuleId: '/repo/packages/shared/src/schemas/planner.ts', fileName: 'assets/p.js' },
        ROOT,
      ),
    ).toBe('../../packages/shared/src/schemas/planner.ts');
  });

  it("maps each of the project's modules to its chunk's key, and nothing else", () => {
    const keys = moduleChunkKeys(
      [
        {
          facadeModuleId: null,
          fileName: 'assets/siem-reap-hotel-detail-b.js',
          moduleIds: [
            `${ROOT}/src/app/routes/siem-reap-hotel-detail.tsx`,
            `${ROOT}/src/features/hotels/components/hotel-detail-page.tsx`,
            '\0vite/preload-helper.js',
            '/repo/node_modules/react/index.js',
          ],
        },
        {
          facadeModuleId: `${ROOT}/src/i18n/km/travel.json`,
          fileName: 'assets/travel-c.js',
          moduleIds: [`${ROOT}/src/i18n/km/travel.json`],
        },
      ],
      ROOT,
    );
    expect(keys).toEqual({
      'src/app/routes/siem-reap-hotel-detail.tsx': '_siem-reap-hotel-detail-b.js',
      'src/features/hotels/components/hotel-detail-page.tsx': '_siem-reap-hotel-detail-b.js',
      'src/i18n/km/travel.json': 'src/i18n/km/travel.json',
    });
  });

  it('leaves out virtual modules, modules outside the project and packages; drops a query', () => {
    expect(sourceKey('\0commonjsHelpers.js', ROOT)).toBeNull();
    expect(sourceKey('/repo/packages/shared/src/limits.ts', ROOT)).toBeNull();
    expect(sourceKey(`${ROOT}/node_modules/zod/index.js`, ROOT)).toBeNull();
    expect(sourceKey(`${ROOT}/src/styles/index.css?inline`, ROOT)).toBe('src/styles/index.css');
  });
});
