import type { FullCatalogue } from '../catalogue';
import type { ukIdentityMessages } from './uk-identity.en';

/** Identitetskontrollerna i patientfliken (Storbritannien) på svenska: `ukIdentity` i ./sv.ts (se ./uk-identity.en.ts). */
export const svUkIdentityMessages: FullCatalogue<typeof ukIdentityMessages> = {
  title: 'Identitetskontroll',
  loading: 'Hämtar…',
  notChecked: 'Inte kontrollerad ännu',
  retry: 'Försök igen',
  latest: {
    label: 'Senaste kontroll',
    failed: 'Den senaste identitetskontrollen kunde inte hämtas.',
  },
  kbv: {
    label: 'Kunskapsbaserad identifiering (KBV)',
    failed: 'Den kunskapsbaserade identifieringen kunde inte hämtas.',
    state: {
      NOT_STARTED: 'Inte påbörjad',
      IN_PROGRESS: 'Pågår',
      PASSED: 'Godkänd',
      FAILED: 'Underkänd',
      EXPIRED: 'Gick ut innan den slutfördes',
    },
    questions: '{{answered}} av {{total}} frågor besvarade',
    expires: 'går ut {{when}}',
    expired: 'gick ut {{when}}',
  },
  photoId: {
    label: 'Fotolegitimation (Onfido)',
    failed: 'Kontrollen av fotolegitimationen kunde inte hämtas.',
    status: {
      not_started: 'Inbjuden, inte påbörjad',
      in_progress: 'Pågår',
      clear: 'Godkänd',
      consider: 'Behöver granskas',
    },
    document: {
      passport: 'Pass',
      driving_licence: 'Körkort',
      national_identity_card: 'Nationellt id-kort',
      residence_permit: 'Uppehållstillstånd',
    },
    checked: 'kontrollerad {{when}}',
    requested: 'begärd {{when}}',
  },
  tracing: {
    label: 'Uppslag i PDS (NHS)',
    failed: 'Resultatet av uppslaget i PDS kunde inte hämtas, så det är okänt om Summary Care Record saknas.',
    traced: 'NHS-nummer {{nhsNumber}}, slogs upp i PDS {{when}}; Summary Care Record finns',
    tracedScrMissing: 'NHS-nummer {{nhsNumber}}, slogs upp i PDS {{when}}; ingen Summary Care Record',
    noMatch: 'Ingen träff i PDS ({{when}})',
  },
  scrMissing: {
    traced:
      'Summary Care Record saknas: ingen hittades i NHS Spine när patienten slogs upp i PDS {{when}}. Stäm av läkemedel och allergier med patienten.',
    noMatch:
      'Summary Care Record saknas: patienten hittades inte vid uppslag i PDS {{when}}, så ingen Summary Care Record finns att tillgå. Stäm av läkemedel och allergier med patienten.',
  },
};
