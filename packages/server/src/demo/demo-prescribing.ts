import {
  dayKey,
  dosageFromBody,
  DOSAGE_TIME_ZONE,
  startOfDay,
  type DosageBody,
  type FavouriteCard,
} from '@konsult/domain';
import { catalogueDrug, CATALOGUE } from '../integrations/sil/catalogue';
import { productOf } from '../integrations/sil/products';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/database';
import {
  ehmPrescriberPins,
  prescriptionFavourites,
  prescriptionRenewalItems,
  prescriptionRenewals,
} from '../platform/db/schema';
import { demoClinicianId, demoMeetingId, demoPatientId } from './demo-ids';
import { inventedNplId } from '../integrations/sil/catalogue';

/**
 * The PIN every demo prescriber signs e-prescriptions with at the embedded exchange (README "Demo accounts").
 * A real prescriber's PIN is their e-identity card's; the embedded exchange keeps only its scrypt hash.
 */
export const DEMO_PRESCRIBER_PIN = '123456';

/** Swedish doctors: Anna, and the external doctor (who has a PIN but is not offered e-prescribing). */
const PRESCRIBERS = ['se.doctor', 'se.external'] as const;

type FavouriteSpec = {
  name: string;
  product: [tradeName: string, form: string];
  description: string;
  reason: [code: string, text: string];
  dosage: Pick<DosageBody, 'type' | 'time_amounts' | 'as_needed_amount_interval_min' | 'as_needed_max_amount'> & {
    days: number | null;
  };
  numberOfPackages: number;
  tags: string[];
};

const daily = (times: string[], amount: number) => times.map((time) => ({ time: `${time}:00`, amount }));

/** Anna's favourites: what a Swedish GP prescribes most, tagged as she finds them. */
const FAVOURITES: readonly FavouriteSpec[] = [
  {
    name: 'Halsfluss, 10 dagar',
    product: ['Kåvepenin', 'Filmdragerad tablett 1 g'],
    description: 'Mot halsinfektion',
    reason: ['J02.0', 'Streptokockfaryngit'],
    dosage: {
      type: 'DAILY',
      time_amounts: daily(['08:00', '14:00', '20:00'], 1),
      as_needed_amount_interval_min: null,
      as_needed_max_amount: null,
      days: 10,
    },
    numberOfPackages: 1,
    tags: ['Infektion', 'Antibiotika'],
  },
  {
    name: 'Pollenallergi, säsong',
    product: ['Aerius', 'Filmdragerad tablett 5 mg'],
    description: 'Mot allergi',
    reason: ['J30.1', 'Allergisk rinit orsakad av pollen'],
    dosage: {
      type: 'DAILY',
      time_amounts: daily(['08:00'], 1),
      as_needed_amount_interval_min: null,
      as_needed_max_amount: null,
      days: 90,
    },
    numberOfPackages: 1,
    tags: ['Allergi', 'Pollen'],
  },
  {
    name: 'Nässpray vid pollenallergi',
    product: ['Nasonex', 'Nässpray, suspension 50 mikrogram/dos'],
    description: 'Mot allergisk snuva',
    reason: ['J30.1', 'Allergisk rinit orsakad av pollen'],
    dosage: {
      type: 'DAILY',
      time_amounts: daily(['08:00'], 2),
      as_needed_amount_interval_min: null,
      as_needed_max_amount: null,
      days: 90,
    },
    numberOfPackages: 1,
    tags: ['Allergi', 'Pollen'],
  },
  {
    name: 'Paracetamol vid behov',
    product: ['Alvedon', 'Filmdragerad tablett 500 mg'],
    description: 'Mot smärta och feber',
    reason: ['R52.9', 'Smärta, ospecificerad'],
    dosage: {
      type: 'AS_NEEDED',
      time_amounts: [],
      as_needed_amount_interval_min: 2,
      as_needed_max_amount: 8,
      days: null,
    },
    numberOfPackages: 1,
    tags: ['Smärta'],
  },
];

function favouriteCard(spec: FavouriteSpec, now: Date): { card: FavouriteCard; product: FavouriteProduct } {
  const [tradeName, form] = spec.product;
  const drug = CATALOGUE.find((d) => d.tradeName === tradeName && d.drugFormTextSv === form);
  if (!drug) throw new Error(`demo favourite: no ${tradeName} ${form} in the catalogue`);
  const product = productOf(catalogueDrug(drug.nplId)!);
  const pack = product.packages[0]!;
  const [year, month, day] = dayKey(now.getTime(), DOSAGE_TIME_ZONE).split('-').map(Number) as [number, number, number];
  const start = startOfDay({ year, month, day }, DOSAGE_TIME_ZONE);
  const { days, ...dosage } = spec.dosage;
  return {
    product: { nplId: drug.nplId, tradeName, atcCode: drug.atcCode, drugFormTextSv: form },
    card: {
      nplId: drug.nplId,
      nplPackId: pack.nplPackId,
      description: spec.description,
      dosage: {
        ...dosage,
        weekly_repeats: [],
        custom_dosage_text: null,
        as_needed_amount_interval_max: null,
        additional_instructions: null,
        dosage_date_start: start,
        dosage_date_end: days === null ? null : startOfDay({ year, month, day: day + days - 1 }, DOSAGE_TIME_ZONE),
      },
      reason: [{ code: spec.reason[0], text: spec.reason[1] }],
      numberOfPackages: spec.numberOfPackages,
      size: pack.size,
      dispenseIntervalQuantity: null,
      dispenseIntervalUnit: null,
      numberOfDispenses: 1,
      withinBenefit: pack.withinBenefit,
      starterPackage: false,
      substitutionAllowed: true,
    },
  };
}
type FavouriteProduct = { nplId: string; tradeName: string; atcCode: string; drugFormTextSv: string };

