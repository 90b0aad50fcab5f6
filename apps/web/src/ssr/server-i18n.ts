import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@camtour/shared/constants';
import { CORE_NAMESPACES, I18N_OPTIONS } from '@/lib/i18n';

// The server holds every catalogue in memory: a render never waits for a file.
const files = import.meta.glob<Record<string, string>>('../i18n/*/*.json', {
  import: 'default',
  eager: true,
});

const resources: Record<string, Record<string, Record<string, string>>> = {};
for (const [file, catalogue] of Object.entries(files)) {
  const match = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lang = '', ns = ''] = match;
  (resources[lang] ??= {})[ns] = catalogue;
}

/**
 * One i18next instance per render: its language is the request's, and the namespaces the page
 * used are reported on it (the browser loads them before hydrating).
 */
export function createServerI18n(lang: Lang): I18n {
  const instance = createInstance();
  void instance
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: lang, resources, initAsync: false });
  return instance;
}

export function usedNamespaces(instance: I18n): string[] {
  const reported = (
    instance as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }
  ).reportNamespaces?.getUsedNamespaces();
  return [...new Set([...CORE_NAMESPACES, ...(reported ?? [])])];
}
