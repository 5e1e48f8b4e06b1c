import type { EpsFault } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { EmbeddedEpsService } from './embedded';
import type { EpsService } from './eps-service';
import { HttpEpsService } from './http';

export type EpsServiceConfig = { epsUrl: string | null; epsToken: string | null; epsFault: EpsFault | null };

/** The configured EPS: the HTTP adapter when EPS_URL is set, else the embedded EPS on our database. */
export function createEpsService(config: EpsServiceConfig, db: Db): EpsService {
  return config.epsUrl
    ? new HttpEpsService({ url: config.epsUrl, token: config.epsToken })
    : new EmbeddedEpsService(db, config.epsFault);
}
