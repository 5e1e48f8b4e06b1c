import type { Locator, Page } from 'playwright-core';

/**
 * Opens an action from the meeting's action bar and returns its panel. The action has its own button while it is
 * the only one of its group the clinician is offered; else the group's button opens a menu on hover that lists it.
 */
export async function openAction(page: Page, action: string, group: string): Promise<Locator> {
  const bar = page.getByRole('navigation', { name: 'Actions' });
  const alone = bar.getByRole('button', { name: action, exact: true });
  const groupButton = bar.getByRole('button', { name: group, exact: true });
  await alone.or(groupButton).first().waitFor();
  if (await alone.isVisible()) {
    await alone.click();
  } else {
    await groupButton.hover();
    await page.getByRole('menu', { name: group }).getByRole('menuitem', { name: action, exact: true }).click();
  }
  return page.getByRole('complementary', { name: action });
}
