import type { CertificateFault } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import type { CertificateService } from './certificate-service';
import { EmbeddedCertificateService } from './embedded';
import { HttpCertificateService } from './http';

export type CertificateServiceConfig = {
  certificateUrl: string | null;
  certificateToken: string | null;
  certificateFault: CertificateFault | null;
};

/** The configured certificate service: the HTTP adapter when CERTIFICATE_URL is set, else the embedded one. */
export function createCertificateService(config: CertificateServiceConfig, db: Db): CertificateService {
  return config.certificateUrl
    ? new HttpCertificateService({ url: config.certificateUrl, token: config.certificateToken })
    : new EmbeddedCertificateService(db, config.certificateFault);
}
