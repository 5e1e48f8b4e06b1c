import type { Catalogue } from './locales/en';

/** The shape of a full translation: every key of the English catalogue, each a string. */
export type FullCatalogue<T = Catalogue> = { [K in keyof T]: T[K] extends string ? string : FullCatalogue<T[K]> };
