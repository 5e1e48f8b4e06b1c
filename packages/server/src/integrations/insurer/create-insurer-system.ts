import type { InsurerFault } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { EmbeddedInsurerSystem } from './embedded';
import { HttpInsurerSystem } from './http';
import type { InsurerSystem } from './insurer-system';

export type InsurerSystemConfig = {
  insurerUrl: string | null;
  insurerToken: string | null;
  insurerFault: InsurerFault | null;
};

/** The configured insurer: the HTTP adapter when INSURER_URL is set, else the embedded insurer on our database. */
export function createInsurerSystem(config: InsurerSystemConfig, db: Db): InsurerSystem {
  return config.insurerUrl
    ? new HttpInsurerSystem({ url: config.insurerUrl, token: config.insurerToken })
    : new EmbeddedInsurerSystem(db, config.insurerFault);
}
