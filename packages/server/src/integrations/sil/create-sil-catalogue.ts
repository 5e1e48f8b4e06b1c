import { EmbeddedSilCatalogue } from './embedded';
import { HttpSilCatalogue } from './http';
import type { SilCatalogue } from './sil-catalogue';

export type SilCatalogueConfig = { silUrl: string | null; silToken: string | null };

/** The configured catalogue: the HTTP adapter when SIL_URL is set, else the one shipped with the repo. */
export function createSilCatalogue(config: SilCatalogueConfig): SilCatalogue {
  return config.silUrl
    ? new HttpSilCatalogue({ url: config.silUrl, token: config.silToken })
    : new EmbeddedSilCatalogue();
}
