import type { APIRequestContext, BrowserContext } from '@playwright/test';

export const AXE_ROUTES: {
  visitor: string[];
  customer: string[];
  staff: string[];
};

type WithRequest = BrowserContext | { request: APIRequestContext };

/** The `data` of the API's envelope; throws on an error status. */
export function api<T = unknown>(
  context: WithRequest,
  base: string,
  method: string,
  path: string,
  data?: unknown,
): Promise<T>;

export function customerData(context: WithRequest, base: string): Promise<{ order: string }>;
