import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '@/lib/i18n-react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANG_STORAGE_KEY, readStoredLang, setLanguage } from '@/lib/i18n';
import { LanguageToggle } from './language-toggle';

function Probe() {
  const { t } = useTranslation();
  return <p>{t('nav.home')}</p>;
}

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

describe('LanguageToggle', () => {
  it('switches to Khmer, sets <html lang="km"> and remembers the choice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageToggle />
        <Probe />
      </>,
    );
    expect(screen.getByText('Home')).toBeInTheDocument();
    const english = screen.getByRole('button', { name: 'EN, English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    // axe label-content-name-mismatch: the name holds what the button shows.
    expect(english).toHaveTextContent('EN');

    await user.click(screen.getByRole('button', { name: 'ខ្មែរ' }));

    await waitFor(() => expect(screen.getByText('ទំព័រដើម')).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('km');
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).toBe('km');
    expect(readStoredLang()).toBe('km');
    expect(screen.getByRole('button', { name: 'ខ្មែរ' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'EN, English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
  });

  it('ignores an unknown stored language', () => {
    window.localStorage.setItem(LANG_STORAGE_KEY, 'fr');
    expect(readStoredLang()).toBe('en');
  });
});
