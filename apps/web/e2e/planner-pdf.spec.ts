import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './fixtures';
import { BUTTONS, makePlan, ONE_DAY, openPlanner } from './planner-helpers';

async function downloadPdf(
  page: Page,
  label: string,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  return { download, bytes: await readFile((await download.path())!) };
}

test('the plan downloads as a PDF named by date, in English and in Khmer', async ({ page }) => {
  await openPlanner(page);
  await makePlan(page, ONE_DAY);
  const today = await page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });

  const english = await downloadPdf(page, BUTTONS.en.pdf);
  expect(english.download.suggestedFilename()).toBe(`camtour-plan-${today}.pdf`);
  expect(english.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(english.bytes.length).toBeGreaterThan(5_000);

  // The Khmer plan is drawn with the Khmer font, shaped by HarfBuzz on the server.
  await page.getByRole('button', { name: 'ខ្មែរ' }).click();
  await expect(page.getByRole('button', { name: BUTTONS.km.pdf })).toBeVisible();
  const khmer = await downloadPdf(page, BUTTONS.km.pdf);
  expect(khmer.download.suggestedFilename()).toBe(`camtour-plan-${today}.pdf`);
  expect(khmer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(khmer.bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKhmer/);
  expect(khmer.bytes.equals(english.bytes)).toBe(false);
});
