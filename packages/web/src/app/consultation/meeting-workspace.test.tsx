import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WebActionModule } from '../../lib/actions/action-module';
import { useFinishingParticipant } from '../../lib/finishing';
import {
  completeSwedishMeeting,
  findReadyFinishing,
  FINISH_PATH,
  finishMissingFields,
  mockConsultationServer,
  requestsTo,
} from '../../test/consultation-api';
import { aMeeting } from '../../test/fixtures';
import { renderPanel } from '../../test/render-panel';
import { MeetingWorkspace } from './meeting-workspace';

/**
 * The action-module seam at finishing (issue 15): a module standing for prescriptions leaves a renewal unfinished.
 * Its blocker joins the note's and the evaluation's in the missing-fields dialog, and a blocker only the server
 * knew (409 missing_fields) is named by the module that owns the field. Finishing knows neither by name.
 */

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

function prescriptionsModule(renewalUnfinished: boolean): WebActionModule {
  function Finishing() {
    useFinishingParticipant({
      id: 'prescriptions',
      isReady: () => true,
      flush: async () => true,
      blockers: () =>
        renewalUnfinished ? [{ id: 'renewal', section: 'Prescriptions', label: 'Finish the renewal of Levaxin' }] : [],
      describe: (name) =>
        name === 'interaction_check' ? { section: 'Prescriptions', label: 'Confirm the interaction check' } : null,
    });
    return null;
  }
  return { id: 'prescriptions', panels: {}, Finishing };
}

async function openWorkspace(module: WebActionModule) {
  const view = renderPanel(<MeetingWorkspace meeting={aMeeting()} modules={[module]} />);
  return { ...view, finishing: await findReadyFinishing() };
}

describe('an action module at finishing', () => {
  it('lists what it leaves unfinished with the note’s and evaluation’s, and the meeting does not end', async () => {
    const { requests } = mockConsultationServer(completeSwedishMeeting);
    const { finishing, user } = await openWorkspace(prescriptionsModule(true));
    await user.click(within(finishing).getByRole('button', { name: 'Sign and finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Required fields are missing' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Prescriptions: Finish the renewal of Levaxin']);
    expect(requestsTo(requests, 'POST', FINISH_PATH)).toHaveLength(0);
  });

  it('names a field of its own that only the server found missing', async () => {
    mockConsultationServer({
      ...completeSwedishMeeting,
      routes: finishMissingFields([{ path: 'interaction_check', code: 'required', message: 'Prescriptions' }]),
    });
    const { finishing, user } = await openWorkspace(prescriptionsModule(false));
    await user.click(within(finishing).getByRole('button', { name: 'Sign and finish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign and finish the meeting?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign and finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Required fields are missing' });
    expect(within(dialog).getByRole('listitem').textContent).toBe('Prescriptions: Confirm the interaction check');
  });
});
