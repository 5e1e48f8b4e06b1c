import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  HomeTestOrderBody,
  HomeTestOrderResponse,
  HomeTestOrdersResponse,
  ShippingAddressResponse,
  TakenActionsResponse,
} from '@konsult/domain';
import { demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { homeTestLabOrders, homeTestOrders, meetings, patients } from '../platform/db/schema';
import { auditRowsOf } from '../test/audit-rows';
import { useTestApp } from '../test/file-app';

/**
 * Anna (se.doctor) orders home tests for Elin from today's video meeting about a cough: a COVID-19 PCR kit to her
 * registered address, then a second one is refused while the first is active; she cancels the first, and the kit
 * can be ordered again. An order sent twice (a retry, a double click, both at once) is one kit. Nail-fungus kits are
 * never blocked and can go to another address. Her patients the lab portal refuses each get their own code (Johan's protected
 * identity, Lars without a Labportalen account, Astrid without a name at the portal), a portal that is down the
 * default error. Maria, Elin's nurse in other meetings, and James in London get 404 for Anna's meeting; Fredrik, a
 * psychologist, 403. Lars (no.doctor) orders a COVID-19 kit for Sofie in Trondheim to her Norwegian address.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const fredrik = t.signedIn('se.psychologist');
const james = t.signedIn('gb.gp');
const lars = t.signedIn('no.doctor');

const SE = '/api/sweden-referral/doctor/hometests';
const NO = '/api/no/hometest/doctor/hometestreferral';
const elinMeeting = demoMeetingId('se.doctor', 'today-current');
const elin = demoPatientId(0x103);

const order = (client = anna, body: Partial<HomeTestOrderBody> & Record<string, unknown> = {}, path = `${SE}/order`) =>
  client.post<HomeTestOrderResponse>(path, {
    requestId: randomUUID(),
    hometestLabportalenTestType: 'COVID_19_PCR',
    meetingId: elinMeeting,
    patientId: elin,
    ...body,
  });

const ordersOf = (meetingId: string, client = anna, base = SE) =>
  client.get<HomeTestOrdersResponse>(`${base}/${meetingId}`);

const cancel = (orderId: string, meetingId = elinMeeting, client = anna, base = SE) =>
  client.post<HomeTestOrderResponse>(`${base}/${meetingId}/order/${orderId}/cancel`, {});

const labStateOf = async (id: string) =>
  (
    await t.database.db
      .select({ state: homeTestLabOrders.state })
      .from(homeTestLabOrders)
      .where(eq(homeTestLabOrders.id, id))
  )[0]?.state;

describe('Swedish home tests', () => {
  it("offers Elin's meeting about a cough the fungus kits, the female chlamydia kit and the plain COVID-19 PCR", async () => {
    const answer = await ordersOf(elinMeeting);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      hometests: [],
      offered: ['NAIL_FUNGUS', 'SKIN_FUNGUS', 'CHLAMYDIA_FEMALE', 'COVID_19_PCR'].map((hometestType) => ({
        hometestType,
        blockedByOrderId: null,
      })),
    });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'home_test.list', outcome: 'success', patientId: elin }),
    ]);
  });

  it("defaults the shipping address to Elin's registered address", async () => {
    const answer = await anna.get<ShippingAddressResponse>(`${SE}/${elinMeeting}/shipping-address`);
    expect(answer.body).toEqual({
      patientName: 'Elin Nyström',
      shippingAddress: { address: 'Hornsgatan 88', zip: '118 21', city: 'Stockholm', country: 'SE' },
    });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'home_test.shipping_address', outcome: 'success', patientId: elin }),
    ]);
  });

  it('orders a COVID-19 kit to her address, then refuses a second while the first is active', async () => {
    const first = await order();
    expect(first.status).toBe(201);
    expect(first.body.hometest).toMatchObject({
      meetingId: elinMeeting,
      patientId: elin,
      hometestType: 'COVID_19_PCR',
      state: 'ORDERED',
      orderingClinicianName: 'Anna Lindgren',
      shippingAddress: { address: 'Hornsgatan 88', zip: '118 21', city: 'Stockholm', country: 'SE' },
    });
    expect(await auditRowsOf(t, first)).toEqual([
      expect.objectContaining({
        action: 'home_test.order',
        outcome: 'success',
        patientId: elin,
        resourceType: 'home-test-order',
        resourceId: first.body.hometest.id,
      }),
    ]);

    const second = await order();
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: { key: 'already_ordered' } });
    expect(await auditRowsOf(t, second)).toEqual([
      expect.objectContaining({ action: 'home_test.order', outcome: 'denied', patientId: elin }),
    ]);

    const listed = (await ordersOf(elinMeeting)).body;
    expect(listed.hometests.map((o) => o.id)).toEqual([first.body.hometest.id]);
    expect(listed.offered.find((c) => c.hometestType === 'COVID_19_PCR')?.blockedByOrderId).toBe(
      first.body.hometest.id,
    );

    const taken = (await anna.get<TakenActionsResponse>(`/api/meeting/${elinMeeting}/taken-actions`)).body;
    expect(taken.sections.find((s) => s.kind === 'home-test-orders')?.items).toEqual([first.body.hometest]);
  });

  it('cancels the first COVID-19 kit at the lab and here, after which the same kit is ordered again', async () => {
    const { id } = (await ordersOf(elinMeeting)).body.hometests[0]!;
    const cancelled = await cancel(id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.hometest).toMatchObject({ id, hometestType: 'COVID_19_PCR', state: 'CANCELLED' });
    expect(await auditRowsOf(t, cancelled)).toEqual([
      expect.objectContaining({
        action: 'home_test.cancel',
        outcome: 'success',
        patientId: elin,
        resourceType: 'home-test-order',
        resourceId: id,
      }),
    ]);
    expect(await labStateOf(id)).toBe('CANCELLED');
    // Sent again (a lost answer): answered as it is.
    expect((await cancel(id)).body.hometest.state).toBe('CANCELLED');

    const again = await order();
    expect(again.status).toBe(201);
    const listed = (await ordersOf(elinMeeting)).body.hometests;
    expect(listed.map((o) => o.state)).toEqual(['CANCELLED', 'ORDERED']);
  });

  it('answers an order sent again with its request id with the one already taken: one kit', async () => {
    const requestId = randomUUID();
    const first = await order(anna, { requestId, hometestLabportalenTestType: 'NAIL_FUNGUS' });
    const again = await order(anna, { requestId, hometestLabportalenTestType: 'NAIL_FUNGUS' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(first.body.hometest.id).toBe(requestId);
    expect(await auditRowsOf(t, again)).toEqual([
      expect.objectContaining({ action: 'home_test.order', outcome: 'success', resourceId: requestId }),
    ]);
    const elsewhere = await order(anna, {
      requestId,
      hometestLabportalenTestType: 'SKIN_FUNGUS',
      meetingId: demoMeetingId('se.doctor', 'today-text'),
      patientId: demoPatientId(0x104),
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toMatchObject({ error: { key: 'conflict' } });
  });

  it('answers the same COVID-19 order sent several times at once with one order', async () => {
    const active = (await ordersOf(elinMeeting)).body.hometests.find((o) => o.state === 'ORDERED')!;
    expect((await cancel(active.id)).status).toBe(200);
    const requestId = randomUUID();
    // Three at once: the race (one keeps it between another's two lookups) does not show every time with two.
    const all = await Promise.all([1, 2, 3].map(() => order(anna, { requestId })));
    expect(all.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(all[1]!.body).toEqual(all[0]!.body);
    expect(all[2]!.body).toEqual(all[0]!.body);
    const stored = await t.database.db
      .select({ id: homeTestOrders.id })
      .from(homeTestOrders)
      .where(eq(homeTestOrders.id, requestId));
    expect(stored).toHaveLength(1);
    expect(await labStateOf(requestId)).toBe('ORDERED');
  });

  it("cancels only an order of the meeting's patient that is not yet answered", async () => {
    const { id } = (await order(anna, { hometestLabportalenTestType: 'SKIN_FUNGUS' })).body.hometest;
    const larsMeeting = demoMeetingId('se.doctor', 'today-text');
    const foreign = await cancel(id, larsMeeting);
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe((await cancel(randomUUID(), larsMeeting)).text);
    expect(await auditRowsOf(t, foreign)).toEqual([expect.objectContaining({ outcome: 'denied' })]);
    expect((await cancel(id, elinMeeting, maria)).status).toBe(404);
    expect((await cancel(id, elinMeeting, anna, NO)).status).toBe(403);

    await t.database.db.update(homeTestOrders).set({ state: 'ANSWERED' }).where(eq(homeTestOrders.id, id));
    const answered = await cancel(id);
    expect(answered.status).toBe(409);
    expect(answered.body).toMatchObject({ error: { key: 'home_test_not_cancellable' } });
    expect(await labStateOf(id)).toBe('ORDERED');
  });

  it('never blocks nail-fungus kits, and posts one to another address when asked', async () => {
    const customShippingAddress = { address: 'Götgatan 14', zip: '11846', city: 'Stockholm', country: 'SE' as const };
    const first = await order(anna, { hometestLabportalenTestType: 'NAIL_FUNGUS', customShippingAddress });
    const second = await order(anna, { hometestLabportalenTestType: 'NAIL_FUNGUS' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.hometest.shippingAddress).toEqual(customShippingAddress);
    expect(second.body.hometest.shippingAddress.address).toBe('Hornsgatan 88');
  });

  it('answers bad input with 400 in the one error shape', async () => {
    const bad = [
      await order(anna, { hometestLabportalenTestType: 'BLOOD_COUNT' as never }),
      await order(anna, {
        customShippingAddress: { address: 'Götgatan 14', zip: '118 46', city: '  ', country: 'SE' },
      }),
      await order(anna, {
        customShippingAddress: { address: 'Götgatan 14', zip: '0168', city: 'Oslo', country: 'SE' },
      }),
      await order(anna, {
        customShippingAddress: { address: 'Götgatan 14', zip: '118 46', city: 'Oslo', country: 'NO' } as never,
      }),
      await order(anna, { patientId: undefined }),
      await order(anna, { requestId: undefined }),
      await order(anna, { requestId: 'order-1' }),
      await cancel('order-1'),
    ];
    for (const answer of bad) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { key: 'invalid_input', issues: [expect.anything()] } });
    }
  });

  it('refuses a kit the meeting is not offered: no COVID-19 test in a meeting about a skin rash', async () => {
    const larsMeeting = demoMeetingId('se.doctor', 'today-text');
    const offered = (await ordersOf(larsMeeting)).body.offered.map((c) => c.hometestType);
    expect(offered).toEqual(['NAIL_FUNGUS', 'SKIN_FUNGUS', 'CHLAMYDIA_MALE']);
    const answer = await order(anna, { meetingId: larsMeeting, patientId: demoPatientId(0x104) });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: { key: 'home_test_not_offered' } });
  });

  it("answers each of the lab portal's refusals with its own code, audited as a failure", async () => {
    const cases = [
      [demoMeetingId('se.doctor', 'upcoming-tomorrow'), 0x102, 'patient_protected_identity'],
      [demoMeetingId('se.doctor', 'today-text'), 0x104, 'missing_labportalen_user_guid'],
      [demoMeetingId('se.doctor', 'today-next'), 0x101, 'patient_missing_name'],
    ] as const;
    for (const [meetingId, patient, key] of cases) {
      const answer = await order(anna, {
        hometestLabportalenTestType: 'SKIN_FUNGUS',
        meetingId,
        patientId: demoPatientId(patient),
      });
      expect(answer.status, key).toBe(422);
      expect(answer.body).toMatchObject({ error: { key } });
      expect(await auditRowsOf(t, answer)).toEqual([
        expect.objectContaining({ action: 'home_test.order', outcome: 'failure', patientId: demoPatientId(patient) }),
      ]);
      expect((await ordersOf(meetingId)).body.hometests).toEqual([]);
    }
  });

  it('answers already_ordered when the portal holds an active kit of the kind ordered elsewhere', async () => {
    const [row] = await t.database.db
      .select({ idNumber: patients.idNumber })
      .from(patients)
      .where(eq(patients.id, elin));
    await t.database.db.insert(homeTestLabOrders).values({
      id: 'elsewhere-1',
      market: 'SE',
      idNumber: row!.idNumber,
      hometestType: 'CHLAMYDIA_FEMALE',
      blockingKind: 'chlamydia',
      state: 'SHIPPED',
      shippingAddress: { address: 'Hornsgatan 88', zip: '118 21', city: 'Stockholm', country: 'SE' },
    });
    const answer = await order(anna, { hometestLabportalenTestType: 'CHLAMYDIA_FEMALE' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: { key: 'already_ordered' } });
    expect(await auditRowsOf(t, answer)).toEqual([expect.objectContaining({ outcome: 'failure' })]);
  });

  it('answers the default error while the portal is down, and orders again once it is back', async () => {
    const faults = '/api/dev/faults/hometest';
    expect((await anna.request('PUT', faults, { fault: 'home_test_lab_unavailable' })).status).toBe(200);
    const down = await order(anna, { hometestLabportalenTestType: 'SKIN_FUNGUS' });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ error: { key: 'home_test_lab_unavailable' } });
    expect((await anna.request('PUT', faults, { fault: 'no_such_fault' })).status).toBe(400);
    expect((await anna.request('PUT', faults, { fault: null })).body).toEqual({ fault: null });
    expect((await order(anna, { hometestLabportalenTestType: 'SKIN_FUNGUS' })).status).toBe(201);
  });

  it("offers the VGR variant to Maria's patient registered in Göteborg", async () => {
    const meetingId = demoMeetingId('se.nurse', 'upcoming-tomorrow');
    await t.database.db.update(meetings).set({ symptomsFormName: 'sore_throat' }).where(eq(meetings.id, meetingId));
    const offered = (await ordersOf(meetingId, maria)).body.offered.map((c) => c.hometestType);
    expect(offered).toEqual(['NAIL_FUNGUS', 'SKIN_FUNGUS', 'CHLAMYDIA_MALE', 'COVID_19_PCR_VGR']);
    const plain = await order(maria, { meetingId, patientId: demoPatientId(0x105) });
    expect(plain.body).toMatchObject({ error: { key: 'home_test_not_offered' } });
    const vgr = await order(maria, {
      meetingId,
      patientId: demoPatientId(0x105),
      hometestLabportalenTestType: 'COVID_19_PCR_VGR',
    });
    expect(vgr.status).toBe(201);
  });
});

describe('who reaches home tests', () => {
  it("answers 404 for a meeting that is not the clinician's, the same as a missing one, and audits the denial", async () => {
    for (const client of [maria, james]) {
      const list = await ordersOf(elinMeeting, client);
      const missing = await ordersOf('00000000-0000-4000-8000-000000000000', client);
      expect(list.status).toBe(404);
      expect(list.text).toBe(missing.text);
      expect(await auditRowsOf(t, list)).toEqual([expect.objectContaining({ outcome: 'denied' })]);
      expect((await client.get(`${SE}/${elinMeeting}/shipping-address`)).status).toBe(404);
      expect((await order(client)).status).toBe(404);
    }
  });

  it("answers 404 when the body's patient is not the meeting's", async () => {
    const answer = await order(anna, { patientId: demoPatientId(0x101) });
    expect(answer.status).toBe(404);
  });

  it('answers 403 to a psychologist, and to a Swedish doctor on the Norwegian paths', async () => {
    const fredriksMeeting = demoMeetingId('se.psychologist', 'today-current');
    const denied = await ordersOf(fredriksMeeting, fredrik);
    expect(denied.status).toBe(403);
    expect(await auditRowsOf(t, denied)).toEqual([expect.objectContaining({ outcome: 'denied' })]);
    expect((await ordersOf(elinMeeting, anna, NO)).status).toBe(403);
    expect((await order(anna, {}, NO)).status).toBe(403);
  });
});

describe('Norwegian home tests', () => {
  const sofieMeeting = demoMeetingId('no.doctor', 'today-current');
  const sofie = demoPatientId(0x303);
  const norwegian = (body: Record<string, unknown> = {}) =>
    order(lars, { meetingId: sofieMeeting, patientId: sofie, ...body }, NO);

  it("posts Sofie's COVID-19 kit to her address in Trondheim", async () => {
    const address = await lars.get<ShippingAddressResponse>(`${NO}/${sofieMeeting}/shipping-address`);
    expect(address.body.shippingAddress).toEqual({
      address: 'Olav Tryggvasons gate 20',
      zip: '7011',
      city: 'Trondheim',
      country: 'NO',
    });
    const ordered = await norwegian();
    expect(ordered.status).toBe(201);
    expect(ordered.body.hometest).toMatchObject({
      hometestType: 'COVID_19_PCR',
      shippingAddress: address.body.shippingAddress,
    });
    expect((await ordersOf(sofieMeeting, lars, NO)).body.hometests).toHaveLength(1);
    expect((await norwegian()).body).toMatchObject({ error: { key: 'already_ordered' } });

    const cancelled = await cancel(ordered.body.hometest.id, sofieMeeting, lars, NO);
    expect(cancelled.body.hometest.state).toBe('CANCELLED');
    expect((await norwegian()).status).toBe(201);
  });

  it('takes a four-digit postnummer only, and never the VGR variant', async () => {
    const swedishZip = await norwegian({
      hometestLabportalenTestType: 'NAIL_FUNGUS',
      customShippingAddress: { address: 'Kongens gate 1', zip: '70110', city: 'Trondheim', country: 'NO' },
    });
    expect(swedishZip.status).toBe(400);
    const vgr = await norwegian({ hometestLabportalenTestType: 'COVID_19_PCR_VGR' });
    expect(vgr.body).toMatchObject({ error: { key: 'home_test_not_offered' } });
    const custom = await norwegian({
      hometestLabportalenTestType: 'NAIL_FUNGUS',
      customShippingAddress: { address: 'Kongens gate 1', zip: '7011', city: 'Trondheim', country: 'NO' },
    });
    expect(custom.status).toBe(201);
  });

  it('is not ordered in a meeting about a child', async () => {
    const childMeeting = demoMeetingId('no.doctor', 'today-child');
    const answer = await ordersOf(childMeeting, lars, NO);
    expect(answer.status).toBe(403);
    expect((await norwegian({ meetingId: childMeeting, patientId: demoPatientId(0x302) })).status).toBe(403);
  });
});
