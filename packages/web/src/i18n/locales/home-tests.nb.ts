import type { FullCatalogue } from '../catalogue';
import type { homeTestsMessages } from './home-tests.en';

/** Home tests in Norwegian bokmål: the `homeTests` block of ./nb.ts (see ./home-tests.en.ts). */
export const nbHomeTestsMessages: FullCatalogue<typeof homeTestsMessages> = {
  formLabel: 'Bestill hjemmetest',
  intro: 'Et prøvetakingssett sendes til pasienten, som tar prøven hjemme og sender den til laboratoriet.',
  loading: 'Henter hjemmetestene',
  errorTitle: 'Kunne ikke hente hjemmetestene',
  error: 'Hjemmetestene for konsultasjonen kunne ikke hentes. Prøv igjen.',
  existing: {
    title: 'Bestilt i denne konsultasjonen',
    empty: 'Ingen hjemmetest er bestilt i denne konsultasjonen ennå.',
    meta: '{{state}} · {{when}} · {{name}}',
  },
  cancel: {
    button: 'Avbestill',
    title: 'Avbestille hjemmetesten?',
    body: 'Laboratoriet stopper prøvetakingssettet for {{type}} til {{address}}. Er det allerede sendt, be pasienten om ikke å sende inn prøven. Deretter kan en ny test av samme type bestilles.',
    confirm: 'Ja, avbestill',
    keep: 'Behold bestillingen',
    failed: 'Hjemmetesten ble ikke avbestilt',
    home_test_not_cancellable: 'Svaret på prøven har allerede kommet, så bestillingen kan ikke lenger avbestilles.',
    default: 'Hjemmetesten kunne ikke avbestilles. Ingenting er endret: prøv igjen om litt.',
  },
  types: {
    NAIL_FUNGUS: 'Neglesopp',
    SKIN_FUNGUS: 'Hudsopp',
    CHLAMYDIA_FEMALE: 'Klamydia (vaginalprøve)',
    CHLAMYDIA_MALE: 'Klamydia (urinprøve)',
    COVID_19_PCR: 'Covid-19 PCR',
    COVID_19_PCR_VGR: 'Covid-19 PCR (Västra Götaland)',
  },
  states: { ORDERED: 'Bestilt', SHIPPED: 'Sett sendt', ANSWERED: 'Svar mottatt', CANCELLED: 'Kansellert' },
  steps: {
    list: 'Trinn i bestillingen av hjemmetest',
    heading: 'Trinn {{number}}: {{title}}',
    done: 'Ferdig',
    edit: 'Endre',
    editLabel: 'Endre trinn {{number}}: {{title}}',
    next: 'Neste',
    'select-test': 'Velg test',
    'confirm-address': 'Bekreft adresse',
    'inform-patient': 'Informer pasienten',
    send: 'Send',
  },
  select: {
    label: 'Test',
    blocked: 'Allerede bestilt: pasienten har en aktiv bestilling av denne typen',
    none: 'Ingen hjemmetest tilbys i denne konsultasjonen.',
  },
  address: {
    loading: 'Henter pasientens adresse',
    errorTitle: 'Kunne ikke hente adressen',
    error: 'Pasientens folkeregistrerte adresse kunne ikke hentes. Prøv igjen.',
    registered: 'Folkeregistrert adresse',
    noRegistered: 'Pasienten har ingen folkeregistrert adresse. Skriv inn adressen settet skal sendes til.',
    other: 'Bruk en annen adresse',
    address: 'Gateadresse',
    zip: 'Postnummer',
    city: 'Poststed',
    country: 'Land',
    required: 'Må fylles ut',
    zipInvalid: {
      SE: 'Et svensk postnummer har fem sifre, f.eks. 118 21.',
      NO: 'Et norsk postnummer har fire sifre, f.eks. 0168.',
    },
    confirm: 'Bekreft adresse',
    confirmed: 'Adressen er bekreftet',
    unconfirmed: 'Ikke bekreftet ennå',
    edit: 'Endre adresse',
  },
  inform: {
    intro: 'Fortell pasienten hva som skjer:',
    what: {
      NAIL_FUNGUS:
        'Et sett med neglefil og prøverør kommer i posten innen noen virkedager. Pasienten filer av litt av den angrepne neglen, legger filspånet i røret og sender det tilbake i den frankerte konvolutten.',
      SKIN_FUNGUS:
        'Et sett med skrape og prøvekonvolutt kommer i posten innen noen virkedager. Pasienten skraper flass fra kanten av utslettet ned i konvolutten og sender den tilbake i den frankerte konvolutten.',
      CHLAMYDIA_FEMALE:
        'Et sett med pensel og rør kommer i posten i nøytral konvolutt innen noen virkedager. Pasienten tar en prøve fra skjeden, legger penselen i røret og poster det samme dag.',
      CHLAMYDIA_MALE:
        'Et sett med urinrør kommer i posten i nøytral konvolutt innen noen virkedager. Pasienten samler første del av morgenurinen og poster røret samme dag.',
      COVID_19_PCR:
        'Et sett med pensel og rør kommer i posten innen én til to virkedager. Pasienten tar prøve fra svelg og nese slik bruksanvisningen viser og poster prøven samme dag.',
      COVID_19_PCR_VGR:
        'Et sett fra Västra Götalandsregionen med pensel og rør kommer i posten innen én til to virkedager. Pasienten tar prøve fra svelg og nese slik bruksanvisningen viser og poster prøven samme dag.',
    },
    answer: 'Svaret sendes til pasienten og til journalen; du følger det opp om det trengs behandling.',
    confirm: 'Jeg har informert pasienten',
  },
  send: {
    summary: '{{type}}, sendes til {{address}}',
    submit: 'Send bestilling',
  },
  sent: {
    title: 'Hjemmetesten er bestilt',
    body: '{{type}} sendes til {{address}}.',
    close: 'Lukk',
  },
  errors: {
    title: 'Hjemmetesten ble ikke bestilt',
    patient_protected_identity:
      'Pasienten har sperret adresse: laboratoriet kan ikke sende et sett til pasienten. Avtal prøvetaking på legekontor i stedet.',
    missing_labportalen_user_guid:
      'Pasienten har ingen konto i Labportalen, der svaret leveres. Be pasienten logge inn i Labportalen én gang med BankID, og bestill så på nytt.',
    patient_missing_name:
      'Laboratoriet mangler pasientens navn, så settet kan ikke adresseres. Kontroller pasientens opplysninger i folkeregisteret, og bestill så på nytt.',
    already_ordered:
      'Pasienten har allerede en aktiv bestilling av denne typen. Den må kanselleres før en ny kan bestilles.',
    default: 'Hjemmetesten kunne ikke bestilles. Ingenting ble sendt: prøv igjen om litt.',
  },
};
