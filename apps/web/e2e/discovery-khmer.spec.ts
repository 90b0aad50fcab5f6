import { expect, test, type APIRequestContext } from './fixtures';

interface Place {
  id: number;
  name: string;
  name_km: string;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('in Khmer the Siem Reap guide shows Khmer names and texts', async ({ page, request }) => {
  const guide = await apiData<{ top_view_location: Place[]; locations: Place[] }>(
    request,
    '/api/web/view/siemreap?lang=km',
  );
  const top = guide.top_view_location[0];
  if (!top) throw new Error('no top destination');
  expect(top.name_km).toMatch(/[\u1780-\u17FF]/);
  await page.addInitScript(() => window.localStorage.setItem('camtour_lang', 'km'));

  await page.goto('/siem-reap');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('មគ្គុទ្ទេសក៍សៀមរាប');
  await expect(page.getByRole('heading', { name: 'គោលដៅកំពូលទាំង 3' })).toBeVisible();
  await expect(
    page.getByTestId('guide-top').getByRole('link', { name: top.name_km, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'បេតិកភណ្ឌវប្បធម៌' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'គន្លឹះធ្វើដំណើរ' })).toBeVisible();

  // The list below leaves out the top 3 shown above it.
  const listed = guide.locations.length - guide.top_view_location.length;
  const destinations = page.getByTestId('guide-destinations').getByTestId('location-card');
  await expect(destinations).toHaveCount(Math.min(9, listed));
  if (listed > 9) {
    await page.getByRole('button', { name: 'បង្ហាញបន្ថែម' }).click();
    await expect(destinations).toHaveCount(Math.min(18, listed));
    await page.getByRole('button', { name: 'បង្ហាញតិចជាងនេះ' }).click();
    await expect(destinations).toHaveCount(9);
  }
  // Every card names its place in Khmer script.
  for (const name of await destinations.getByRole('heading').allInnerTexts()) {
    expect(name).toMatch(/[\u1780-\u17FF]/);
  }
});

test('a Khmer page downloads one Khmer font file and draws every weight it uses from it', async ({
  page,
}) => {
  const khmerFiles = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'font' && /kantumruy/i.test(path)) khmerFiles.add(path);
  });
  await page.goto('/?lang=km');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u1780-\u17FF]/);
  await page.evaluate(() => document.fonts.ready);

  // One variable file for the body, the buttons and the headings (decision 039).
  expect([...khmerFiles]).toEqual([
    expect.stringMatching(/^\/assets\/kantumruy-pro-khmer-wght-normal-[\w-]+\.woff2$/),
  ]);
  const weights = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Kantumruy Pro')
      .map((face) => `${face.weight} ${face.status}`)
      .sort(),
  );
  expect(weights).toEqual(['400 loaded', '600 loaded', '700 loaded']);
});
