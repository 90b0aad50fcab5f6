import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { useProviders } from '../api/get-providers';

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** base64 of UTF-8 JSON: btoa alone fails on a non-Latin-1 path. */
function encodeState(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
}

/** The address the social button sends the browser to (document 1 §7, DECISIONS D4). */
export function socialRedirectUrl(providerId: string, returnUrl: string): string {
  const state = encodeState({ returnUrl, timestamp: Date.now(), nonce: randomNonce() });
  return `/api/auth/redirect/${encodeURIComponent(providerId)}?state=${encodeURIComponent(state)}`;
}

/** "Continue with Google": only when the server has a provider configured. */
export function SocialSignIn({ returnUrl }: { returnUrl: string }) {
  const { t } = useTranslation('accounts');
  const providers = useProviders();
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="social-sign-in">
      <div className="flex items-center gap-3 text-sm text-ink-muted">
        <span className="h-px flex-1 bg-sand-200" />
        {t('social.or')}
        <span className="h-px flex-1 bg-sand-200" />
      </div>
      {list.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`${buttonStyles.secondary} w-full`}
          onClick={() => window.location.assign(socialRedirectUrl(provider.id, returnUrl))}
        >
          <span
            aria-hidden="true"
            className="grid size-6 place-items-center rounded-full bg-sand-100 text-sm font-bold"
          >
            {provider.name.slice(0, 1)}
          </span>
          {t('social.continue', { name: provider.name })}
        </button>
      ))}
    </div>
  );
}
