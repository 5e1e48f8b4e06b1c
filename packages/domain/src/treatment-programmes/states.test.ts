import { describe, expect, it } from 'vitest';
import {
  CARE_PLAN_STATES,
  canEndProgramme,
  canOpenMessenger,
  diaryWindow,
  canUnlockModule,
  completeModule,
  ICBT_IDENTIFIER_PATTERN,
  initialModuleStates,
  isCarePlanEnded,
  isWithinDiaryWindow,
  isModuleState,
  MODULE_EXPECTED_DAYS,
  MODULE_STATES,
  moduleDisplay,
  type ModuleProgress,
  patientMayWork,
  patientMayWrite,
  progressIndicator,
} from './states';

/*
 * A psychologist follows a patient through an internet CBT programme: the module list shows each module locked,
 * ready to unlock, in progress or done; the unlock, end and messenger buttons go grey once the programme is ended;
 * the patient writes and works only while the psychologist lets them; and the clinician's lists flag a programme
 * whose next module can be unlocked or whose module has been open too long.
 */

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 27, 9, 0);

describe('how the module list draws a module', () => {
  it.each([
    ['disabled', 'locked'],
    ['enabled', 'unlockable'],
    ['unlocked', 'in-progress'],
    ['active', 'in-progress'],
    ['completed', 'completed'],
  ])('a %s module is drawn %s', (state, display) => expect(moduleDisplay(state)).toBe(display));

  it('draws a state it does not know as locked, so the patient is never offered something unknown', () => {
    expect(moduleDisplay('archived')).toBe('locked');
    expect(moduleDisplay('')).toBe('locked');
    expect(isModuleState('archived')).toBe(false);
  });

  it('knows exactly the five module states of the seed', () => {
    expect(MODULE_STATES.every(isModuleState)).toBe(true);
    expect(isModuleState(3)).toBe(false);
  });
});

describe('what the clinician may do with a programme', () => {
  it('offers the unlock button only on an enabled module of a programme that is not ended', () => {
    expect(canUnlockModule('active', 'enabled')).toBe(true);
    expect(canUnlockModule('completed', 'enabled')).toBe(true);
    expect(canUnlockModule('ended', 'enabled')).toBe(false);
    for (const state of ['disabled', 'unlocked', 'active', 'completed', 'unknown']) {
      expect(canUnlockModule('active', state)).toBe(false);
    }
  });

  it('lets the clinician end an active or completed programme, but not one already ended', () => {
    expect(canEndProgramme('active')).toBe(true);
    expect(canEndProgramme('completed')).toBe(true);
    expect(canEndProgramme('ended')).toBe(false);
  });

  it('opens the messenger until the programme is ended', () => {
    expect(canOpenMessenger('active')).toBe(true);
    expect(canOpenMessenger('completed')).toBe(true);
    expect(canOpenMessenger('ended')).toBe(false);
  });

  it('counts only an ended programme as ended', () => {
    expect(CARE_PLAN_STATES.filter(isCarePlanEnded)).toEqual(['ended']);
  });
});

describe('what the patient may do', () => {
  it('writes to the psychologist while the conversation is active and the programme not ended', () => {
    expect(patientMayWrite('active', 'active')).toBe(true);
    expect(patientMayWrite('completed', 'active')).toBe(true);
  });

  it('can no longer write once the psychologist pauses the conversation or ends the programme', () => {
    expect(patientMayWrite('active', 'paused')).toBe(false);
    expect(patientMayWrite('ended', 'active')).toBe(false);
    expect(patientMayWrite('ended', 'paused')).toBe(false);
  });

  it('works in a module the psychologist has unlocked, started or not, of an active programme', () => {
    expect(patientMayWork('active', 'unlocked')).toBe(true);
    expect(patientMayWork('active', 'active')).toBe(true);
  });

  it('cannot work in a locked, merely enabled or completed module, nor in a programme that is over', () => {
    for (const state of ['disabled', 'enabled', 'completed', 'unknown']) {
      expect(patientMayWork('active', state)).toBe(false);
    }
    expect(patientMayWork('completed', 'active')).toBe(false);
    expect(patientMayWork('ended', 'unlocked')).toBe(false);
  });
});