/** Lars Öberg's renewal request, handled in Anna's text meeting today ("Receptförnyelse"). */
export const DEMO_RENEWAL_ID = '00000000-0000-4000-a017-000000000100';

type RenewalSpec = {
  product: [tradeName: string, form: string];
  description: string;
  dosage: FavouriteSpec['dosage'];
  /** Days since last prescribed. */
  daysAgo: number;
  /** The article last dispensed is no longer sold. */
  withdrawn?: boolean;
  limitedReimbursement?: boolean;
};

/**
 * What Lars asks to have renewed: his diabetes and blood-pressure drugs (Jardiance within the benefits scheme only
 * for type 2 diabetes), his angina spray whose package is no longer sold (replace or cancel), and a sleeping pill a
 * doctor would not renew by text (addictive).
 */
const LARS_RENEWAL: readonly RenewalSpec[] = [
  {
    product: ['Metformin Sandoz', 'Filmdragerad tablett 500 mg'],
    description: 'Mot diabetes',
    dosage: {
      type: 'DAILY',
      time_amounts: daily(['08:00', '18:00'], 2),
      as_needed_amount_interval_min: null,
      as_needed_max_amount: null,
      days: null,
    },
    daysAgo: 340,
  },
  {
    product: ['Jardiance', 'Filmdragerad tablett 10 mg'],
    description: 'Mot diabetes',
    dosage: {
      type: 'DAILY',
      time_amounts: daily(['08:00'], 1),
      as_needed_amount_interval_min: null,
      as_needed_max_amount: null,
      days: null,
    },
    daysAgo: 240,
    limitedReimbursement: true,
  },
  {
    product: ['Nitrolingual', 'Sublingualspray 0,4 mg/dos'],
    description: 'Vid kärlkramp',
    dosage: {
      type: 'AS_NEEDED',
      time_amounts: [],
      as_needed_amount_interval_min: 1,
      as_needed_max_amount: null,
      days: null,
    },
    daysAgo: 700,
    withdrawn: true,
  },
  {
    product: ['Imovane', 'Filmdragerad tablett 5 mg'],
    description: 'Mot sömnbesvär',
    dosage: {
      type: 'AS_NEEDED',
      time_amounts: [],
      as_needed_amount_interval_min: 1,
      as_needed_max_amount: 1,
      days: null,
    },
    daysAgo: 90,
  },
];

async function seedLarsRenewal(tx: Db, now: Date): Promise<void> {
  await tx.insert(prescriptionRenewals).values({
    id: DEMO_RENEWAL_ID,
    meetingId: demoMeetingId('se.doctor', 'today-text'),
    patientId: demoPatientId(0x104),
    requestedAt: new Date(now.getTime() - 3 * 3_600_000),
    patientMessage: 'Hej! Mina mediciner börjar ta slut. Sprayen har jag knappt använt men vill gärna ha den hemma.',
  });
  await tx.insert(prescriptionRenewalItems).values(
    LARS_RENEWAL.map((spec, position) => {
      const { product, card } = favouriteCard(
        {
          name: '',
          product: spec.product,
          description: spec.description,
          reason: ['', ''],
          dosage: spec.dosage,
          numberOfPackages: 1,
          tags: [],
        },
        now,
      );
      const size = spec.withdrawn ? '100 spraydos(er) sprayflaska' : card.size;
      return {
        id: `00000000-0000-4000-a017-${String(0x101 + position).padStart(12, '0')}`,
        renewalId: DEMO_RENEWAL_ID,
        position,
        distributedDrug: product,
        drugArticle: {
          nplPackId: spec.withdrawn ? inventedNplId(product.nplId, size) : card.nplPackId,
          size,
          valid: !spec.withdrawn,
          limitedReimbursement: spec.limitedReimbursement ?? false,
        },
        description: spec.description,
        dosage: dosageFromBody(card.dosage),
        lastPrescribedAt: new Date(now.getTime() - spec.daysAgo * 86_400_000),
      };
    }),
  );
}

export async function seedDemoPrescribing(tx: Db, now: Date): Promise<void> {
  await seedLarsRenewal(tx, now);
  const pinHash = await hashPassword(DEMO_PRESCRIBER_PIN);
  await tx
    .insert(ehmPrescriberPins)
    .values(PRESCRIBERS.map((username) => ({ clinicianId: demoClinicianId(username), pinHash })));
  await tx.insert(prescriptionFavourites).values(
    FAVOURITES.map((spec, i) => ({
      id: `00000000-0000-4000-a017-${String(i + 1).padStart(12, '0')}`,
      clinicianId: demoClinicianId('se.doctor'),
      name: spec.name,
      ...favouriteCard(spec, now),
      tags: spec.tags,
      updatedAt: now,
    })),
  );
}
