import type { FullCatalogue } from '../catalogue';
import type { homeTestsMessages } from './home-tests.en';

/** Home tests in German: the `homeTests` block of ./de.ts (see ./home-tests.en.ts). */
export const deHomeTestsMessages: FullCatalogue<typeof homeTestsMessages> = {
  formLabel: 'Heimtest bestellen',
  intro: 'Ein Probenset wird an den Patienten geschickt, der die Probe zu Hause entnimmt und an das Labor sendet.',
  loading: 'Heimtests werden geladen',
  errorTitle: 'Heimtests konnten nicht geladen werden',
  error: 'Die Heimtests dieses Termins konnten nicht geladen werden. Bitte erneut versuchen.',
  existing: {
    title: 'In diesem Termin bestellt',
    empty: 'In diesem Termin wurde noch kein Heimtest bestellt.',
    meta: '{{state}} · {{when}} · {{name}}',
  },
  cancel: {
    button: 'Bestellung stornieren',
    title: 'Bestellung stornieren?',
    body: 'Das Labor stoppt das Probenset {{type}} an {{address}}. Wurde es bereits verschickt, bitten Sie den Patienten, die Probe nicht einzusenden. Danach kann ein neuer Test dieser Art bestellt werden.',
    confirm: 'Ja, stornieren',
    keep: 'Bestellung behalten',
    failed: 'Die Bestellung wurde nicht storniert',
    home_test_not_cancellable:
      'Das Ergebnis dieses Tests liegt bereits vor: Die Bestellung kann nicht mehr storniert werden.',
    default: 'Die Bestellung konnte nicht storniert werden. Es wurde nichts geändert: Bitte gleich erneut versuchen.',
  },
  types: {
    NAIL_FUNGUS: 'Nagelpilz',
    SKIN_FUNGUS: 'Hautpilz',
    CHLAMYDIA_FEMALE: 'Chlamydien (Vaginalabstrich)',
    CHLAMYDIA_MALE: 'Chlamydien (Urinprobe)',
    COVID_19_PCR: 'COVID-19-PCR',
    COVID_19_PCR_VGR: 'COVID-19-PCR (Västra Götaland)',
  },
  states: { ORDERED: 'Bestellt', SHIPPED: 'Set versandt', ANSWERED: 'Befund eingegangen', CANCELLED: 'Storniert' },
  steps: {
    list: 'Schritte der Heimtest-Bestellung',
    heading: 'Schritt {{number}}: {{title}}',
    done: 'Erledigt',
    edit: 'Ändern',
    editLabel: 'Schritt {{number}} ändern: {{title}}',
    next: 'Weiter',
    'select-test': 'Test auswählen',
    'confirm-address': 'Adresse bestätigen',
    'inform-patient': 'Patienten informieren',
    send: 'Senden',
  },
  select: {
    label: 'Test',
    blocked: 'Bereits bestellt: Für den Patienten läuft eine Bestellung dieser Art',
    none: 'In diesem Termin wird kein Heimtest angeboten.',
  },
  address: {
    loading: 'Adresse des Patienten wird geladen',
    errorTitle: 'Adresse konnte nicht geladen werden',
    error: 'Die Meldeadresse des Patienten konnte nicht geladen werden. Bitte erneut versuchen.',
    registered: 'Meldeadresse',
    noRegistered: 'Für den Patienten ist keine Meldeadresse hinterlegt. Bitte die Versandadresse für das Set eingeben.',
    other: 'Andere Adresse verwenden',
    address: 'Straße und Hausnummer',
    zip: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    required: 'Pflichtfeld',
    zipInvalid: {
      SE: 'Eine schwedische Postleitzahl hat fünf Ziffern, z. B. 118 21.',
      NO: 'Eine norwegische Postleitzahl hat vier Ziffern, z. B. 0168.',
    },
    confirm: 'Adresse bestätigen',
    confirmed: 'Adresse bestätigt',
    unconfirmed: 'Noch nicht bestätigt',
    edit: 'Adresse ändern',
  },
  inform: {
    intro: 'Erklären Sie dem Patienten, wie es weitergeht:',
    what: {
      NAIL_FUNGUS:
        'Ein Set mit Nagelfeile und Probenröhrchen kommt innerhalb weniger Werktage per Post. Der Patient feilt etwas vom betroffenen Nagel ab, gibt den Abrieb in das Röhrchen und schickt es im frankierten Umschlag zurück.',
      SKIN_FUNGUS:
        'Ein Set mit Schaber und Probenumschlag kommt innerhalb weniger Werktage per Post. Der Patient schabt Schuppen vom Rand des Ausschlags in den Umschlag und schickt ihn im frankierten Umschlag zurück.',
      CHLAMYDIA_FEMALE:
        'Ein Set mit Tupfer und Röhrchen kommt innerhalb weniger Werktage in neutralem Umschlag per Post. Die Patientin entnimmt einen Vaginalabstrich, gibt den Tupfer in das Röhrchen und schickt es am selben Tag ab.',
      CHLAMYDIA_MALE:
        'Ein Set mit Urinröhrchen kommt innerhalb weniger Werktage in neutralem Umschlag per Post. Der Patient fängt den ersten Strahl des Morgenurins auf und schickt das Röhrchen am selben Tag ab.',
      COVID_19_PCR:
        'Ein Set mit Tupfer und Röhrchen kommt innerhalb von ein bis zwei Werktagen per Post. Der Patient entnimmt einen Rachen- und Nasenabstrich nach Anleitung und schickt die Probe am selben Tag ab.',
      COVID_19_PCR_VGR:
        'Ein Set der Region Västra Götaland mit Tupfer und Röhrchen kommt innerhalb von ein bis zwei Werktagen per Post. Der Patient entnimmt einen Rachen- und Nasenabstrich nach Anleitung und schickt die Probe am selben Tag ab.',
    },
    answer: 'Der Befund geht an den Patienten und in die Akte; Sie kümmern sich um die Behandlung, falls nötig.',
    confirm: 'Ich habe den Patienten informiert',
  },
  send: {
    summary: '{{type}}, Versand an {{address}}',
    submit: 'Bestellung senden',
  },
  sent: {
    title: 'Der Heimtest wurde bestellt',
    body: '{{type}} wird an {{address}} geschickt.',
    close: 'Schließen',
  },
  errors: {
    title: 'Der Heimtest wurde nicht bestellt',
    patient_protected_identity:
      'Für den Patienten besteht eine Auskunftssperre: Das Labor kann kein Set an ihn schicken. Bitte die Probe stattdessen in der Praxis entnehmen.',
    missing_labportalen_user_guid:
      'Der Patient hat kein Konto bei Labportalen, wo der Befund bereitgestellt wird. Bitten Sie ihn, sich einmal mit BankID bei Labportalen anzumelden, und bestellen Sie dann erneut.',
    patient_missing_name:
      'Dem Labor fehlt der Name des Patienten, daher kann das Set nicht adressiert werden. Prüfen Sie die Meldedaten des Patienten und bestellen Sie dann erneut.',
    already_ordered:
      'Für den Patienten läuft bereits eine Bestellung dieser Art. Sie muss storniert werden, bevor eine neue bestellt werden kann.',
    default: 'Der Heimtest konnte nicht bestellt werden. Es wurde nichts versandt: Bitte gleich erneut versuchen.',
  },
};