describe('the progress indicator in the clinician’s lists', () => {
  const module = (state: string, startedDaysAgo: number | null = null): ModuleProgress => ({
    state,
    startedAt: startedDaysAgo === null ? null : NOW - startedDaysAgo * DAY,
  });

  it('says the next module can be unlocked when one is enabled', () => {
    const modules = [module('completed', 20), module('enabled'), module('disabled')];
    expect(progressIndicator('active', modules, NOW)).toBe('next_module_is_unlockable');
  });

  it('prefers "unlockable" over "late" when both hold', () => {
    const modules = [module('active', 30), module('enabled')];
    expect(progressIndicator('active', modules, NOW)).toBe('next_module_is_unlockable');
  });

  it('says a module is not completed in time when the patient has had it longer than two weeks', () => {
    expect(MODULE_EXPECTED_DAYS).toBe(14);
    expect(progressIndicator('active', [module('completed', 40), module('active', 15)], NOW)).toBe(
      'module_not_completed_in_time',
    );
    expect(progressIndicator('active', [module('unlocked', 15)], NOW)).toBe('module_not_completed_in_time');
  });

  it('does not flag a module at exactly fourteen days, only after', () => {
    expect(progressIndicator('active', [module('active', 14)], NOW)).toBe('none');
    const justOver: ModuleProgress = { state: 'active', startedAt: NOW - 14 * DAY - 1 };
    expect(progressIndicator('active', [justOver], NOW)).toBe('module_not_completed_in_time');
  });

  it('says nothing for a module on time, one without a start date, or completed modules however old', () => {
    expect(progressIndicator('active', [module('completed', 30), module('active', 3)], NOW)).toBe('none');
    expect(progressIndicator('active', [module('unlocked')], NOW)).toBe('none');
    expect(progressIndicator('active', [module('completed', 60), module('disabled')], NOW)).toBe('none');
    expect(progressIndicator('active', [], NOW)).toBe('none');
  });

  it('says nothing for an ended or completed programme, even with an enabled or late module', () => {
    const modules = [module('active', 30), module('enabled')];
    expect(progressIndicator('ended', modules, NOW)).toBe('none');
    expect(progressIndicator('completed', modules, NOW)).toBe('none');
  });
});

describe('completing a module', () => {
  it('completes a middle module and enables the next for the psychologist to unlock', () => {
    expect(completeModule(2, 8)).toEqual({ completed: 2, enabled: 3, carePlanCompleted: false });
    expect(completeModule(0, 8)).toEqual({ completed: 0, enabled: 1, carePlanCompleted: false });
  });

  it('completes the care plan with the last module, enabling nothing', () => {
    expect(completeModule(7, 8)).toEqual({ completed: 7, enabled: null, carePlanCompleted: true });
    expect(completeModule(0, 1)).toEqual({ completed: 0, enabled: null, carePlanCompleted: true });
  });
});

describe('a new care plan', () => {
  it('unlocks the first module so the patient starts at once, the rest locked', () => {
    expect(initialModuleStates(4)).toEqual(['unlocked', 'disabled', 'disabled', 'disabled']);
    expect(initialModuleStates(1)).toEqual(['unlocked']);
    expect(initialModuleStates(0)).toEqual([]);
  });
});

describe('programme identifiers', () => {
  it('are ICBT_ and a name', () => {
    expect(ICBT_IDENTIFIER_PATTERN.test('ICBT_ANXIETY')).toBe(true);
    expect(ICBT_IDENTIFIER_PATTERN.test('ICBT_')).toBe(false);
    expect(ICBT_IDENTIFIER_PATTERN.test('CBT_ANXIETY')).toBe(false);
  });
});

describe('the activity diary window', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const created = Date.UTC(2026, 10, 2, 9, 30, 45);
  const now = created + 10 * DAY;

  it('reads from a week before the start (its first minute) to a day from now, or to the end', () => {
    expect(diaryWindow(created, null, now)).toEqual({ from: Date.UTC(2026, 9, 26, 9, 30), to: now + DAY });
    // An activity the patient planned for the day after the programme ended is still in the clinician's diary.
    expect(diaryWindow(created, created + 3 * DAY, now).to).toBe(created + 4 * DAY);
  });

  it('lets the patient date an activity within it, and no earlier or later', () => {
    expect(isWithinDiaryWindow(created - 2 * DAY, created, now)).toBe(true);
    expect(isWithinDiaryWindow(now + DAY / 2, created, now)).toBe(true);
    expect(isWithinDiaryWindow(created - 8 * DAY, created, now)).toBe(false);
    expect(isWithinDiaryWindow(now + 2 * DAY, created, now)).toBe(false);
  });
});
