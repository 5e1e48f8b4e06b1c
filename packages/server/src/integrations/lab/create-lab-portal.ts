import type { LabFault } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { EmbeddedLabPortal } from './embedded';
import { HttpLabPortal } from './http';
import type { LabPortal } from './lab-portal';

export type LabPortalConfig = { labUrl: string | null; labToken: string | null; labFault: LabFault | null };

/** The configured lab portal: the HTTP adapter when LAB_URL is set, else the embedded lab on our database. */
export function createLabPortal(config: LabPortalConfig, db: Db): LabPortal {
  return config.labUrl
    ? new HttpLabPortal({ url: config.labUrl, token: config.labToken })
    : new EmbeddedLabPortal(db, config.labFault);
}
