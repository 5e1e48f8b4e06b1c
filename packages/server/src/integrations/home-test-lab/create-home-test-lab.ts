import type { HomeTestFault } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { EmbeddedHomeTestLab } from './embedded';
import type { HomeTestLab } from './home-test-lab';
import { HttpHomeTestLab } from './http';

export type HomeTestLabConfig = {
  homeTestUrl: string | null;
  homeTestToken: string | null;
  homeTestFault: HomeTestFault | null;
};

/** The configured lab: the HTTP adapter when HOMETEST_URL is set, else the embedded one on our database. */
export function createHomeTestLab(config: HomeTestLabConfig, db: Db): HomeTestLab {
  return config.homeTestUrl
    ? new HttpHomeTestLab({ url: config.homeTestUrl, token: config.homeTestToken })
    : new EmbeddedHomeTestLab(db, config.homeTestFault);
}
