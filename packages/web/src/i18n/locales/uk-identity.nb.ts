import type { FullCatalogue } from '../catalogue';
import type { ukIdentityMessages } from './uk-identity.en';

/** Identitetskontrollene i pasientfanen (Storbritannia) på norsk: `ukIdentity` i ./nb.ts (se ./uk-identity.en.ts). */
export const nbUkIdentityMessages: FullCatalogue<typeof ukIdentityMessages> = {
  title: 'Identitetskontroll',
  loading: 'Henter …',
  notChecked: 'Ikke kontrollert ennå',
  retry: 'Prøv igjen',
  latest: {
    label: 'Siste kontroll',
    failed: 'Kunne ikke hente den siste identitetskontrollen.',
  },
  kbv: {
    label: 'Kunnskapsbasert identifisering (KBV)',
    failed: 'Kunne ikke hente den kunnskapsbaserte identifiseringen.',
    state: {
      NOT_STARTED: 'Ikke påbegynt',
      IN_PROGRESS: 'Pågår',
      PASSED: 'Bestått',
      FAILED: 'Ikke bestått',
      EXPIRED: 'Utløpt før den ble fullført',
    },
    questions: '{{answered}} av {{total}} spørsmål besvart',
    expires: 'utløper {{when}}',
    expired: 'utløp {{when}}',
  },
  photoId: {
    label: 'Bildelegitimasjon (Onfido)',
    failed: 'Kunne ikke hente kontrollen av bildelegitimasjonen.',
    status: {
      not_started: 'Invitert, ikke påbegynt',
      in_progress: 'Pågår',
      clear: 'Godkjent',
      consider: 'Må vurderes',
    },
    document: {
      passport: 'Pass',
      driving_licence: 'Førerkort',
      national_identity_card: 'Nasjonalt ID-kort',
      residence_permit: 'Oppholdstillatelse',
    },
    checked: 'kontrollert {{when}}',
    requested: 'etterspurt {{when}}',
  },
  tracing: {
    label: 'Oppslag i PDS (NHS)',
    failed: 'Kunne ikke hente resultatet av oppslaget i PDS, så det er ukjent om Summary Care Record mangler.',
    traced: 'NHS-nummer {{nhsNumber}}, slått opp i PDS {{when}}; Summary Care Record finnes',
    tracedScrMissing: 'NHS-nummer {{nhsNumber}}, slått opp i PDS {{when}}; ingen Summary Care Record',
    noMatch: 'Ingen treff i PDS ({{when}})',
  },
  scrMissing: {
    traced:
      'Summary Care Record mangler: ingen ble funnet i NHS Spine da pasienten ble slått opp i PDS {{when}}. Avklar legemidler og allergier med pasienten.',
    noMatch:
      'Summary Care Record mangler: pasienten ble ikke funnet ved oppslag i PDS {{when}}, så ingen Summary Care Record er tilgjengelig. Avklar legemidler og allergier med pasienten.',
  },
};
