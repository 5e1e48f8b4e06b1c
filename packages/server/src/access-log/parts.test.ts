import { describe, expect, it } from 'vitest';
import { accessLogPart } from './parts';

describe("the access log's parts", () => {
  it("files a programme link's opening with the patient's links, as a meeting link's", () => {
    expect(accessLogPart('programme_link.open')).toBe('patient-link');
    expect(accessLogPart('patient_link.open')).toBe('patient-link');
  });

  it('files a word it does not know as other', () => {
    expect(accessLogPart('no_such_part.read')).toBe('other');
  });
});
