import { z } from 'zod';
import { SICK_NOTE_STATUSES } from '@konsult/domain';
import { requestJson, Unreachable, type JsonAnswer } from '../http-json';
import {
  CertificateError,
  type CertificateService,
  type SignCertificate,
  type SignedCertificate,
} from './certificate-service';

export type HttpCertificateServiceOptions = { url: string; token: string | null; timeoutMs?: number };

const SignedAnswer = z.object({
  certificateId: z.string().min(1).max(100),
  status: z.enum(SICK_NOTE_STATUSES),
  signedAt: z.number().int(),
});

/**
 * The production adapter: a certificate service at CERTIFICATE_URL (a Webcert-style REST bridge that signs the
 * certificate and sends it on to Försäkringskassan). One path: POST /certificates, idempotent by `requestId`. A 422
 * is a refused certificate (certificate_rejected), a timeout certificate_service_timeout, anything else that is not
 * a 2xx or an answer in an unexpected shape certificate_service_unavailable.
 */
export class HttpCertificateService implements CertificateService {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpCertificateServiceOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async sign(request: SignCertificate): Promise<SignedCertificate> {
    let answer: JsonAnswer;
    try {
      answer = await requestJson(`${this.base}/certificates`, {
        method: 'POST',
        token: this.options.token,
        timeoutMs: this.timeoutMs,
        body: request,
      });
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      throw error.timedOut
        ? new CertificateError('certificate_service_timeout', 'The certificate service did not answer in time.')
        : new CertificateError('certificate_service_unavailable', 'The certificate service could not be reached.');
    }
    if (answer.status === 422) {
      throw new CertificateError('certificate_rejected', 'The certificate service refused the certificate.');
    }
    if (answer.status < 200 || answer.status > 299) {
      throw new CertificateError(
        'certificate_service_unavailable',
        `The certificate service answered ${answer.status}.`,
      );
    }
    const parsed = SignedAnswer.safeParse(answer.json);
    if (!parsed.success) {
      throw new CertificateError(
        'certificate_service_unavailable',
        'The certificate service answered in an unexpected shape.',
      );
    }
    return { ...parsed.data, signedAt: new Date(parsed.data.signedAt) };
  }
}
