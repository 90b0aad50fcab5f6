import {
  BakongCheckResponseSchema,
  type BakongCheckResponse,
} from '@camtour/shared/schemas/payments';

/** The bank could not answer (down, slow, refused our token, or said something we cannot read). */
export class BankUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BankUnavailableError';
  }
}

/**
 * What we ask the bank (D8): about one md5, and for a deep link into the bank
 * app. The real client speaks HTTP to BAKONG_API_URL; the sandbox answers the
 * same JSON in-process.
 */
export interface BankClient {
  readonly kind: 'bakong' | 'sandbox';
  /** Bakong's `check_transaction_by_md5` answer; throws BankUnavailableError when there is none. */
  checkByMd5(md5: string): Promise<BakongCheckResponse>;
  /** A link that opens the bank app on this QR, or null when the bank cannot make one. */
  deeplink(qr: string, callbackUrl: string): Promise<string | null>;
}

/** Bakong's error codes that mean "we are not allowed to ask", not "not paid". */
const AUTH_ERROR_CODES = new Set([6, 10]);

export function httpBakongClient(opts: {
  apiUrl: string;
  token: string;
  timeoutMs: number;
  appName: string;
  appIconUrl: string;
}): BankClient {
  async function post(path: string, body: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${opts.apiUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${opts.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (error) {
      throw new BankUnavailableError(
        error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable',
      );
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) throw new BankUnavailableError(`http ${res.status}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new BankUnavailableError('not json');
    }
  }

  return {
    kind: 'bakong',
    async checkByMd5(md5) {
      const parsed = BakongCheckResponseSchema.safeParse(
        await post('/v1/check_transaction_by_md5', { md5 }),
      );
      if (!parsed.success) throw new BankUnavailableError('unexpected answer');
      const answer = parsed.data;
      if (answer.responseCode !== 0 && AUTH_ERROR_CODES.has(answer.errorCode ?? -1)) {
        throw new BankUnavailableError(`refused: ${answer.responseMessage ?? answer.errorCode}`);
      }
      return answer;
    },
    async deeplink(qr, callbackUrl) {
      try {
        const answer = (await post('/v1/generate_deeplink_by_qr', {
          qr,
          sourceInfo: {
            appIconUrl: opts.appIconUrl,
            appName: opts.appName,
            appDeepLinkCallback: callbackUrl,
          },
        })) as { responseCode?: unknown; data?: { shortLink?: unknown } | null };
        const link = answer.data?.shortLink;
        return answer.responseCode === 0 && typeof link === 'string' && /^https?:\/\//.test(link)
          ? link
          : null;
      } catch (error) {
        if (error instanceof BankUnavailableError) return null;
        throw error;
      }
    },
  };
}
