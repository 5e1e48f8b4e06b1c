import type { SpecialistTypeId } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { specialistUnits } from '../platform/db/schema';

type DemoUnit = {
  id: string;
  name: string;
  visitingAddress: string;
  specialistTypeIds: SpecialistTypeId[];
  active?: boolean;
};

/** Unit ids: uuid-shaped (version 4, variant 8), the last group starting with 5 for "specialist unit". */
const unitId = (n: number) => `00000000-0000-4000-8000-5${n.toString(16).padStart(11, '0')}`;

/**
 * The units a Swedish doctor of the demo can refer to (issue 18): hospital clinics and a private specialist centre,
 * each with its visiting address and the specialties it receives; one has closed and is offered no more.
 */
export const DEMO_SPECIALIST_UNITS = {
  dermatologySos: {
    id: unitId(1),
    name: 'Hudkliniken, Södersjukhuset',
    visitingAddress: 'Sjukhusbacken 10, 118 83 Stockholm',
    specialistTypeIds: ['dermatology'],
  },
  dermatologyVasteras: {
    id: unitId(2),
    name: 'Hudmottagningen Västerås',
    visitingAddress: 'Östra Ringvägen 12, 722 13 Västerås',
    specialistTypeIds: ['dermatology'],
  },
  entSos: {
    id: unitId(3),
    name: 'Öron-näs-halsmottagningen, Södersjukhuset',
    visitingAddress: 'Sjukhusbacken 10, 118 83 Stockholm',
    specialistTypeIds: ['ent'],
  },
  orthopaedicsStGoran: {
    id: unitId(4),
    name: 'Ortopedmottagningen, S:t Görans sjukhus',
    visitingAddress: 'Sankt Göransplan 1, 112 81 Stockholm',
    specialistTypeIds: ['orthopaedics'],
  },
  gynaecologySolna: {
    id: unitId(5),
    name: 'Kvinnohälsan Solna',
    visitingAddress: 'Råsundavägen 98, 169 57 Solna',
    specialistTypeIds: ['gynaecology'],
  },
  cardiologyLund: {
    id: unitId(6),
    name: 'Hjärtmottagningen, Skånes universitetssjukhus Lund',
    visitingAddress: 'Entrégatan 7, 222 42 Lund',
    specialistTypeIds: ['cardiology'],
  },
  gastroSahlgrenska: {
    id: unitId(7),
    name: 'Mag- och tarmmottagningen, Sahlgrenska universitetssjukhuset',
    visitingAddress: 'Blå stråket 5, 413 45 Göteborg',
    specialistTypeIds: ['gastroenterology', 'urology'],
  },
  ophthalmologyStErik: {
    id: unitId(8),
    name: 'S:t Eriks Ögonsjukhus',
    visitingAddress: 'Eugeniavägen 12, 171 64 Solna',
    specialistTypeIds: ['ophthalmology'],
  },
  neurologyUppsala: {
    id: unitId(9),
    name: 'Neurologmottagningen, Akademiska sjukhuset',
    visitingAddress: 'Sjukhusvägen 85, 751 85 Uppsala',
    specialistTypeIds: ['neurology'],
  },
  karolinskaMedicine: {
    id: unitId(10),
    name: 'Reumatologi och endokrinologi, Karolinska Universitetssjukhuset Solna',
    visitingAddress: 'Eugeniavägen 3, 171 76 Solna',
    specialistTypeIds: ['rheumatology', 'endocrinology'],
  },
  psychiatrySodermalm: {
    id: unitId(11),
    name: 'Psykiatrisk öppenvårdsmottagning Södermalm',
    visitingAddress: 'Ringvägen 52, 118 67 Stockholm',
    specialistTypeIds: ['psychiatry'],
  },
  specialistCentre: {
    id: unitId(12),
    name: 'Specialistläkarna Sundbyberg',
    visitingAddress: 'Järnvägsgatan 22, 172 35 Sundbyberg',
    specialistTypeIds: ['dermatology', 'ent', 'orthopaedics', 'gynaecology'],
  },
  closedDermatology: {
    id: unitId(13),
    name: 'Hudmottagningen Gamla stan',
    visitingAddress: 'Västerlånggatan 40, 111 29 Stockholm',
    specialistTypeIds: ['dermatology'],
    active: false,
  },
} satisfies Record<string, DemoUnit>;

export async function seedDemoSpecialistReferrals(tx: Db): Promise<void> {
  await tx.insert(specialistUnits).values(
    Object.values(DEMO_SPECIALIST_UNITS).map((unit: DemoUnit) => ({
      id: unit.id,
      name: unit.name,
      visitingAddress: unit.visitingAddress,
      specialistTypeIds: unit.specialistTypeIds,
      active: unit.active ?? true,
    })),
  );
}
