import type { JanusmedResponse, SilDrug, SilPackage, SilProduct } from '@konsult/domain';
import { inventedNplId } from './catalogue';
import { JANUSMED_BY_ATC } from './janusmed-data';

/**
 * The packages a pharmacy dispenses each shipped product in, and its pregnancy and lactation texts (issue 17).
 * The register's packages cannot be downloaded either: sizes are the common Swedish ones for the product's form
 * (tablets 30 and 100 in blister, a 100 ml bottle …), each with a well-formed, deterministic invented NPL pack id.
 * Products for erectile dysfunction and weight loss are outside the benefits scheme, as in Sweden; others within.
 */

/** Sizes by how the product is counted: [quantity, label]. */
const SIZES: Readonly<Record<string, readonly (readonly [number, string])[]>> = {
  tablett: [
    [30, '30 tablett(er) blister'],
    [100, '100 tablett(er) blister'],
  ],
  kapsel: [
    [30, '30 kapsel/kapslar blister'],
    [100, '100 kapsel/kapslar burk'],
  ],
  brustablett: [[20, '20 brustablett(er) rör']],
  tuggtablett: [[30, '30 tuggtablett(er) blister']],
  sugtablett: [[24, '24 sugtablett(er) blister']],
  vaginaltablett: [[6, '6 vaginaltablett(er) blister']],
  vagitorium: [[3, '3 vagitorium/vagitorier']],
  ml: [
    [100, '100 milliliter flaska'],
    [200, '200 milliliter flaska'],
  ],
  dos: [[120, '120 dos(er) inhalator']],
  inhalation: [[200, '200 inhalation(er) inhalator']],
  spraydos: [[200, '200 spraydos(er) sprayflaska']],
  plåster: [[10, '10 plåster dospåse']],
  droppe: [[10, '10 milliliter droppflaska']],
  suppositorium: [[10, '10 suppositorium/suppositorier']],
  dospåse: [[20, '20 dospåse/dospåsar']],
  enhet: [[5, '5 förfylld(a) injektionspenna/pennor']],
  spruta: [[10, '10 förfylld(a) spruta/sprutor']],
  penna: [[5, '5 förfylld(a) injektionspenna/pennor']],
  applicering: [[30, '30 gram tub']],
  tub: [[1, '1 tub']],
  tuggummi: [[105, '105 tuggummi blister']],
  vaginalinlägg: [[1, '1 vaginalinlägg']],
};
const DEFAULT_SIZES = [[1, '1 förpackning']] as const;

/** Not within the benefits scheme in Sweden: erectile dysfunction (G04BE) and weight loss (A08). */
const OUTSIDE_BENEFIT = ['G04BE', 'A08'];

export function productOf(drug: SilDrug): SilProduct {
  const unit = drug.dosages[0]?.dosageUnit ?? '';
  const withinBenefit = !OUTSIDE_BENEFIT.some((prefix) => drug.atcCode.startsWith(prefix));
  const packages: SilPackage[] = (SIZES[unit] ?? DEFAULT_SIZES).map(([quantity, size]) => ({
    nplPackId: inventedNplId(drug.nplId, size),
    size,
    quantity,
    withinBenefit,
  }));
  return { ...drug, packages };
}

/** The product's pregnancy and lactation texts; empty lists when none are written for its substance. */
export function janusmedOf(drug: SilDrug): JanusmedResponse {
  const text = JANUSMED_BY_ATC[drug.atcCode];
  if (!text) return { pregnancyDocs: [], lactationDocs: [] };
  return {
    pregnancyDocs: [{ classification: text.pregnancy.category, text: text.pregnancy.text }],
    lactationDocs: [{ classification: text.lactation.group, text: text.lactation.text }],
  };
}
