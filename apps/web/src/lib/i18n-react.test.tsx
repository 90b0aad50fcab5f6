import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS, loadCatalogue } from './i18n';
import { createI18n, type Catalogue, type I18n } from './i18n-core';
import { I18nProvider, Trans, useTranslation } from './i18n-react';

/** The app's catalogues, each file held back until the test releases it; started as initI18n does. */
function heldBack(lng: string) {
  const waiting: (() => Promise<void>)[] = [];
  const i18n = createI18n({
    ...I18N_OPTIONS,
    lng,
    load: (lang, ns) =>
      new Promise<Catalogue>((resolve) => {
        waiting.push(() => loadCatalogue(lang, ns).then(resolve));
      }),
  });
  void i18n.changeLanguage(lng);
  const release = () =>
    act(async () => {
      while (waiting.length > 0) {
        await waiting.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    });
  return { i18n, release };
}

function withI18n(i18n: I18n, children: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </I18nProvider>,
  );
}

function Terms() {
  const { t } = useTranslation('checkout');
  return (
    <p data-testid="terms">
      <Trans
        t={t}
        i18nKey="review.terms"
        components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }}
      />
    </p>
  );
}

function Cart({ count }: { count: number }) {
  const { t, i18n } = useTranslation(['shop', 'orders']);
  return (
    <p lang={i18n.language}>
      {t('cart.open', { count })} · {t('nav.home', { ns: 'common' })}
    </p>
  );
}

function CartWithoutSuspense() {
  const { t, ready } = useTranslation('shop', { useSuspense: false });
  return <p>{ready ? t('cart.open', { count: 2 }) : 'not ready'}</p>;
}

describe('useTranslation', () => {
  it('suspends until every namespace named is loaded, then translates with the first', async () => {
    const { i18n, release } = heldBack('en');
    withI18n(i18n, <Cart count={1} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await release();
    expect(i18n.hasLoadedNamespace(['shop', 'orders'])).toBe(true);
    expect(await screen.findByText('Cart, 1 item · Home')).toBeInTheDocument();
  });

  it('re-renders in the new language once its texts are loaded', async () => {
    const { i18n, release } = heldBack('en');
    withI18n(i18n, <Cart count={3} />);
    await release();
    await screen.findByText('Cart, 3 items · Home');
    let switched: Promise<void> = Promise.resolve();
    act(() => {
      switched = i18n.changeLanguage('km');
    });
    // The English page stays until the Khmer texts are there: no fallback, no raw keys.
    expect(screen.getByText('Cart, 3 items · Home')).toBeInTheDocument();
    await release();
    await act(() => switched);
    expect(screen.getByText('កន្ត្រក មាន 3 មុខ · ទំព័រដើម')).toHaveAttribute('lang', 'km');
  });

  it('without Suspense reports not ready, then renders the text', async () => {
    const { i18n, release } = heldBack('en');
    withI18n(i18n, <CartWithoutSuspense />);
    expect(screen.getByText('not ready')).toBeInTheDocument();
    await release();
    expect(await screen.findByText('Cart, 2 items')).toBeInTheDocument();
  });
});

describe('Trans', () => {
  it('puts the named components around their parts of the sentence, in both languages', async () => {
    const { i18n, release } = heldBack('en');
    withI18n(i18n, <Terms />);
    await release();
    const english = await screen.findByTestId('terms');
    expect(english.innerHTML).toBe(
      'I agree to the <a href="/terms">terms of use</a> and the <a href="/privacy">privacy policy</a>.',
    );
    let switched: Promise<void> = Promise.resolve();
    act(() => {
      switched = i18n.changeLanguage('km');
    });
    await release();
    await act(() => switched);
    expect(screen.getByTestId('terms').innerHTML).toBe(
      'ខ្ញុំយល់ព្រមនឹង<a href="/terms">លក្ខខណ្ឌប្រើប្រាស់</a> និង<a href="/privacy">គោលការណ៍ឯកជនភាព</a>។',
    );
  });

  it('numbered tags, a tag with no component and an unclosed tag', () => {
    const i18n = createI18n({
      lng: 'en',
      resources: {
        en: { common: { 'brand.name': 'a <0>b</0> <x>c</x> <1/> <open>d' } },
      },
    });
    function Sentence() {
      const { t } = useTranslation();
      return (
        <p data-testid="sentence">
          <Trans t={t} i18nKey="brand.name" components={[<strong />, <br />]} />
        </p>
      );
    }
    withI18n(i18n, <Sentence />);
    expect(screen.getByTestId('sentence').innerHTML).toBe(
      'a <strong>b</strong> c <br> &lt;open&gt;d',
    );
  });
});
