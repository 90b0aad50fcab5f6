import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

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

/** Hydrated, requests settled, heading shown (or 10 s passed): what a person sees. */
export function settled(page: Page): Promise<void>;

export function customerData(context: WithRequest, base: string): Promise<{ order: string }>;
