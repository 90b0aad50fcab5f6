import type { Lang } from '@camtour/shared/constants';
import { CORE_NAMESPACES, I18N_OPTIONS } from '@/lib/i18n';
import { createI18n, type I18n, type Resources } from '@/lib/i18n-core';

// The server holds every catalogue in memory: a render never waits for a file.
const files = import.meta.glob<Record<string, string>>('../i18n/*/*.json', {
  import: 'default',
  eager: true,
});

const resources: Record<string, Resources> = {};
for (const [file, catalogue] of Object.entries(files)) {
  const match = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lang = '', ns = ''] = match;
  (resources[lang] ??= {})[ns] = catalogue;
}

/**
 * One instance per render: its language is the request's, and the namespaces the page used are
 * reported on it (the browser loads them before hydrating).
 */
export function createServerI18n(lang: Lang): I18n {
  return createI18n({ ...I18N_OPTIONS, lng: lang, resources });
}

export function usedNamespaces(instance: I18n): string[] {
  return [...new Set([...CORE_NAMESPACES, ...instance.usedNamespaces()])];
}
