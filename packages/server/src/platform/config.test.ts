import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/**
 * The fault settings of the embedded partners each take one value of their list: unset is off (null), one of the
 * list is that fault, anything else stops the server with a message naming the setting and the list.
 */
describe('the fault settings', () => {
  const settings = [
    ['RECORDS_SYSTEM_FAULT', 'recordsSystemFault'],
    ['EHM_FAULT', 'ehmFault'],
    ['HOMETEST_FAULT', 'homeTestFault'],
    ['LAB_FAULT', 'labFault'],
    ['EPS_FAULT', 'epsFault'],
    ['CERTIFICATE_FAULT', 'certificateFault'],
  ] as const;

  it.each(settings)('%s is off when unset or empty', (name, key) => {
    expect(loadConfig({})[key]).toBeNull();
    expect(loadConfig({ [name]: '' })[key]).toBeNull();
  });

  it.each(settings)('%s refuses a value not in its list, naming the setting and the list', (name) => {
    expect(() => loadConfig({ [name]: 'no_such_fault' })).toThrow(
      new RegExp(`^${name} must be one of [a-z_, ]+; got "no_such_fault"$`),
    );
  });

  it('takes a value of the list', () => {
    expect(loadConfig({ EPS_FAULT: 'eps_timeout' }).epsFault).toBe('eps_timeout');
    expect(loadConfig({ EPS_FAULT: 'patient_not_traced' }).epsFault).toBe('patient_not_traced');
  });
});
