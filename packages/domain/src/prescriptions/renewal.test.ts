import { describe, expect, it } from 'vitest';
import { RENEWAL_REJECTION_REASONS } from '../api/prescription-renewals';
import { LOCALES } from '../markets/country';
import {
  isRejectionTextEditable,
  isRenewalComplete,
  rejectionMessage,
  splitForRenewal,
  unfinishedRenewalItems,
} from './renewal';
import { RENEWAL_REJECTION_MESSAGES, RENEWAL_VIDEO_MESSAGE } from './renewal-messages';

const item = (tradeName: string, valid: boolean, state: 'PENDING' | 'RENEWED' | 'REJECTED' = 'PENDING') => ({
  distributedDrug: { tradeName },
  drugArticle: { valid },
  state,
});

describe('a prescription renewal', () => {
  it('is complete when every item is processed, and not when it has none', () => {
    expect(isRenewalComplete([item('A', true, 'RENEWED'), item('B', true, 'REJECTED')])).toBe(true);
    expect(isRenewalComplete([item('A', true, 'RENEWED'), item('B', true)])).toBe(false);
    expect(isRenewalComplete([])).toBe(false);
    expect(unfinishedRenewalItems({ items: [item('A', true, 'RENEWED'), item('B', true)] as never })).toEqual(['B']);
  });

  it('renews the chosen valid articles and sends the invalid ones to replace-or-cancel, skipping processed ones', () => {
    const chosen = [item('A', true), item('B', false), item('C', true, 'RENEWED'), item('D', false, 'REJECTED')];
    const { renewable, invalid } = splitForRenewal(chosen);
    expect(renewable.map((i) => i.distributedDrug.tradeName)).toEqual(['A']);
    expect(invalid.map((i) => i.distributedDrug.tradeName)).toEqual(['B']);
  });

  it('in a text meeting sends the reason’s own text, and the clinician’s words only for none_of_the_above', () => {
    expect(rejectionMessage('TEXT', null, 'anything', 'sv')).toBeNull();
    expect(rejectionMessage('TEXT', 'addictive_medication', 'ignored', 'sv')).toBe(
      RENEWAL_REJECTION_MESSAGES.sv.addictive_medication,
    );
    expect(rejectionMessage('TEXT', 'none_of_the_above', '  ', 'sv')).toBeNull();
    expect(rejectionMessage('TEXT', 'none_of_the_above', ' Ring mottagningen. ', 'sv')).toBe('Ring mottagningen.');
    expect(RENEWAL_REJECTION_REASONS.filter(isRejectionTextEditable)).toEqual(['none_of_the_above']);
  });

  it('in a video meeting only notifies the patient, in their language', () => {
    expect(rejectionMessage('VIDEO', 'addictive_medication', '', 'nb')).toBe(RENEWAL_VIDEO_MESSAGE.nb);
    expect(rejectionMessage('VIDEO', null, 'Som vi sa i samtalet.', 'sv')).toBe('Som vi sa i samtalet.');
  });

  it('has a text for every reason but none_of_the_above, in all five languages', () => {
    for (const locale of LOCALES) {
      for (const reason of RENEWAL_REJECTION_REASONS.filter((r) => r !== 'none_of_the_above')) {
        expect(rejectionMessage('TEXT', reason, '', locale)).toMatch(/\.$/);
      }
    }
  });
});
