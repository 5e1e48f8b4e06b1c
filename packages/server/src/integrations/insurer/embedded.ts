import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  INSURER_FAULTS,
  INSURER_LIMITS,
  type InsurerConsultation,
  type InsurerFault,
  type InsurerInsuranceClaim,
  type InsurerLimits,
  type InsurerPersonDetails,
  type InsurerPolicyDetails,
  type InsurerProfile,
  type InsurerReceivedReport,
  type InsurerWellness,
} from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import {
  embeddedInsurerClaims,
  embeddedInsurerFormData,
  embeddedInsurerMembers,
  embeddedInsurerPatientEmails,
  embeddedInsurerPolicies,
  embeddedInsurerReports,
  embeddedInsurerSembleSyncs,
  embeddedInsurerWellness,
} from '../../platform/db/schema';
import { EmbeddedFaultSwitch } from '../embedded-faults';
import { EmbeddedInsurerOutcomes } from './embedded-outcomes';
import {
  InsurerError,
  type ChooseOutcomeRequest,
  type InsurerRequester,
  type InsurerSystem,
  type OutcomeDecisionBody,
  type ReceivedReport,
  type SembleSyncBody,
} from './insurer-system';

type MemberRow = typeof embeddedInsurerMembers.$inferSelect;
type PolicyRow = typeof embeddedInsurerPolicies.$inferSelect;

/** A person's details as stored, every field the insurer left out null (the panels say 'No information'). */
function person(details: Partial<InsurerPersonDetails>): InsurerPersonDetails {
  return {
    address: details.address ?? [],
    age: details.age ?? null,
    dateOfBirth: details.dateOfBirth ?? null,
    entityNumber: details.entityNumber ?? null,
    firstName: details.firstName ?? null,
    lastName: details.lastName ?? null,
    phone: details.phone ?? null,
    staffSchemeIndicator: details.staffSchemeIndicator ?? null,
    title: details.title ?? null,
  };
}

/** Every limit, its amounts 0 where the insurer gave none (seed 002 §3). */
function limitsOf(stored: PolicyRow['limits'] | undefined): InsurerLimits {
  return Object.fromEntries(
    INSURER_LIMITS.map((name) => [
      name,
      {
        limitAmount: stored?.[name]?.limitAmount ?? 0,
        remainingLimitAmount: stored?.[name]?.remainingLimitAmount ?? 0,
      },
    ]),
  ) as InsurerLimits;
}

function policyOf(row: PolicyRow | undefined): InsurerPolicyDetails {
  const details = row?.details ?? {};
  return {
    policyNumber: row?.policyNumber ?? null,
    productType: details.productType ?? null,
    policyEndDate: details.policyEndDate ?? null,
    hospitalListDescription: details.hospitalListDescription ?? null,
    hasVitalityAtWork: details.hasVitalityAtWork ?? false,
    hasEssentials: details.hasEssentials ?? false,
    coverageExclusion: details.coverageExclusion ?? null,
    excess: details.excess ?? { excessAmount: null, excessType: null, remainingExcess: null },
    underwriting: {
      underWritingType: row?.underwritingType ?? null,
      description: row?.underwritingDescription ?? null,
      underwritingStartDate: row?.underwritingStartDate ?? null,
    },
    limits: limitsOf(row?.limits),
  };
}

function wellnessOf(data: Partial<InsurerWellness> | undefined): InsurerWellness {
  return {
    healthCheckDate: data?.healthCheckDate ?? null,
    healthReviewComplete: data?.healthReviewComplete ?? null,
    vitalityAge: data?.vitalityAge ?? null,
    riskSections: data?.riskSections ?? [],
    selfReportedConditions: data?.selfReportedConditions ?? [],
    ...(data?.vitals ? { vitals: data.vitals } : {}),
  };
}

/** The member named: by kryUserId, and by the entity and partner when the caller names them (else not found). */
function matches(member: MemberRow, entityId: string | null, partnerId: string | null): boolean {
  return (!entityId || member.entityId === entityId) && (!partnerId || member.partnerId === partnerId);
}

const toReport = (row: typeof embeddedInsurerReports.$inferSelect): InsurerReceivedReport => ({
  idempotencyKey: row.idempotencyKey,
  payload: row.payload,
  receivedAt: row.receivedAt.getTime(),
});

/**
 * The embedded default: our database holds the insurer's own record (migration 0048: embedded_insurer_*). Fault,
 * switched while running or configured (INSURER_FAULT): insurer_unavailable — every call fails, nothing stored.
 */
export class EmbeddedInsurerSystem implements InsurerSystem {
  readonly faults: EmbeddedFaultSwitch<InsurerFault>;
  /** The outcomes and their rules engine (migration 0049). */
  private readonly outcomes: EmbeddedInsurerOutcomes;

  constructor(
    private readonly db: Db,
    configuredFault: InsurerFault | null = null,
  ) {
    this.faults = new EmbeddedFaultSwitch('insurer', INSURER_FAULTS, configuredFault, db);
    this.outcomes = new EmbeddedInsurerOutcomes(db);
  }

  private async reachable(): Promise<void> {
    const fault = await this.faults.current();
    if (fault) throw new InsurerError(fault);
  }

  private async member(kryUserId: string, entityId: string | null, partnerId: string | null) {
    const [member] = await this.db
      .select()
      .from(embeddedInsurerMembers)
      .where(eq(embeddedInsurerMembers.kryUserId, kryUserId));
    return member && matches(member, entityId, partnerId) ? member : null;
  }

