import type { FullCatalogue } from '../catalogue';
import type { homeTestsMessages } from './home-tests.en';

/** Home tests in Swedish: the `homeTests` block of ./sv.ts (see ./home-tests.en.ts). */
export const svHomeTestsMessages: FullCatalogue<typeof homeTestsMessages> = {
  formLabel: 'Beställ hemtest',
  intro: 'Ett provtagningskit skickas till patienten, som tar provet hemma och skickar det till laboratoriet.',
  loading: 'Hämtar hemtesterna',
  errorTitle: 'Det gick inte att hämta hemtesterna',
  error: 'Hemtesterna för besöket kunde inte hämtas. Försök igen.',
  existing: {
    title: 'Beställda vid detta besök',
    empty: 'Inget hemtest har beställts vid detta besök än.',
    meta: '{{state}} · {{when}} · {{name}}',
  },
  cancel: {
    button: 'Avbeställ',
    title: 'Avbeställa hemtestet?',
    body: 'Laboratoriet stoppar kitet för {{type}} till {{address}}. Har det redan skickats, be patienten att inte skicka in provet. Därefter kan ett nytt test av samma slag beställas.',
    confirm: 'Ja, avbeställ',
    keep: 'Behåll beställningen',
    failed: 'Hemtestet avbeställdes inte',
    home_test_not_cancellable: 'Svaret på provet har redan kommit, så beställningen kan inte längre avbeställas.',
    default: 'Hemtestet kunde inte avbeställas. Inget har ändrats: försök igen om en stund.',
  },
  types: {
    NAIL_FUNGUS: 'Nagelsvamp',
    SKIN_FUNGUS: 'Hudsvamp',
    CHLAMYDIA_FEMALE: 'Klamydia (vaginalprov)',
    CHLAMYDIA_MALE: 'Klamydia (urinprov)',
    COVID_19_PCR: 'Covid-19 PCR',
    COVID_19_PCR_VGR: 'Covid-19 PCR (Västra Götaland)',
  },
  states: { ORDERED: 'Beställt', SHIPPED: 'Kit skickat', ANSWERED: 'Svar inkommet', CANCELLED: 'Makulerat' },
  steps: {
    list: 'Steg i hemtestbeställningen',
    heading: 'Steg {{number}}: {{title}}',
    done: 'Klart',
    edit: 'Ändra',
    editLabel: 'Ändra steg {{number}}: {{title}}',
    next: 'Nästa',
    'select-test': 'Välj test',
    'confirm-address': 'Bekräfta adress',
    'inform-patient': 'Informera patienten',
    send: 'Skicka',
  },
  select: {
    label: 'Test',
    blocked: 'Redan beställt: patienten har en aktiv beställning av detta slag',
    none: 'Inget hemtest erbjuds vid detta besök.',
  },
  address: {
    loading: 'Hämtar patientens adress',
    errorTitle: 'Det gick inte att hämta adressen',
    error: 'Patientens folkbokföringsadress kunde inte hämtas. Försök igen.',
    registered: 'Folkbokföringsadress',
    noRegistered: 'Patienten saknar folkbokföringsadress. Ange adressen som kitet ska skickas till.',
    other: 'Använd en annan adress',
    address: 'Gatuadress',
    zip: 'Postnummer',
    city: 'Ort',
    country: 'Land',
    required: 'Obligatoriskt',
    zipInvalid: {
      SE: 'Ett svenskt postnummer har fem siffror, t.ex. 118 21.',
      NO: 'Ett norskt postnummer har fyra siffror, t.ex. 0168.',
    },
    confirm: 'Bekräfta adress',
    confirmed: 'Adressen är bekräftad',
    unconfirmed: 'Inte bekräftad än',
    edit: 'Ändra adress',
  },
  inform: {
    intro: 'Berätta för patienten vad som händer:',
    what: {
      NAIL_FUNGUS:
        'Ett kit med nagelfil och provrör kommer med posten inom några arbetsdagar. Patienten filar av lite av den angripna nageln, lägger filspånet i röret och skickar tillbaka det i det frankerade kuvertet.',
      SKIN_FUNGUS:
        'Ett kit med skrapa och provkuvert kommer med posten inom några arbetsdagar. Patienten skrapar fjäll från kanten av utslaget ner i kuvertet och skickar tillbaka det i det frankerade kuvertet.',
      CHLAMYDIA_FEMALE:
        'Ett kit med provpinne och rör kommer med posten i neutralt kuvert inom några arbetsdagar. Patienten tar ett prov från slidan, lägger provpinnen i röret och postar det samma dag.',
      CHLAMYDIA_MALE:
        'Ett kit med urinrör kommer med posten i neutralt kuvert inom några arbetsdagar. Patienten samlar den första skvätten av morgonurinen och postar röret samma dag.',
      COVID_19_PCR:
        'Ett kit med provpinne och rör kommer med posten inom en till två arbetsdagar. Patienten provtar svalg och näsa enligt instruktionen och postar provet samma dag.',
      COVID_19_PCR_VGR:
        'Ett kit från Västra Götalandsregionen med provpinne och rör kommer med posten inom en till två arbetsdagar. Patienten provtar svalg och näsa enligt instruktionen och postar provet samma dag.',
    },
    answer: 'Svaret skickas till patienten och till journalen; du följer upp det om det behöver behandlas.',
    confirm: 'Jag har informerat patienten',
  },
  send: {
    summary: '{{type}}, skickas till {{address}}',
    submit: 'Skicka beställning',
  },
  sent: {
    title: 'Hemtestet är beställt',
    body: '{{type}} skickas till {{address}}.',
    close: 'Stäng',
  },
  errors: {
    title: 'Hemtestet beställdes inte',
    patient_protected_identity:
      'Patienten har skyddad identitet: laboratoriet kan inte skicka ett kit till patienten. Boka provtagning på mottagning i stället.',
    missing_labportalen_user_guid:
      'Patienten har inget konto i Labportalen, där svaret lämnas. Be patienten logga in i Labportalen en gång med BankID och beställ sedan igen.',
    patient_missing_name:
      'Laboratoriet saknar patientens namn, så kitet kan inte adresseras. Kontrollera patientens uppgifter i folkbokföringen och beställ sedan igen.',
    already_ordered:
      'Patienten har redan en aktiv beställning av detta slag. Den måste makuleras innan en ny kan beställas.',
    default: 'Hemtestet kunde inte beställas. Inget skickades: försök igen om en stund.',
  },
};
