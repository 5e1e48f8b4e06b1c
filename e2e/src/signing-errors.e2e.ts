import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  formTemplateById,
  SIGNING_ERROR_KEYS,
  signingErrorOutcome,
  type EntryResponse,
  type EvaluationResponse,
  type SigningErrorKey,
} from '@konsult/domain';
import { fillRequired } from '../../packages/server/src/test/forms';
import { consultationForFile, type RunningServer } from './harness';

/**
 * Every key of the signing-error catalogue (seed 000 §8, 002 §8), forced through the embedded records system's
 * fault injection (switched while the server runs), shows its modal with the right choices.
 */

let server: RunningServer;
let context: BrowserContext;
let page: Page;
let meetingId: string;

consultationForFile('se.doctor', async (session) => {
  ({ server, context, page, meetingId } = session);
  await completeForms();
});

/** Fills the note and the evaluation through the API, as if Anna had typed them. */
async function completeForms() {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf_token')!.value;
  const headers = { 'x-csrf-token': csrf };
  const api = `${server.baseUrl}/api/medicalrecord`;
  const note = (await (await page.request.get(`${api}/v2/entry/${meetingId}`)).json()) as EntryResponse;
  const savedNote = await page.request.put(`${api}/v2/entry/${meetingId}`, {
    headers,
    data: { values: fillRequired(formTemplateById(note.templateId)), version: note.entry?.version ?? 0 },
  });
  expect(savedNote.status()).toBe(200);
  const evaluation = (await (await page.request.get(`${api}/evaluation/${meetingId}`)).json()) as EvaluationResponse;
  const savedEvaluation = await page.request.put(`${api}/evaluation/${meetingId}`, {
    headers,
    data: {
      values: fillRequired(formTemplateById(evaluation.templateId!)),
      version: evaluation.evaluation?.version ?? 0,
    },
  });
  expect(savedEvaluation.status()).toBe(200);
}

/** Switches the embedded records system's fault (the development route, demo mode) and signs from a fresh screen. */
async function signWithFault(key: SigningErrorKey) {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf_token')!.value;
  const switched = await page.request.put(`${server.baseUrl}/api/dev/faults/records-system`, {
    headers: { 'x-csrf-token': csrf },
    data: { fault: key },
  });
  expect(switched.status()).toBe(200);
  await page.goto(`${server.baseUrl}/emr/${meetingId}`);
  await page.getByRole('button', { name: 'Sign and finish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign and finish the meeting?' });
  await confirm.getByRole('button', { name: 'Sign and finish' }).click();
}

/** The English titles of the modals; which modal and which choices each key gets is the domain's table. */
const TITLES = {
  general: 'Try again',
  'contact-support': 'Contact support to sign',
  combined: 'The records system could not sign the note',
  'house-access': 'No access to this care unit in the records system',
  'records-system-not-responding': 'The records system is not responding',
} as const;
const CHOICES = { 'retry-signing': 'Retry signing', 'sign-later': 'Finish and sign later' } as const;

const cases = SIGNING_ERROR_KEYS.map((key) => {
  const outcome = signingErrorOutcome(key, 'SE');
  const title =
    outcome.modal === 'contact-support' ? TITLES[outcome.group as keyof typeof TITLES] : TITLES[outcome.modal];
  return { key, title, choices: outcome.choices.map((c) => CHOICES[c]) as string[] };
});

describe('when the records system refuses to sign', () => {
  for (const { key, title, choices } of cases) {
    it(`${key} shows "${title}" offering ${choices.join(' and ')}`, async () => {
      await signWithFault(key);
      const modal = page.getByRole('dialog', { name: title });
      await modal.waitFor();
      for (const choice of ['Retry signing', 'Finish and sign later']) {
        expect(await modal.getByRole('button', { name: choice }).count(), choice).toBe(
          choices.includes(choice) ? 1 : 0,
        );
      }
      const message = await modal.getByRole('textbox', { name: 'Message to support' }).inputValue();
      expect(message).toContain(meetingId);
    });
  }

  it('"Finish and sign later" ends the meeting with the note unsigned', async () => {
    await page.getByRole('button', { name: 'Finish and sign later' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    const note = (await (
      await page.request.get(`${server.baseUrl}/api/medicalrecord/v2/entry/${meetingId}`)
    ).json()) as EntryResponse;
    expect(note.entry?.signedAt).toBeNull();
  });
});
