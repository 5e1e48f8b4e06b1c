import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { EHM_FAULTS, type EhmFault, type PractitionerRoleLink } from '@konsult/domain';
import { verifyPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/database';
import { firstOrNull } from '../../platform/db/lookups';
import { ehmPrescriberPins, ehmPrescriptions, ehmSessions } from '../../platform/db/schema';
import { EmbeddedFaultSwitch } from '../embedded-faults';
import {
  ExchangeError,
  type CancelPrescriptions,
  type ExchangePrescriber,
  type ExchangeStatus,
  type PrescriptionExchange,
  type SendPrescription,
} from './prescription-exchange';

/**
 * The embedded default: konsult's database holds the exchange's own record (ehm_prescriptions) and each prescriber's
 * PIN (ehm_prescriber_pins, scrypt; the demo's is in the README). A pharmacy's dispensing is `dispense` (the
 * development page). Faults, switched while running or configured (EHM_FAULT):
 * - ehm_unavailable: the exchange is down; nothing is received;
 * - pin_refused: every PIN is refused; nothing is received;
 * - ehm_timeout: the prescription is received but the answer is lost, as when a real call times out; sending the
 *   same medication request id again answers the one received, so a retry never makes a second prescription.
 */
export class EmbeddedPrescriptionExchange implements PrescriptionExchange {
  readonly faults: EmbeddedFaultSwitch<EhmFault>;

  constructor(
    private readonly db: Db,
    configuredFault: EhmFault | null = null,
  ) {
    this.faults = new EmbeddedFaultSwitch('ehm', EHM_FAULTS, configuredFault, db);
  }

  async available(): Promise<boolean> {
    return (await this.faults.current()) !== 'ehm_unavailable';
  }

  async roleLinks(prescriber: ExchangePrescriber): Promise<PractitionerRoleLink[]> {
    await this.failIf('ehm_unavailable');
    const digits = BigInt(`0x${createHash('sha256').update(prescriber.id).digest('hex').slice(0, 12)}`).toString();
    return [
      {
        id: `role-${prescriber.id}`,
        careUnitName: prescriber.careUnitName,
        careUnitHsaId: `SE2321000016-${digits.slice(0, 4).toUpperCase()}`,
        prescriberCode: digits.slice(-7).padStart(7, '0'),
      },
    ];
  }

  async send(request: SendPrescription): Promise<ExchangeStatus> {
    const fault = await this.faults.current();
    if (fault === 'ehm_unavailable') throw unavailable();
    await this.checkPin(request.prescriber.id, request.pin, fault);
    const now = new Date();
    await this.db
      .insert(ehmPrescriptions)
      .values({
        medicationRequestId: request.medicationRequestId,
        patientIdNumber: request.patient.idNumber,
        prescriberId: request.prescriber.id,
        nplPackId: request.nplPackId,
        payload: request.payload,
        status: 'SENT',
        statusAt: now,
      })
      .onConflictDoNothing();
    if (fault === 'ehm_timeout') throw timedOut();
    const received = await this.statusOf(request.medicationRequestId);
    if (!received) throw unavailable();
    return received;
  }

  async statusOf(medicationRequestId: string): Promise<ExchangeStatus | null> {
    await this.failIf('ehm_unavailable');
    return firstOrNull(
      this.db
        .select({ status: ehmPrescriptions.status, statusAt: ehmPrescriptions.statusAt })
        .from(ehmPrescriptions)
        .where(eq(ehmPrescriptions.medicationRequestId, medicationRequestId)),
    );
  }

  async cancel(request: CancelPrescriptions): Promise<ExchangeStatus> {
    const fault = await this.faults.current();
    if (fault === 'ehm_unavailable') throw unavailable();
    await this.checkPin(request.prescriber.id, request.pin, fault);
    const statusAt = new Date();
    await this.db.transaction(async (tx) => {
      const ids = inArray(ehmPrescriptions.medicationRequestId, request.medicationRequestIds);
      const dispensed = await tx
        .select({ id: ehmPrescriptions.medicationRequestId })
        .from(ehmPrescriptions)
        .where(and(ids, eq(ehmPrescriptions.status, 'DISPENSED')));
      if (dispensed.length > 0) {
        throw new ExchangeError('prescription_not_cancellable', 'A dispensed prescription cannot be cancelled.');
      }
      await tx
        .update(ehmPrescriptions)
        .set({ status: 'CANCELLED', statusAt })
        .where(and(ids, ne(ehmPrescriptions.status, 'CANCELLED')));
    });
    // Cancelled at the exchange; only the answer is lost.
    if (fault === 'ehm_timeout') throw timedOut();
    return { status: 'CANCELLED', statusAt };
  }

  /** A session of five minutes, opened by the prescriber's session on this server (ehm-session-page.ts). */
  async sessionUrl(prescriber: ExchangePrescriber, patient: { idNumber: string }) {
    await this.failIf('ehm_unavailable');
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_MS);
    await this.db
      .insert(ehmSessions)
      .values({ token, prescriberId: prescriber.id, patientIdNumber: patient.idNumber, expiresAt });
    return { url: `/api/ehm/session/${token}`, expiresAt };
  }

  /** The session's prescriptions, for its own prescriber while it lasts; null otherwise. */
  async session(token: string, prescriberId: string, now: Date) {
    const session = await firstOrNull(this.db.select().from(ehmSessions).where(eq(ehmSessions.token, token)));
    if (!session || session.prescriberId !== prescriberId || session.expiresAt <= now) return null;
    const held = await this.db
      .select()
      .from(ehmPrescriptions)
      .where(eq(ehmPrescriptions.patientIdNumber, session.patientIdNumber))
      .orderBy(desc(ehmPrescriptions.receivedAt));
    return { patientIdNumber: session.patientIdNumber, prescriptions: held };
  }

  /** A pharmacy dispenses the prescription (the development page); false when it is not there to dispense. */
  async dispense(medicationRequestId: string): Promise<boolean> {
    const rows = await this.db
      .update(ehmPrescriptions)
      .set({ status: 'DISPENSED', statusAt: new Date() })
      .where(and(eq(ehmPrescriptions.medicationRequestId, medicationRequestId), eq(ehmPrescriptions.status, 'SENT')))
      .returning({ id: ehmPrescriptions.medicationRequestId });
    return rows.length > 0;
  }

  private async failIf(key: 'ehm_unavailable'): Promise<void> {
    if ((await this.faults.current()) === key) throw unavailable();
  }

  /**
   * The prescriber's PIN, as an e-identity card checks it: three wrong in a row lock the identity for 30 minutes
   * (pin_locked, with the time left); a right one resets the count. The pin_refused fault refuses every PIN.
   */
  private async checkPin(prescriberId: string, pin: string, fault: EhmFault | null): Promise<void> {
    const row = await firstOrNull(
      this.db.select().from(ehmPrescriberPins).where(eq(ehmPrescriberPins.clinicianId, prescriberId)),
    );
    const now = Date.now();
    if (row?.lockedUntil && row.lockedUntil.getTime() > now) throw locked(row.lockedUntil.getTime() - now);
    if (fault !== 'pin_refused' && row && (await verifyPassword(pin, row.pinHash))) {
      if (row.failedAttempts > 0 || row.lockedUntil) {
        await this.db
          .update(ehmPrescriberPins)
          .set({ failedAttempts: 0, lockedUntil: null })
          .where(eq(ehmPrescriberPins.clinicianId, prescriberId));
      }
      return;
    }
    if (row && fault !== 'pin_refused') {
      const failed = row.failedAttempts + 1;
      const lockedUntil = failed >= PIN_ATTEMPTS ? new Date(now + LOCK_MS) : null;
      await this.db
        .update(ehmPrescriberPins)
        .set({ failedAttempts: lockedUntil ? 0 : failed, lockedUntil })
        .where(eq(ehmPrescriberPins.clinicianId, prescriberId));
      if (lockedUntil) throw locked(LOCK_MS);
    }
    throw new ExchangeError('pin_refused', 'The PIN was not accepted; nothing was sent.');
  }
}

const SESSION_MS = 5 * 60_000;
/** Wrong PINs in a row before the identity locks, and for how long. */
const PIN_ATTEMPTS = 3;
const LOCK_MS = 30 * 60_000;

const locked = (ms: number) =>
  new ExchangeError('pin_locked', 'Too many wrong PINs: the e-identity is locked.', Math.ceil(ms / 1000));

const unavailable = () => new ExchangeError('ehm_unavailable', 'The prescription exchange is not available.');
const timedOut = () => new ExchangeError('ehm_timeout', 'The prescription exchange did not answer in time.');
