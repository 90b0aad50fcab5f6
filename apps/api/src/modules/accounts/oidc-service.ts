import type { SocialProvider } from '@camtour/shared/schemas/accounts';
import * as client from 'openid-client';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import type { SessionService } from './session-service';
import * as repo from './users-repository';

const STATE_TTL_MS = 10 * 60 * 1000;

/**
 * Social sign-in (D4): OpenID Connect authorization code flow with PKCE,
 * state and nonce kept server-side, the account found or created by the
 * provider's verified e-mail.
 */
export function createOidcService(config: Config, db: Db, sessions: SessionService) {
  const enabled = Boolean(
    config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET,
  );
  const provider: SocialProvider = { id: config.OIDC_PROVIDER, name: config.OIDC_PROVIDER_NAME };
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    const issuer = new URL(config.OIDC_ISSUER_URL!);
    discovered ??= client
      .discovery(issuer, config.OIDC_CLIENT_ID!, config.OIDC_CLIENT_SECRET!, undefined, {
        // A local test issuer speaks plain HTTP; a real one never does.
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  }

  function assertProvider(id: string) {
    if (!enabled || id !== provider.id) throw new AppError('social-login-not-configured');
  }

  return {
    providers: (): SocialProvider[] => (enabled ? [provider] : []),

    async authorizationUrl(
      providerId: string,
      redirectUri: string,
      returnUrl: string,
    ): Promise<string> {
      assertProvider(providerId);
      const cfg = await configuration();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await repo.insertOidcState(db, {
        state_hash: hashToken(state),
        provider: providerId,
        code_verifier: codeVerifier,
        nonce,
        return_url: returnUrl,
        expires_at: new Date(Date.now() + STATE_TTL_MS),
      });
      return client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      }).href;
    },

    async callback(providerId: string, currentUrl: URL, meta: { ip: string; userAgent?: string }) {
      assertProvider(providerId);
      const state = currentUrl.searchParams.get('state');
      const saved = state ? await repo.takeOidcState(db, hashToken(state)) : null;
      if (!saved || saved.provider !== providerId) throw new AppError('social-login-failed');
      const cfg = await configuration();
      const tokens = await client.authorizationCodeGrant(cfg, currentUrl, {
        pkceCodeVerifier: saved.code_verifier,
        expectedState: state!,
        expectedNonce: saved.nonce,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!claims || !email || claims.email_verified !== true)
        throw new AppError('social-email-not-verified');

      const identity = await repo.findIdentity(db, providerId, claims.sub);
      let user = identity
        ? await repo.findUserById(db, identity.user_id)
        : await repo.findUserByEmail(db, email);
      if (!user) {
        const given = typeof claims.given_name === 'string' ? claims.given_name : '';
        const family = typeof claims.family_name === 'string' ? claims.family_name : '';
        const name = typeof claims.name === 'string' ? claims.name : email.split('@')[0]!;
        user = await repo.insertUser(db, {
          email,
          first_name: (given || name.split(' ')[0] || name).slice(0, 50),
          last_name: (family || name.split(' ').slice(1).join(' ')).slice(0, 50),
          is_email_verified: true,
        });
        user ??= await repo.findUserByEmail(db, email);
      }
      if (!user) throw new AppError('social-login-failed');
      await repo.insertIdentity(db, {
        user_id: user.id,
        provider: providerId,
        subject: claims.sub,
      });
      if (!user.is_email_verified)
        user = await repo.updateUser(db, user.id, { is_email_verified: true });
      const { token } = await sessions.create(user.id, true, meta);
      return { token, returnUrl: saved.return_url, userId: user.id };
    },
  };
}
