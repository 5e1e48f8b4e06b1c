import { CONTACT_TYPES, RecordEntry, UK_MENTAL_HEALTH_TEMPLATE_ID } from '@konsult/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoHistory, type DemoHistoryEntry } from './demo-history';
import { DEMO_IDS, DEMO_LONG_HISTORY, demoMeetingId, demoPatientId } from './demo-ids';
import { buildDemoMeetings } from './demo-meetings';
import { buildDemoChildren } from './demo-patients';
import { DEMO_CLINICIANS } from './demo-pools-clinicians';

const NOW = new Date('2026-11-20T12:00:00Z');
const YEAR = 365.25 * 24 * 60 * 60_000;
const history = buildDemoHistory(NOW);
const ofPatient = (id: string) => history.filter((e) => e.patientId === id);
const elin = ofPatient(DEMO_LONG_HISTORY.patientId);
const share = (entries: DemoHistoryEntry[], test: (e: DemoHistoryEntry) => boolean) =>
  entries.filter(test).length / entries.length;
const text = (e: DemoHistoryEntry) =>
  [e.title, ...(e.rows ?? []).flatMap((r) => [r.label, r.value, ...r.selectedOptions])].join(' ').toLowerCase();

describe('demo record histories', () => {
  it("gives the patient of se.doctor's current meeting 5,000 entries over 15 years, all in the past", () => {
    const current = buildDemoMeetings(NOW, DEMO_CLINICIANS, buildDemoChildren(NOW)).find(
      (m) => m.id === demoMeetingId('se.doctor', 'today-current'),
    );
    expect(current?.patientId).toBe(DEMO_IDS.patients.longHistory);
    expect(elin).toHaveLength(5000);
    const times = elin.map((e) => e.contactAt.getTime());
    expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - 15 * YEAR - 2 * 24 * 60 * 60_000);
    expect(Math.min(...times)).toBeLessThan(NOW.getTime() - 14.5 * YEAR);
    for (const e of history) {
      for (const instant of [e.contactAt, e.createdAt, e.signedAt, e.strickenAt]) {
        if (instant) expect(instant.getTime()).toBeLessThan(NOW.getTime());
      }
    }
  });

  it('mixes clinicians, contact types and facilities, mostly signed, a few struck with reasons', () => {
    expect(new Set(elin.map((e) => e.responsibleName)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(elin.map((e) => e.contactType))).toEqual(new Set(CONTACT_TYPES));
    expect(new Set(elin.map((e) => e.careFacilityName).filter(Boolean)).size).toBe(8);
    expect(share(elin, (e) => e.signedAt != null)).toBeCloseTo(0.7, 1);
    const stricken = elin.filter((e) => e.strickenAt);
    expect(stricken.length / elin.length).toBeGreaterThan(0.02);
    expect(stricken.length / elin.length).toBeLessThan(0.04);
    for (const e of stricken) expect(e.strickenReason).toMatch(/\S/);
    for (const e of elin.filter((x) => !x.strickenAt)) expect(e.strickenReason).toBeNull();
  });

  it('has documents, prescriptions, e-prescriptions and a few Swedish specialist referrals', () => {
    expect(share(elin, (e) => (e.documents ?? []).length > 0)).toBeGreaterThan(0.02);
    expect(share(elin, (e) => (e.prescriptions ?? []).length > 0)).toBeGreaterThan(0.1);
    expect(share(elin, (e) => (e.ePrescriptions ?? []).length > 0)).toBeGreaterThan(0.05);
    const referrals = elin.filter((e) => e.referral);
    expect(referrals.length).toBeGreaterThanOrEqual(3);
    expect(referrals.length).toBeLessThanOrEqual(40);
    expect(referrals[0]?.referral?.specialistUnit.name).toMatch(/\S/);
  });

  it("finds many but not all of Elin's entries with a three-letter search", () => {
    for (const query of ['hos', 'feb']) {
      const found = share(elin, (e) => text(e).includes(query));
      expect(found, query).toBeGreaterThan(0.1);
      expect(found, query).toBeLessThan(0.6);
    }
  });

  it("gives every other patient 5 to 40 entries in their market's language", () => {
    const others = new Set(history.map((e) => e.patientId).filter((id) => id !== DEMO_LONG_HISTORY.patientId));
    expect(others.size).toBeGreaterThan(20);
    for (const id of others) {
      expect(ofPatient(id).length, id).toBeGreaterThanOrEqual(5);
      expect(ofPatient(id).length, id).toBeLessThanOrEqual(40);
    }
    const labels = (n: number) =>
      new Set(ofPatient(demoPatientId(n)).flatMap((e) => (e.rows ?? []).map((r) => r.label)));
    expect(labels(0x201)).toContain('History');
    expect(labels(0x301)).toContain('Vurdering');
    expect(labels(0x401)).toContain('Conduite à tenir');
    expect(labels(0x501)).toContain('Befund');
    expect(labels(0x101)).toContain('Bedömning');
  });

  it("writes some of gb.psychologist's patients' sessions in the UK mental-health form", () => {
    const thomas = ofPatient(demoPatientId(0x206));
    const sessions = thomas.filter((e) => e.templateId === UK_MENTAL_HEALTH_TEMPLATE_ID);
    expect(sessions.length).toBeGreaterThan(3);
    expect(sessions.length).toBeLessThan(thomas.length);
    expect(history.filter((e) => e.templateId && e.templateId !== UK_MENTAL_HEALTH_TEMPLATE_ID)).toEqual([]);
  });

  it('is valid record entries with unique ids, the same for the same now', () => {
    expect(new Set(history.map((e) => e.id)).size).toBe(history.length);
    for (const e of elin.slice(0, 200)) {
      const wire = {
        ...e,
        source: 'records-system',
        contactAt: e.contactAt.getTime(),
        createdAt: e.createdAt!.getTime(),
        signedAt: e.signedAt?.getTime() ?? null,
        strickenAt: e.strickenAt?.getTime() ?? null,
      };
      expect(() => RecordEntry.parse(wire)).not.toThrow();
    }
    expect(buildDemoHistory(new Date(NOW.getTime())).slice(0, 50)).toEqual(history.slice(0, 50));
  });
});
