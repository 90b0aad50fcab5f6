import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { i18next } from './i18n';
import {
  DEFAULT_NS,
  type AppResources,
  type I18n,
  type KeyOf,
  type TFunction,
  type TOptions,
} from './i18n-core';

export type { I18n, TFunction };

type Ns = keyof AppResources & string;
type NsArg = Ns | readonly [Ns, ...Ns[]];
type FirstNs<A> = A extends readonly [infer First extends string, ...unknown[]] ? First : A;

const I18nContext = createContext<I18n | null>(null);

/** The server renders each page with its own instance (the request's language). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export interface UseTranslationResult<N extends string> {
  t: TFunction<N>;
  i18n: I18n;
  /** False only with `useSuspense: false` while a namespace loads; `t` then returns keys. */
  ready: boolean;
}

const keysOnly = ((key: string, options?: TOptions) => options?.defaultValue ?? key) as TFunction;

/**
 * `t` of the first namespace named (else `common`); every namespace named is loaded, and the
 * component suspends until they are, unless `useSuspense` is false. Re-renders on language change.
 */
export function useTranslation<const A extends NsArg = typeof DEFAULT_NS>(
  ns?: A,
  options?: { useSuspense?: boolean },
): UseTranslationResult<FirstNs<A>> {
  const i18n = useContext(I18nContext) ?? i18next;
  const nsKey = ns === undefined ? DEFAULT_NS : typeof ns === 'string' ? ns : ns.join('|');
  const namespaces = useMemo(() => nsKey.split('|'), [nsKey]);
  i18n.reportNamespaces(namespaces);

  const state = useCallback(
    () => `${i18n.language}|${String(i18n.hasLoadedNamespace(namespaces))}`,
    [i18n, namespaces],
  );
  const snapshot = useSyncExternalStore(i18n.subscribe, state, state);
  const ready = snapshot.endsWith('|true');
  const t = useMemo(
    // The snapshot is in the deps so `t` changes with the language, as effects depending on it expect.
    () => (ready && snapshot ? i18n.getFixedT(namespaces[0] as Ns) : keysOnly),
    [i18n, namespaces, ready, snapshot],
  );
  const suspend = options?.useSuspense !== false;
  useEffect(() => {
    if (!ready && !suspend) void i18n.loadNamespaces(namespaces);
  }, [i18n, namespaces, ready, suspend]);
  if (!ready && suspend) throw i18n.loadNamespaces(namespaces);
  return { t: t as TFunction<FirstNs<A>>, i18n, ready };
}

type Components = Readonly<Record<string, ReactElement>> | readonly ReactElement[];

const TAG = /<(\/?)(\w+)\s*(\/?)>/g;

function tagged(name: string, children: ReactNode[], components: Components, key: number) {
  const component: unknown = (components as Record<string, unknown>)[name];
  if (!isValidElement(component)) return <Fragment key={key}>{children}</Fragment>;
  return children.length > 0
    ? cloneElement(component, { key }, ...children)
    : cloneElement(component, { key });
}

/** `a <terms>b</terms> c` as text and the named (or numbered) components around their parts. */
function renderTags(text: string, components: Components): ReactNode[] {
  const stack: { name: string; children: ReactNode[] }[] = [{ name: '', children: [] }];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(TAG)) {
    const top = stack[stack.length - 1]!;
    if (match.index > last) top.children.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, name = '', selfClosing] = match;
    if (selfClosing) {
      top.children.push(tagged(name, [], components, (key += 1)));
    } else if (!closing) {
      stack.push({ name, children: [] });
    } else if (stack.length > 1 && top.name === name) {
      stack.pop();
      stack[stack.length - 1]!.children.push(tagged(name, top.children, components, (key += 1)));
    } else {
      top.children.push(match[0]);
    }
  }
  if (last < text.length) stack[stack.length - 1]!.children.push(text.slice(last));
  // An unclosed tag shows its text as written.
  while (stack.length > 1) {
    const open = stack.pop()!;
    stack[stack.length - 1]!.children.push(`<${open.name}>`, ...open.children);
  }
  return stack[0]!.children;
}

export interface TransProps<N extends string> {
  t: TFunction<N>;
  i18nKey: KeyOf<AppResources, N>;
  /** Elements for the tags of the text: `{ terms: <Link /> }` for `<terms>…</terms>`. */
  components: Components;
  values?: TOptions;
}

/** A translated sentence with elements inside it (links in the middle of a Khmer sentence). */
export function Trans<N extends string>({ t, i18nKey, components, values }: TransProps<N>) {
  const text = (t as unknown as (key: string, options?: TOptions) => string)(i18nKey, values);
  return <>{renderTags(text, components)}</>;
}
