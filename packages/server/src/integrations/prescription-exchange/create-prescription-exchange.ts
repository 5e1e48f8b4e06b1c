import type { EhmFault } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { EmbeddedPrescriptionExchange } from './embedded';
import { HttpPrescriptionExchange } from './http';
import type { PrescriptionExchange } from './prescription-exchange';

export type PrescriptionExchangeConfig = { ehmUrl: string | null; ehmToken: string | null; ehmFault: EhmFault | null };

/** The configured exchange: the HTTP adapter when EHM_URL is set, else the embedded one on our database. */
export function createPrescriptionExchange(config: PrescriptionExchangeConfig, db: Db): PrescriptionExchange {
  return config.ehmUrl
    ? new HttpPrescriptionExchange({ url: config.ehmUrl, token: config.ehmToken })
    : new EmbeddedPrescriptionExchange(db, config.ehmFault);
}
