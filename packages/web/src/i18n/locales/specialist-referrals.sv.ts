import { SPECIALIST_TYPE_NAMES_SV } from '@konsult/domain';
import type { FullCatalogue } from '../catalogue';
import type { specialistReferralsMessages } from './specialist-referrals.en';

/** Specialistremissen på svenska: blocket `specialistReferrals` i ./sv.ts (se ./specialist-referrals.en.ts). */
export const svSpecialistReferralsMessages: FullCatalogue<typeof specialistReferralsMessages> = {
  formLabel: 'Specialistremiss',
  intro:
    'Remittera patienten till specialistvård: välj specialitet och sedan en mottagning som tar emot den, eller beskriv en specialist som inte finns i listan.',
  loading: 'Laddar specialiteter och mottagningar',
  errorTitle: 'Mottagningarna kunde inte hämtas',
  error: 'Listan över specialiteter och mottagningar kunde inte hämtas. Kontrollera anslutningen och försök igen.',
  type: 'Specialitet',
  typePlaceholder: 'Välj specialitet',
  recipient: 'Skicka till',
  recipientKind: {
    unit: 'En mottagning i listan',
    external: 'En specialist utanför listan',
  },
  unit: 'Mottagning',
  unitPlaceholder: 'Välj mottagning',
  noUnits: 'Ingen mottagning i listan tar emot remisser för {{type}}. Beskriv en specialist utanför listan i stället.',
  visitingAddress: 'Besöksadress: {{address}}',
  external: 'Specialist utanför listan',
  externalHint: 'Specialistens namn, mottagning och adress',
  purposeTitle: 'Remissens syfte',
  purposeTitleHint: 'En kort rubrik: frågeställningen till specialisten',
  purposeBody: 'Anamnes och frågeställning',
  purposeBodyHint: 'Sjukhistoria, fynd, behandling hittills och vad du vill att specialisten bedömer',
  photos: {
    title: 'Bilder från patienten',
    hint: 'Markera de bilder som ska skickas med remissen.',
    loading: 'Laddar patientens bilder',
    errorTitle: 'Bilderna kunde inte hämtas',
    error: 'Remissen kan skickas utan bilder, eller försök igen.',
    none: 'Patienten har inte skickat några bilder till det här mötet.',
    photo: 'Bild {{number}} av {{count}}, skickad {{when}}',
  },
  readJournalConsent: 'Patienten samtycker till att specialisten läser journalen',
  useFreeChoiceOfCare: 'Patienten har valt mottagningen enligt fritt vårdval',
  infoToAdmin: 'Information till mottagningens administratör',
  infoToAdminHint: 'Till den som bokar, t.ex. behov av tolk eller tider som passar patienten',
  submit: 'Skicka remiss',
  sent: 'Remissen till {{recipient}} är skickad.',
  issues: {
    type: 'Välj specialitet.',
    unit: 'Välj mottagning.',
    external: 'Beskriv specialisten (högst 1 000 tecken).',
    purposeTitle: 'Skriv remissens syfte (högst 200 tecken).',
    purposeBody: 'Skriv anamnes och frågeställning (högst 5 000 tecken).',
    infoToAdmin: 'Högst 1 000 tecken.',
  },
  refused: {
    unit_does_not_receive_type:
      'Mottagningen tar inte emot remisser för den här specialiteten. Välj en annan mottagning.',
    unknown_unit: 'Mottagningen tar inte längre emot remisser. Välj en annan mottagning.',
    image_not_of_meeting: 'En vald bild hör inte till det här mötet. Välj bilderna igen.',
    forbidden: 'Endast läkare kan skicka specialistremisser.',
    other: 'Remissen skickades inte. Det du har skrivit finns kvar: kontrollera anslutningen och försök igen.',
  },
  meeting: {
    title: 'Remisser skickade i det här mötet',
    loading: 'Laddar remisser',
    errorTitle: 'Remisserna kunde inte hämtas',
    error: 'Kontrollera anslutningen och försök igen.',
    none: 'Ingen remiss har skickats i det här mötet.',
    sentBy: 'Skickad av {{name}}, {{when}}',
    externalRecipient: 'Utanför listan: {{info}}',
    openPdf: 'Öppna PDF',
  },
  // The names the referral letter and the record use (the domain's), so that the screen and the letter agree.
  types: SPECIALIST_TYPE_NAMES_SV,
};
