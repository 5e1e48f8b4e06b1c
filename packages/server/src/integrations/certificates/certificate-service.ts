import type { CertificateFault, SickNoteStatus } from '@konsult/domain';

/**
 * The certificate service a Swedish sick note is signed at and sent on to Försäkringskassan from (issue 18; seed 002
 * §7 webcertsicknote): it takes the certificate the doctor signs and answers its id and status. The embedded default
 * keeps what it received in our database; the HTTP adapter (CERTIFICATE_URL) speaks to a real one.
 */
export interface CertificateService {
  /** Signs and sends a certificate; sending the same request id again answers the one already signed. */
  sign(request: SignCertificate): Promise<SignedCertificate>;
}

export type CertificateIssuer = { id: string; name: string; careUnitName: string };

export type SignCertificate = {
  /** The client's id for the certificate, kept across retries. */
  requestId: string;
  /** What kind of certificate: 'FK7804' (läkarintyg för sjukpenning). */
  kind: 'FK7804';
  issuer: CertificateIssuer;
  patient: { idNumber: string; name: string };
  /** The certificate's fields as signed. */
  payload: Record<string, unknown>;
};

export type SignedCertificate = { certificateId: string; status: SickNoteStatus; signedAt: Date };

/** The service refused or could not be reached; `key` is the one error key the route answers with. */
export class CertificateError extends Error {
  constructor(
    readonly key: CertificateFault,
    message: string,
  ) {
    super(message);
    this.name = 'CertificateError';
  }
}
