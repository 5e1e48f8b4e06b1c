import type { FullCatalogue } from '../catalogue';
import type { ukEpsPrescriptionsMessages } from './uk-eps-prescriptions.en';

/** The UK EPS prescription in German: the `ukEpsPrescriptions` block of ./de.ts (see ./uk-eps-prescriptions.en.ts). */
export const deUkEpsPrescriptionsMessages: FullCatalogue<typeof ukEpsPrescriptionsMessages> = {
  loading: 'EPS wird geladen …',
  errorTitle: 'EPS konnte nicht geladen werden',
  loadError: 'Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
  medicinesError: 'Die Arzneimittelliste konnte nicht geladen werden. Bitte prüfen Sie die Verbindung.',
  notAvailable: {
    title: 'EPS ist für diesen Patienten nicht möglich',
    reasons: {
      no_nhs_number: 'In der Akte ist keine gültige NHS-Nummer hinterlegt.',
      nhs_number_not_traced: 'Die NHS-Nummer wurde nicht über den Spine (PDS) bestätigt.',
      no_nominated_pharmacy: 'Für den Patienten ist keine Stammapotheke (nominated pharmacy) hinterlegt.',
    },
    payg: 'Stellen Sie stattdessen ein Privatrezept (Pay-as-you-go) aus, oder bitten Sie den Patienten, vorher eine Stammapotheke festzulegen.',
    openPayg: 'Privatrezept (Pay-as-you-go) öffnen',
  },
  pharmacy: {
    title: 'Stammapotheke',
    ods: 'ODS-Code {{code}}',
    nhsNumber: 'NHS-Nummer {{number}}',
  },
  formLabel: 'EPS-Rezept',
  search: 'Arzneimittel suchen',
  searchHint: 'Teil des Namens oder der Stärke eingeben, z. B. „amox“ oder „500mg“.',
  full: 'Ein EPS-Rezept enthält höchstens {{max}} Verordnungen.',
  matches: 'Passende Arzneimittel',
  noMatch: 'Kein Arzneimittel der Liste passt.',
  add: '{{medicine}} hinzufügen',
  remove: '{{medicine}} entfernen',
  removeShort: 'Entfernen',
  chooseMedicine: 'Fügen Sie mindestens ein Arzneimittel hinzu.',
  dosage: 'Dosierung',
  usualDosage: 'Übliche Dosierung: {{dosage}}',
  dosageRequired: 'Bitte Dosierung angeben.',
  quantity: 'Menge ({{unit}})',
  quantityInvalid: 'Bitte eine ganze Zahl von 1 bis 9999 eingeben.',
  quantityOf: '{{quantity}} × {{unit}}',
  units: {
    tablet: 'Tabletten',
    capsule: 'Kapseln',
    gram: 'Gramm',
    inhaler: 'Inhalatoren',
  },
  amount: {
    tablet_one: '{{count}} Tablette',
    tablet_other: '{{count}} Tabletten',
    capsule_one: '{{count}} Kapsel',
    capsule_other: '{{count}} Kapseln',
    gram_one: '{{count}} Gramm',
    gram_other: '{{count}} Gramm',
    inhaler_one: '{{count}} Inhalator',
    inhaler_other: '{{count}} Inhalatoren',
  },
  submit: 'An die Apotheke senden',
  sent: 'Rezept {{id}} an {{pharmacy}} gesendet.',
  inMeeting: 'EPS-Rezepte dieser Konsultation',
  none: 'In dieser Konsultation wurde noch kein EPS-Rezept gesendet.',
  row: '{{id}} · {{pharmacy}} · gesendet {{when}}',
  status: { SENT: 'Gesendet', DISPENSED: 'Abgegeben', CANCELLED: 'Storniert' },
  cancel: 'Rezept stornieren',
  cancelNamed: 'Rezept {{id}} stornieren',
  cancelConfirm: 'Dieses Rezept bei der Apotheke stornieren?',
  cancelYes: 'Ja, stornieren',
  cancelNo: 'Behalten',
  errors: {
    title: 'Das Rezept wurde nicht gesendet',
    timeout:
      'Der EPS hat nicht rechtzeitig geantwortet. Das Rezept wurde möglicherweise gesendet: senden Sie es erneut, um das zu prüfen – es wird nicht doppelt gesendet.',
    conflict:
      'Das Rezept konnte unter seiner Referenz nicht gesendet werden. Es wurde nichts gesendet: bitte erneut senden.',
    unavailable:
      'Der EPS (Electronic Prescription Service) ist derzeit nicht erreichbar. Es wurde nichts gesendet: bitte gleich erneut versuchen.',
    pharmacyUnknown:
      'Der Spine kennt die Stammapotheke nicht. Es wurde nichts gesendet: bitten Sie den Patienten, seine Stammapotheke zu prüfen, oder stellen Sie ein Privatrezept aus.',
    patientNotTraced:
      'Der Spine konnte die NHS-Nummer nicht finden. Es wurde nichts gesendet: prüfen Sie die Angaben, oder stellen Sie ein Privatrezept aus.',
    notEligible: 'EPS ist für diesen Patienten nicht möglich. Stellen Sie stattdessen ein Privatrezept aus.',
    generic: 'Etwas ist schiefgelaufen. Ihre Eingaben bleiben erhalten: bitte erneut versuchen.',
    cancelTitle: 'Das Rezept wurde nicht storniert',
    alreadyDispensed: 'Die Apotheke hat das Rezept bereits abgegeben; es kann nicht mehr storniert werden.',
    cancelUnavailable: 'Der EPS ist derzeit nicht erreichbar. Bitte gleich erneut stornieren.',
  },
};