  private async policy(kryUserId: string): Promise<PolicyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(embeddedInsurerPolicies)
      .where(eq(embeddedInsurerPolicies.kryUserId, kryUserId));
    return row;
  }

  async getUserProfile(entityId: string | null, partnerId: string | null, kryUserId: string) {
    await this.reachable();
    const member = await this.member(kryUserId, entityId, partnerId);
    if (!member) return null;
    const [wellness] = await this.db
      .select()
      .from(embeddedInsurerWellness)
      .where(eq(embeddedInsurerWellness.kryUserId, kryUserId));
    const profile: InsurerProfile = {
      memberDetails: person(member.memberDetails),
      patientDetails: person(member.patientDetails),
      policyDetails: policyOf(await this.policy(kryUserId)),
      vitalityRiskDetails: wellnessOf(wellness?.data),
      productCode: member.productCode,
    };
    return profile;
  }

  async getConsultation(
    entityId: string | null,
    partnerId: string | null,
    kryUserId: string,
  ): Promise<InsurerConsultation | null> {
    await this.reachable();
    const member = await this.member(kryUserId, entityId, partnerId);
    if (!member) return null;
    return {
      policyDetails: policyOf(await this.policy(kryUserId)),
      memberEntityNumber: member.memberDetails.entityNumber ?? null,
      patientEntityNumber: member.patientDetails.entityNumber ?? null,
      claims: member.claimHistory,
    };
  }

  async getInsuranceClaimInfo(kryUserId: string): Promise<InsurerInsuranceClaim | null> {
    await this.reachable();
    const [claim] = await this.db
      .select()
      .from(embeddedInsurerClaims)
      .where(and(eq(embeddedInsurerClaims.kryUserId, kryUserId), eq(embeddedInsurerClaims.isRevoked, false)))
      .orderBy(desc(embeddedInsurerClaims.createdAt))
      .limit(1);
    if (!claim) return null;
    return {
      insuranceNumber: claim.insuranceNumber,
      company: claim.company,
      isRevoked: claim.isRevoked,
      validFrom: claim.validFrom,
      validTo: claim.validTo,
      triageNote: claim.triageNote,
      attachments: claim.attachments,
      remainedAppointments: claim.remainedAppointments,
      numberOfAppointments: claim.numberOfAppointments,
    };
  }

  async getPatientEmail(_meetingId: string, kryUserId: string): Promise<string | null> {
    await this.reachable();
    const [row] = await this.db
      .select({ email: embeddedInsurerPatientEmails.email })
      .from(embeddedInsurerPatientEmails)
      .where(eq(embeddedInsurerPatientEmails.kryUserId, kryUserId));
    return row?.email ?? null;
  }

  async setPatientEmail(meetingId: string, kryUserId: string, email: string): Promise<void> {
    await this.reachable();
    const setAt = new Date();
    await this.db
      .insert(embeddedInsurerPatientEmails)
      .values({ kryUserId, email, meetingId, setAt })
      .onConflictDoUpdate({ target: embeddedInsurerPatientEmails.kryUserId, set: { email, meetingId, setAt } });
  }

  async formDataExists(meetingId: string): Promise<boolean> {
    await this.reachable();
    const [row] = await this.db
      .select({ meetingId: embeddedInsurerFormData.meetingId })
      .from(embeddedInsurerFormData)
      .where(eq(embeddedInsurerFormData.meetingId, meetingId));
    return Boolean(row);
  }

  async receiveReport(idempotencyKey: string, payload: unknown): Promise<ReceivedReport> {
    await this.reachable();
    const inserted = await this.db
      .insert(embeddedInsurerReports)
      .values({ idempotencyKey, payload, receivedAt: new Date() })
      .onConflictDoNothing({ target: embeddedInsurerReports.idempotencyKey })
      .returning();
    if (inserted[0]) return { report: toReport(inserted[0]), duplicate: false };
    const [first] = await this.db
      .select()
      .from(embeddedInsurerReports)
      .where(eq(embeddedInsurerReports.idempotencyKey, idempotencyKey));
    if (!first) throw new Error(`insurer report ${idempotencyKey} neither inserted nor found`);
    return { report: toReport(first), duplicate: true };
  }

  async listReports(): Promise<InsurerReceivedReport[]> {
    const rows = await this.db.select().from(embeddedInsurerReports).orderBy(desc(embeddedInsurerReports.receivedAt));
    return rows.map(toReport);
  }

  async sembleSync(body: SembleSyncBody): Promise<void> {
    await this.reachable();
    await this.db.insert(embeddedInsurerSembleSyncs).values({ id: randomUUID(), body, receivedAt: new Date() });
  }

  async listOutcomes(encounterId: string) {
    await this.reachable();
    return this.outcomes.list(encounterId);
  }

  async chooseOutcome(encounterId: string, request: ChooseOutcomeRequest, by: InsurerRequester) {
    await this.reachable();
    return this.outcomes.choose(encounterId, request, by.requesterId);
  }

  async patchDecision(internalOutcomeId: string, body: OutcomeDecisionBody, by: InsurerRequester) {
    await this.reachable();
    return this.outcomes.patchDecision(internalOutcomeId, body, by.meetingId);
  }

  async patchSelfPay(id: string, isSelfPay: boolean, by: InsurerRequester) {
    await this.reachable();
    return this.outcomes.patchSelfPay(id, isSelfPay, by.meetingId);
  }

  async deleteOutcome(id: string, by: InsurerRequester) {
    await this.reachable();
    return this.outcomes.delete(id, by.meetingId);
  }
}
