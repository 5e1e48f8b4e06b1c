import type { Page } from 'playwright-core';

/**
 * Clicks "Copy patient link" and returns the link the server made, read from its answer: the clipboard may not be
 * ready (a fresh profile's first permission grant) or may be another page's, when pages share a browser.
 */
export async function copyPatientLink(page: Page): Promise<string> {
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/meeting\/[^/]+\/patient-link$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Copy patient link' }).click();
  const response = await created;
  if (!response.ok()) throw new Error(`The patient link was refused: ${response.status()} ${await response.text()}`);
  const { path } = (await response.json()) as { path: string };
  return new URL(path, page.url()).toString();
}
