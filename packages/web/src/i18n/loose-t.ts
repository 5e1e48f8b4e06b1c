import type { TFunction } from 'i18next';

/** A translate function for keys that arrive as data (form templates' labels), which the typed `t` cannot check. */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

export function looseT(t: TFunction): LooseT {
  return t as unknown as LooseT;
}
