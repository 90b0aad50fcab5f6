import * as accounts from '@camtour/shared/schemas/accounts';
import * as admin from '@camtour/shared/schemas/admin';
import * as adminCatalogue from '@camtour/shared/schemas/admin-catalogue';
import * as adminContent from '@camtour/shared/schemas/admin-content';
import * as adminOverview from '@camtour/shared/schemas/admin-overview';
import * as adminPayments from '@camtour/shared/schemas/admin-payments';
import * as adminPlaces from '@camtour/shared/schemas/admin-places';
import * as common from '@camtour/shared/schemas/common';
import * as envelope from '@camtour/shared/schemas/envelope';
import * as places from '@camtour/shared/schemas/places';
import * as planner from '@camtour/shared/schemas/planner';
import * as shop from '@camtour/shared/schemas/shop';
import * as travel from '@camtour/shared/schemas/travel';
import * as orders from '@camtour/shared/schemas/orders';
import * as payments from '@camtour/shared/schemas/payments';
import * as wishlist from '@camtour/shared/schemas/wishlist';
import * as chatbot from '@camtour/shared/schemas/chatbot';
import * as feedback from '@camtour/shared/schemas/feedback';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Every response shape is defined once, in packages/shared/src/schemas, and a route declares it
 * as `envelopeOf(SharedSchema)` (style guide: one schema serves the page, the route and the
 * docs). This reads the OpenAPI document the app serves and checks that each operation's success
 * answer is exactly one of those shared schemas, so a route cannot go back to an undeclared
 * answer or to a shape written inline.
 */

/** Operations whose success answer is not JSON, and why. Anything else must declare JSON. */
const NOT_JSON: Record<string, string> = {
  'GET /api/auth/redirect/{provider}': 'a redirect to the sign-in provider',
  'GET /api/auth/callback/{provider}': 'a redirect back into the app',
  'POST /api/web/planner/export': 'a PDF file',
  'GET /api/media/images/{file}': 'a stored picture (WebP)',
  'GET /api/media/category/{file}': 'a drawn picture (SVG)',
  'GET /api/media/product-category/{file}': 'a drawn picture (SVG)',
  'GET /api/media/products/{id}/{file}': 'a staff photo (WebP) or a drawn picture (SVG)',
  'GET /api/media/locations/{id}/{file}': 'a drawn picture (SVG)',
  'GET /api/media/hotels/{id}/{file}': 'a drawn picture (SVG)',
  'GET /api/media/rooms/{file}': 'a drawn picture (SVG)',
  'GET /api/media/activities/{file}': 'a drawn picture (SVG)',
};

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await startTestApp();
  doc = t.app.swagger() as unknown as typeof doc;
});
afterAll(async () => {
  await t?.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

/** The JSON answers of the 2xx statuses an operation declares. */
const successJson = (op: Operation) =>
  Object.entries(op.responses ?? {})
    .filter(([status]) => status.startsWith('2'))
    .map(([, response]) => response.content?.['application/json']?.schema)
    .filter((schema) => schema !== undefined);

/** The document's form of every shared schema, bare and inside the envelope, by name. */
function sharedResponseForms(): Map<string, string> {
  const modules = {
    accounts,
    admin,
    adminCatalogue,
    adminContent,
    adminOverview,
    adminPayments,
    adminPlaces,
    common,
    envelope,
    orders,
    payments,
    places,
    planner,
    shop,
    travel,
    wishlist,
    chatbot,
    feedback,
  };
  const forms = new Map<string, string>();
  const documented = (schema: z.ZodType) => {
    try {
      const { schema: out } = jsonSchemaTransform({
        schema: { response: { 200: schema } },
        url: '/',
        openapiObject: { openapi: doc.openapi },
      } as unknown as Parameters<typeof jsonSchemaTransform>[0]) as {
        schema: { response: Record<string, unknown> };
      };
      return JSON.stringify(out.response[200]);
    } catch (_error) {
      return null; // a request-only schema (transforms) has no output form: not a response
    }
  };
  for (const [moduleName, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType)) continue;
      const label = `${moduleName}.${name}`;
      for (const [form, schema] of [
        [label, value],
        [`envelopeOf(${label})`, envelope.envelopeOf(value)],
      ] as const) {
        const text = documented(schema);
        if (text && !forms.has(text)) forms.set(text, form);
      }
    }
  }
  return forms;
}

describe('OpenAPI responses', () => {
  it('declare a JSON answer for the success status of every operation but the listed files and redirects', () => {
    const missing = operations()
      .filter(({ name, op }) => !(name in NOT_JSON) && successJson(op).length === 0)
      .map(({ name }) => name);
    expect(missing, 'add `response: { 2xx: envelopeOf(SharedSchema) }` to these routes').toEqual(
      [],
    );
  });

  it('declare each JSON answer as one schema of packages/shared/src/schemas', () => {
    const forms = sharedResponseForms();
    const inline = operations().flatMap(({ name, op }) =>
      successJson(op)
        .filter((schema) => !forms.has(JSON.stringify(schema)))
        .map(() => name),
    );
    expect(
      inline,
      'define the answer of these routes in packages/shared/src/schemas and declare envelopeOf(it)',
    ).toEqual([]);
  });

  it('lists as exceptions only operations that exist', () => {
    const names = new Set(operations().map(({ name }) => name));
    expect(Object.keys(NOT_JSON).filter((name) => !names.has(name))).toEqual([]);
  });
});
