import { describe, expect, it } from 'vitest';
import { useJsonService } from '../../test/loopback-server';
import { CertificateError } from './certificate-service';
import { HttpCertificateService } from './http';

/**
 * The HTTP certificate service against a service on loopback: what it sends (the path, the bearer token, the
 * certificate), and how the service's answers become the one set of certificate errors: a refused certificate, a
 * service that is down or answers nonsense, and one that does not answer in time.
 */

const bridge = useJsonService();

const service = () => new HttpCertificateService({ url: bridge.url('/webcert/'), token: 'secret', timeoutMs: 300 });
const sign = () =>
  service().sign({
    requestId: '00000000-0000-4000-8000-000000000001',
    kind: 'FK7804',
    issuer: { id: 'c-1', name: 'Anna Lindgren', careUnitName: 'Konsult Vårdcentral' },
    patient: { idNumber: '194709302386', name: 'Lars Öberg' },
    payload: { diagnosisCode: 'F43.2', periods: [{ degree: 50, from: '2026-11-26', to: '2026-12-09' }] },
  });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof CertificateError ? error.key : String(error)),
  );

describe('the HTTP certificate service', () => {
  it('sends the certificate with the token and reads the signed certificate’s id', async () => {
    bridge.answer = { status: 201, body: { certificateId: 'FK-1', status: 'SIGNED', signedAt: 1_764_000_000_000 } };
    expect(await sign()).toEqual({ certificateId: 'FK-1', status: 'SIGNED', signedAt: new Date(1_764_000_000_000) });
    expect(bridge.received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/webcert/certificates',
      auth: 'Bearer secret',
      body: {
        requestId: '00000000-0000-4000-8000-000000000001',
        kind: 'FK7804',
        patient: { idNumber: '194709302386', name: 'Lars Öberg' },
        payload: { diagnosisCode: 'F43.2' },
      },
    });
  });

  it('turns the service’s refusals into the certificate errors', async () => {
    bridge.answer = { status: 422, body: { error: { key: 'invalid' } } };
    expect(await refusal(sign())).toBe('certificate_rejected');
    bridge.answer = { status: 503 };
    expect(await refusal(sign())).toBe('certificate_service_unavailable');
    bridge.answer = { status: 200, body: { certificateId: 'FK-1', status: 'MAYBE', signedAt: 1 } };
    expect(await refusal(sign())).toBe('certificate_service_unavailable');
    bridge.answer = { status: 200, hang: true };
    expect(await refusal(sign())).toBe('certificate_service_timeout');
  });

  it('is unavailable when nothing listens on its address', async () => {
    const nobody = new HttpCertificateService({ url: 'http://127.0.0.1:9/', token: null, timeoutMs: 300 });
    const request = { requestId: 'x', kind: 'FK7804' as const, issuer: { id: 'c', name: 'n', careUnitName: 'u' } };
    expect(await refusal(nobody.sign({ ...request, patient: { idNumber: '1', name: 'p' }, payload: {} }))).toBe(
      'certificate_service_unavailable',
    );
  });
});
