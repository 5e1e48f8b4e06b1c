import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { MeetingListResponse } from '@konsult/domain';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * James (gb.gp) opens the patient tab for two of his patients and reads their identity checks: Oliver Bennett is fully
 * verified (accepted in an earlier consultation, knowledge-based verification passed, photo ID clear, Summary Care
 * Record found); Charlotte Hughes's Summary Care Record is missing after NHS tracing, her knowledge-based verification
 * failed and her photo ID needs review. Priya Sharma was never otherwise checked (whether she was traced on the Spine is
 * the demo's choice: the test accepts either).
 */

const app = appInChromium();

const paneOf = (page: Page) => page.getByRole('region', { name: 'Patient record' });

/** A scheduled meeting of James's with the named patient. */
async function meetingWith(page: Page, patientName: string): Promise<string> {
  const answer = await page.request.get(`${app.baseUrl}/api/meetings`);
  const { meetings } = (await answer.json()) as MeetingListResponse;
  const meeting = meetings.find((m) => m.patientName === patientName && m.status === 'SCHEDULED');
  if (!meeting) throw new Error(`no scheduled meeting with ${patientName}`);
  return meeting.id;
}

/** The identity panel of the patient tab of James's meeting with the patient. */
async function identityPanelOf(page: Page, patientName: string): Promise<Locator> {
  await page.goto(`${app.baseUrl}/emr/${await meetingWith(page, patientName)}?leftbar=patient`);
  return paneOf(page).getByRole('region', { name: 'Identity verification' });
}

/**
 * Waits until the value (definition) beside the label (term) reads as expected. Each term and its definition share a
 * row of the panel's description list; a status badge shows in capitals but reads as written.
 */
async function expectValue(panel: Locator, label: string, expected: RegExp): Promise<void> {
  const row = panel
    .locator('div')
    .filter({ has: panel.page().getByRole('term').filter({ hasText: label }) })
    .last();
  await row.getByRole('definition').filter({ hasText: expected }).waitFor();
}

describe('the identity checks in the patient tab (gb.gp)', () => {
  it('shows Oliver fully verified and Charlotte with her Summary Care Record missing', async () => {
    // The app's CSP forbids the injected axe script, which this context bypasses.
    const page = await clinicianPage(app.browser, app.baseUrl, 'gb.gp', { bypassCSP: true });

    const oliver = await identityPanelOf(page, 'Oliver Bennett');
    await expectValue(oliver, 'Latest check', /^Identity accepted[\s\S]*by James Whitaker$/);
    await expectValue(oliver, 'Knowledge-based verification', /^Passed\s+5 of 5 questions answered/);
    await expectValue(oliver, 'Photo ID (Onfido)', /^Clear\s+Passport · checked /);
    await expectValue(
      oliver,
      'NHS tracing (PDS)',
      /^NHS number \d{3} \d{3} \d{4} traced .*; Summary Care Record available$/,
    );
    expect(await oliver.getByRole('alert').count()).toBe(0);
    expect(await seriousAxeViolations(oliver, 'identity panel, verified')).toEqual([]);

    const charlotte = await identityPanelOf(page, 'Charlotte Hughes');
    await charlotte
      .getByRole('alert')
      .filter({
        hasText:
          /^Summary Care Record missing: none was found on the NHS Spine when the patient was traced on .+\. Check medicines and allergies with the patient\.$/,
      })
      .waitFor();
    await expectValue(charlotte, 'Knowledge-based verification', /^Failed\s+5 of 5 questions answered/);
    await expectValue(charlotte, 'Photo ID (Onfido)', /^Consider: needs review\s+Driving licence/);
    await expectValue(charlotte, 'Latest check', /^Not checked yet$/);
    expect(await seriousAxeViolations(charlotte, 'identity panel, Summary Care Record missing')).toEqual([]);

    // Priya has no clinician check, KBV or photo ID; whether she was traced is the demo's choice (EPS reads it).
    const priya = await identityPanelOf(page, 'Priya Sharma');
    for (const label of ['Latest check', 'Knowledge-based verification', 'Photo ID (Onfido)']) {
      await expectValue(priya, label, /^Not checked yet$/);
    }
    await expectValue(priya, 'NHS tracing (PDS)', /^(Not checked yet|.*; Summary Care Record available)$/);
    expect(await priya.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });
});
