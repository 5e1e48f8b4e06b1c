import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CERTIFICATE_FAULTS, type CertificateFault } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { firstOrNull } from '../../platform/db/lookups';
import { certificateServiceCertificates } from '../../platform/db/schema';
import { EmbeddedFaultSwitch } from '../embedded-faults';
import {
  CertificateError,
  type CertificateService,
  type SignCertificate,
  type SignedCertificate,
} from './certificate-service';

/**
 * The embedded default: konsult's database holds the service's own record of what it received and signed
 * (certificate_service_certificates). Faults, switched while running (PUT /api/dev/faults/certificates) or configured
 * (CERTIFICATE_FAULT):
 * - certificate_service_unavailable: the service is down; nothing is received;
 * - certificate_rejected: the service refuses the certificate; nothing is signed;
 * - certificate_service_timeout: the certificate is signed but the answer is lost, as when a real call times out;
 *   sending the same request id again answers the one signed, so a retry never makes a second certificate.
 */
export class EmbeddedCertificateService implements CertificateService {
  readonly faults: EmbeddedFaultSwitch<CertificateFault>;

  constructor(
    private readonly db: Db,
    configuredFault: CertificateFault | null = null,
  ) {
    this.faults = new EmbeddedFaultSwitch('certificates', CERTIFICATE_FAULTS, configuredFault, db);
  }

  async sign(request: SignCertificate): Promise<SignedCertificate> {
    const fault = await this.faults.current();
    if (fault === 'certificate_service_unavailable') {
      throw new CertificateError(fault, 'The certificate service is not available.');
    }
    if (fault === 'certificate_rejected') {
      throw new CertificateError(fault, 'The certificate service refused the certificate.');
    }
    await this.db
      .insert(certificateServiceCertificates)
      .values({
        certificateId: `FK7804-${randomBytes(6).toString('hex').toUpperCase()}`,
        requestId: request.requestId,
        kind: request.kind,
        patientIdNumber: request.patient.idNumber,
        issuerId: request.issuer.id,
        payload: request.payload,
        status: 'SIGNED',
        signedAt: new Date(),
      })
      .onConflictDoNothing({ target: certificateServiceCertificates.requestId });
    if (fault === 'certificate_service_timeout') {
      throw new CertificateError(fault, 'The certificate service did not answer in time.');
    }
    const row = await firstOrNull(
      this.db
        .select()
        .from(certificateServiceCertificates)
        .where(eq(certificateServiceCertificates.requestId, request.requestId)),
    );
    if (!row) throw new CertificateError('certificate_service_unavailable', 'The certificate was not kept.');
    return { certificateId: row.certificateId, status: row.status, signedAt: row.signedAt };
  }

  /** What the service holds for a request id (tests and the development page). */
  async received(requestId: string) {
    return firstOrNull(
      this.db
        .select()
        .from(certificateServiceCertificates)
        .where(eq(certificateServiceCertificates.requestId, requestId)),
    );
  }
}
