import { describe, expect, it } from 'vitest';
import { type B2bTicketAnswer, b2bTicketCovers, b2bTicketStatus, type B2bTicketFields } from './ticket-status';

const ticket = (overrides: Partial<B2bTicketFields> = {}): B2bTicketAnswer => ({
  ticket: {
    partnerName: 'Folksam Företagshälsa',
    type: 'b2b_t2',
    validFrom: '2026-10-01',
    validTo: '2026-12-31',
    numberOfAppointments: 6,
    remainedAppointments: 4,
    isRevoked: false,
    ...overrides,
  },
});
const partnerName = 'Folksam Företagshälsa';

describe('the status of a B2B ticket on a day', () => {
  it.each<[string, B2bTicketAnswer, string, ReturnType<typeof b2bTicketStatus>]>([
    ['no ticket', { ticket: null }, '2026-11-25', { kind: 'none' }],
    [
      'valid: 4 of 6 left, until its last day',
      ticket(),
      '2026-11-25',
      { kind: 'valid', partnerName, remaining: 4, total: 6, validTo: '2026-12-31' },
    ],
    [
      'valid on its first day',
      ticket(),
      '2026-10-01',
      { kind: 'valid', partnerName, remaining: 4, total: 6, validTo: '2026-12-31' },
    ],
    [
      'valid on its last day, one left',
      ticket({ remainedAppointments: 1 }),
      '2026-12-31',
      { kind: 'valid', partnerName, remaining: 1, total: 6, validTo: '2026-12-31' },
    ],
    [
      'used up',
      ticket({ remainedAppointments: 0 }),
      '2026-11-25',
      { kind: 'used-up', partnerName, numberOfAppointments: 6 },
    ],
    ['expired the day after', ticket(), '2027-01-01', { kind: 'expired', partnerName, validTo: '2026-12-31' }],
    [
      'not yet valid the day before',
      ticket(),
      '2026-09-30',
      { kind: 'not-yet-valid', partnerName, validFrom: '2026-10-01' },
    ],
    ['revoked by the partner', ticket({ isRevoked: true }), '2026-11-25', { kind: 'revoked', partnerName }],
    [
      'revoked wins over expired and used up',
      ticket({ isRevoked: true, remainedAppointments: 0 }),
      '2027-02-01',
      { kind: 'revoked', partnerName },
    ],
    [
      'expired wins over used up',
      ticket({ remainedAppointments: 0 }),
      '2027-02-01',
      { kind: 'expired', partnerName, validTo: '2026-12-31' },
    ],
    [
      'deleted (TICKET_DELETED): revoked, partner unknown',
      { deleted: true },
      '2026-11-25',
      { kind: 'revoked', partnerName: null },
    ],
  ])('%s', (_, answer, day, status) => {
    expect(b2bTicketStatus(answer, day)).toEqual(status);
    expect(b2bTicketCovers(answer, day)).toBe(status.kind === 'valid');
  });
});
