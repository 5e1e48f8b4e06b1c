import type { Locale } from '@konsult/domain';
import type { StoredSurveyQuestion } from '../platform/db/schema';

/**
 * The demo's symptoms surveys as a patient answered them, in each market's language: the six forms demo meetings
 * carry (meetings.symptoms_form_name). Choice answers are option values; photo answers are filled in with the ids
 * of the images stored beside the response.
 */

type Text = Record<Locale, string>;
type Option = { value: string; label: Text };
type QuestionSpec = {
  nodeName: string;
  nodeTypeName: 'single_choice' | 'multiple_choice' | 'number' | 'text' | 'photo' | 'taggable_photos';
  title: Text;
  options?: readonly Option[];
  /** Option values, a number, or the patient's own words; photos get their image ids at seed time. */
  answer?: readonly string[] | Text;
  /** How many photos answer a photo question. */
  photos?: number;
};

export type DemoSurveyForm =
  'sore_throat' | 'urinary_tract_infection' | 'cough' | 'skin_rash' | 'back_pain' | 'fever_child';

const YES_NO: readonly Option[] = [
  { value: 'yes', label: { sv: 'Ja', en: 'Yes', nb: 'Ja', fr: 'Oui', de: 'Ja' } },
  { value: 'no', label: { sv: 'Nej', en: 'No', nb: 'Nei', fr: 'Non', de: 'Nein' } },
];

function duration(answer: string): QuestionSpec {
  return {
    nodeName: 'duration',
    nodeTypeName: 'single_choice',
    title: {
      sv: 'Hur länge har du haft besvären?',
      en: 'How long have you had the symptoms?',
      nb: 'Hvor lenge har du hatt plagene?',
      fr: 'Depuis combien de temps avez-vous ces symptômes ?',
      de: 'Seit wann haben Sie die Beschwerden?',
    },
    options: [
      {
        value: 'less_than_a_day',
        label: {
          sv: 'Mindre än ett dygn',
          en: 'Less than a day',
          nb: 'Mindre enn et døgn',
          fr: "Moins d'un jour",
          de: 'Weniger als einen Tag',
        },
      },
      {
        value: '1_3_days',
        label: { sv: '1–3 dagar', en: '1–3 days', nb: '1–3 dager', fr: '1 à 3 jours', de: '1–3 Tage' },
      },
      {
        value: '4_7_days',
        label: { sv: '4–7 dagar', en: '4–7 days', nb: '4–7 dager', fr: '4 à 7 jours', de: '4–7 Tage' },
      },
      {
        value: 'more_than_a_week',
        label: {
          sv: 'Mer än en vecka',
          en: 'More than a week',
          nb: 'Mer enn en uke',
          fr: "Plus d'une semaine",
          de: 'Länger als eine Woche',
        },
      },
    ],
    answer: [answer],
  };
}

function yesNo(nodeName: string, title: Text, answer: 'yes' | 'no'): QuestionSpec {
  return { nodeName, nodeTypeName: 'single_choice', title, options: YES_NO, answer: [answer] };
}

function description(answer: Text): QuestionSpec {
  return {
    nodeName: 'description',
    nodeTypeName: 'text',
    title: {
      sv: 'Beskriv dina besvär med egna ord',
      en: 'Describe your symptoms in your own words',
      nb: 'Beskriv plagene med egne ord',
      fr: 'Décrivez vos symptômes avec vos propres mots',
      de: 'Beschreiben Sie Ihre Beschwerden mit eigenen Worten',
    },
    answer,
  };
}

const FEVER: Text = {
  sv: 'Har du feber?',
  en: 'Do you have a fever?',
  nb: 'Har du feber?',
  fr: 'Avez-vous de la fièvre ?',
  de: 'Haben Sie Fieber?',
};

const FORMS: Record<DemoSurveyForm, readonly QuestionSpec[]> = {
  sore_throat: [
    duration('1_3_days'),
    yesNo('fever', FEVER, 'yes'),
    {
      nodeName: 'temperature',
      nodeTypeName: 'number',
      title: {
        sv: 'Hur hög är febern (°C)?',
        en: 'How high is your temperature (°C)?',
        nb: 'Hvor høy er feberen (°C)?',
        fr: 'Quelle est votre température (°C) ?',
        de: 'Wie hoch ist Ihre Temperatur (°C)?',
      },
      answer: ['38.4'],
    },
    yesNo(
      'difficulty_swallowing',
      {
        sv: 'Har du svårt att svälja?',
        en: 'Do you find it hard to swallow?',
        nb: 'Har du vondt for å svelge?',
        fr: 'Avez-vous du mal à avaler ?',
        de: 'Haben Sie Schluckbeschwerden?',
      },
      'yes',
    ),
    {
      nodeName: 'throat_photo',
      nodeTypeName: 'photo',
      title: {
        sv: 'Ta en bild av halsen',
        en: 'Take a photo of your throat',
        nb: 'Ta et bilde av halsen',
        fr: 'Prenez une photo de votre gorge',
        de: 'Machen Sie ein Foto von Ihrem Rachen',
      },
      photos: 1,
    },
    description({
      sv: 'Ont i halsen sedan i förrgår, värst på morgonen. Svårt att svälja och ömma körtlar på halsen.',
      en: 'Sore throat since the day before yesterday, worst in the mornings. Painful to swallow and tender glands in my neck.',
      nb: 'Vondt i halsen siden i forgårs, verst om morgenen. Vondt å svelge og ømme kjertler på halsen.',
      fr: "Mal à la gorge depuis avant-hier, surtout le matin. J'ai du mal à avaler et les ganglions du cou sont sensibles.",
      de: 'Halsschmerzen seit vorgestern, morgens am schlimmsten. Schlucken tut weh, die Lymphknoten am Hals sind empfindlich.',
    }),
  ],
  urinary_tract_infection: [
    duration('1_3_days'),
    {
      nodeName: 'symptoms',
      nodeTypeName: 'multiple_choice',
      title: {
        sv: 'Vilka besvär har du?',
        en: 'Which symptoms do you have?',
        nb: 'Hvilke plager har du?',
        fr: 'Quels symptômes avez-vous ?',
        de: 'Welche Beschwerden haben Sie?',
      },
      options: [
        {
          value: 'burning',
          label: {
            sv: 'Sveda när jag kissar',
            en: 'Burning when passing urine',
            nb: 'Svie når jeg tisser',
            fr: 'Brûlures en urinant',
            de: 'Brennen beim Wasserlassen',
          },
        },
        {
          value: 'frequent',
          label: {
            sv: 'Täta trängningar',
            en: 'Passing urine often',
            nb: 'Hyppig vannlating',
            fr: "Envies fréquentes d'uriner",
            de: 'Häufiger Harndrang',
          },
        },
        {
          value: 'blood',
          label: {
            sv: 'Blod i urinen',
            en: 'Blood in the urine',
            nb: 'Blod i urinen',
            fr: 'Sang dans les urines',
            de: 'Blut im Urin',
          },
        },
        {
          value: 'lower_abdominal_pain',
          label: {
            sv: 'Ont nedtill i magen',
            en: 'Pain low in the tummy',
            nb: 'Vondt nederst i magen',
            fr: 'Douleur au bas-ventre',
            de: 'Schmerzen im Unterbauch',
          },
        },
      ],
      answer: ['burning', 'frequent'],
    },
    yesNo('fever', FEVER, 'no'),
    yesNo(
      'flank_pain',
      {
        sv: 'Har du ont i sidan av ryggen?',
        en: 'Do you have pain in your side or back?',
        nb: 'Har du vondt i siden av ryggen?',
        fr: 'Avez-vous mal sur le côté du dos ?',
        de: 'Haben Sie Schmerzen in der Flanke?',
      },
      'no',
    ),
    yesNo(
      'pregnant',
      {
        sv: 'Är du gravid?',
        en: 'Are you pregnant?',
        nb: 'Er du gravid?',
        fr: 'Êtes-vous enceinte ?',
        de: 'Sind Sie schwanger?',
      },
      'no',
    ),
    description({
      sv: 'Svider när jag kissar och behöver gå hela tiden. Ingen feber.',
      en: 'It stings when I pass urine and I need to go all the time. No fever.',
      nb: 'Det svir når jeg tisser, og jeg må gå hele tiden. Ingen feber.',
      fr: "Ça brûle quand j'urine et j'ai tout le temps envie d'y aller. Pas de fièvre.",
      de: 'Es brennt beim Wasserlassen und ich muss ständig auf die Toilette. Kein Fieber.',
    }),
  ],
  cough: [
    duration('more_than_a_week'),
    {
      nodeName: 'cough_type',
      nodeTypeName: 'single_choice',
      title: {
        sv: 'Hurdan är hostan?',
        en: 'What is the cough like?',
        nb: 'Hvordan er hosten?',
        fr: 'Comment est votre toux ?',
        de: 'Wie ist der Husten?',
      },
      options: [
        { value: 'dry', label: { sv: 'Torrhosta', en: 'Dry', nb: 'Tørrhoste', fr: 'Sèche', de: 'Trocken' } },
        {
          value: 'productive',
          label: { sv: 'Slemhosta', en: 'With phlegm', nb: 'Hoste med slim', fr: 'Grasse', de: 'Mit Auswurf' },
        },
      ],
      answer: ['dry'],
    },
    yesNo('fever', FEVER, 'no'),
    yesNo(
      'breathless',
      {
        sv: 'Blir du andfådd?',
        en: 'Are you short of breath?',
        nb: 'Blir du andpusten?',
        fr: 'Êtes-vous essoufflé(e) ?',
        de: 'Sind Sie kurzatmig?',
      },
      'no',
    ),
    {
      nodeName: 'smoking',
      nodeTypeName: 'single_choice',
      title: { sv: 'Röker du?', en: 'Do you smoke?', nb: 'Røyker du?', fr: 'Fumez-vous ?', de: 'Rauchen Sie?' },
      options: [
        { value: 'never', label: { sv: 'Aldrig', en: 'Never', nb: 'Aldri', fr: 'Jamais', de: 'Nie' } },
        {
          value: 'former',
          label: { sv: 'Har slutat', en: 'I used to', nb: 'Har sluttet', fr: 'Ancien fumeur', de: 'Früher' },
        },
        { value: 'current', label: { sv: 'Ja', en: 'Yes', nb: 'Ja', fr: 'Oui', de: 'Ja' } },
      ],
      answer: ['never'],
    },
    description({
      sv: 'Torrhosta i snart två veckor, värst på natten. Inte andfådd.',
      en: 'Dry cough for almost two weeks, worse at night. Not short of breath.',
      nb: 'Tørrhoste i snart to uker, verst om natten. Ikke andpusten.',
      fr: 'Toux sèche depuis presque deux semaines, pire la nuit. Pas essoufflé.',
      de: 'Trockener Husten seit fast zwei Wochen, nachts schlimmer. Keine Atemnot.',
    }),
  ],
  skin_rash: [
    duration('4_7_days'),
    {
      nodeName: 'location',
      nodeTypeName: 'multiple_choice',
      title: {
        sv: 'Var sitter utslagen?',
        en: 'Where is the rash?',
        nb: 'Hvor er utslettet?',
        fr: "Où se trouve l'éruption ?",
        de: 'Wo ist der Ausschlag?',
      },
      options: [
        { value: 'face', label: { sv: 'Ansiktet', en: 'Face', nb: 'Ansiktet', fr: 'Visage', de: 'Gesicht' } },
        { value: 'arms', label: { sv: 'Armarna', en: 'Arms', nb: 'Armene', fr: 'Bras', de: 'Arme' } },
        { value: 'legs', label: { sv: 'Benen', en: 'Legs', nb: 'Beina', fr: 'Jambes', de: 'Beine' } },
        {
          value: 'torso',
          label: { sv: 'Bålen', en: 'Chest, tummy or back', nb: 'Overkroppen', fr: 'Tronc', de: 'Rumpf' },
        },
      ],
      answer: ['arms', 'torso'],
    },
    yesNo(
      'itching',
      { sv: 'Kliar det?', en: 'Is it itchy?', nb: 'Klør det?', fr: 'Ça démange ?', de: 'Juckt es?' },
      'yes',
    ),
    {
      nodeName: 'rash_photos',
      nodeTypeName: 'taggable_photos',
      title: {
        sv: 'Ta bilder av utslagen och markera var de sitter',
        en: 'Take photos of the rash and tag where it is',
        nb: 'Ta bilder av utslettet og merk hvor det er',
        fr: "Prenez des photos de l'éruption et indiquez où elle se trouve",
        de: 'Fotografieren Sie den Ausschlag und markieren Sie die Stelle',
      },
      photos: 2,
    },
    description({
      sv: 'Röda, kliande prickar på armarna och magen sedan i fredags. Har bytt tvättmedel nyligen.',
      en: 'Red, itchy spots on my arms and tummy since Friday. I changed washing powder recently.',
      nb: 'Røde, kløende prikker på armene og magen siden fredag. Har nylig byttet vaskemiddel.',
      fr: "Des boutons rouges qui démangent sur les bras et le ventre depuis vendredi. J'ai changé de lessive récemment.",
      de: 'Rote, juckende Flecken an Armen und Bauch seit Freitag. Ich habe vor Kurzem das Waschmittel gewechselt.',
    }),
  ],
  back_pain: [
    duration('more_than_a_week'),
    {
      nodeName: 'pain_intensity',
      nodeTypeName: 'number',
      title: {
        sv: 'Hur ont har du, från 0 till 10?',
        en: 'How bad is the pain, from 0 to 10?',
        nb: 'Hvor vondt har du, fra 0 til 10?',
        fr: 'Quelle est l’intensité de la douleur, de 0 à 10 ?',
        de: 'Wie stark sind die Schmerzen, von 0 bis 10?',
      },
      answer: ['6'],
    },
    yesNo(
      'radiating',
      {
        sv: 'Strålar smärtan ut i benet?',
        en: 'Does the pain spread down a leg?',
        nb: 'Stråler smerten ned i beinet?',
        fr: 'La douleur descend-elle dans la jambe ?',
        de: 'Strahlt der Schmerz ins Bein aus?',
      },
      'yes',
    ),
    yesNo(
      'numbness',
      {
        sv: 'Har du domningar eller svaghet i benen?',
        en: 'Do you have numbness or weakness in your legs?',
        nb: 'Har du nummenhet eller svakhet i beina?',
        fr: 'Avez-vous des fourmillements ou une faiblesse dans les jambes ?',
        de: 'Haben Sie Taubheitsgefühle oder Schwäche in den Beinen?',
      },
      'no',
    ),
    description({
      sv: 'Ont i ländryggen sedan jag lyfte en tung låda för tio dagar sedan. Strålar ner i vänster ben.',
      en: 'Low back pain since I lifted a heavy box ten days ago. It spreads down my left leg.',
      nb: 'Vondt i korsryggen siden jeg løftet en tung eske for ti dager siden. Stråler ned i venstre bein.',
      fr: "Mal au bas du dos depuis que j'ai soulevé un carton lourd il y a dix jours. La douleur descend dans la jambe gauche.",
      de: 'Schmerzen im unteren Rücken, seit ich vor zehn Tagen eine schwere Kiste gehoben habe. Sie strahlen ins linke Bein aus.',
    }),
  ],
  fever_child: [
    duration('1_3_days'),
    {
      nodeName: 'temperature',
      nodeTypeName: 'number',
      title: {
        sv: 'Hur hög feber har barnet (°C)?',
        en: "How high is the child's temperature (°C)?",
        nb: 'Hvor høy feber har barnet (°C)?',
        fr: "Quelle est la température de l'enfant (°C) ?",
        de: 'Wie hoch ist das Fieber des Kindes (°C)?',
      },
      answer: ['39.2'],
    },
    yesNo(
      'drinking',
      {
        sv: 'Dricker barnet som vanligt?',
        en: 'Is the child drinking as usual?',
        nb: 'Drikker barnet som vanlig?',
        fr: "L'enfant boit-il normalement ?",
        de: 'Trinkt das Kind wie gewohnt?',
      },
      'yes',
    ),
    yesNo(
      'child_rash',
      {
        sv: 'Har barnet utslag?',
        en: 'Does the child have a rash?',
        nb: 'Har barnet utslett?',
        fr: "L'enfant a-t-il une éruption ?",
        de: 'Hat das Kind einen Ausschlag?',
      },
      'no',
    ),
    description({
      sv: 'Feber sedan i går kväll, lite gnällig men dricker bra. Inga utslag.',
      en: 'Fever since last night, a bit grizzly but drinking well. No rash.',
      nb: 'Feber siden i går kveld, litt grinete, men drikker godt. Ikke utslett.',
      fr: "Fièvre depuis hier soir, un peu grognon mais boit bien. Pas d'éruption.",
      de: 'Fieber seit gestern Abend, etwas quengelig, trinkt aber gut. Kein Ausschlag.',
    }),
  ],
};

export function isDemoSurveyForm(name: string): name is DemoSurveyForm {
  return Object.hasOwn(FORMS, name);
}

/** How many photos a form's answers carry, in question order. */
export function photoCount(form: DemoSurveyForm): number {
  return FORMS[form].reduce((sum, q) => sum + (q.photos ?? 0), 0);
}

/** The form's questions answered in `locale`; photo questions take their ids from `photoIds` in order. */
export function answeredSurvey(
  form: DemoSurveyForm,
  locale: Locale,
  photoIds: readonly string[],
): StoredSurveyQuestion[] {
  let nextPhoto = 0;
  return FORMS[form].map((q) => ({
    nodeName: q.nodeName,
    nodeTypeName: q.nodeTypeName,
    title: q.title[locale],
    answers: q.photos
      ? photoIds.slice(nextPhoto, (nextPhoto += q.photos))
      : Array.isArray(q.answer)
        ? [...q.answer]
        : q.answer
          ? [(q.answer as Text)[locale]]
          : [],
    options: (q.options ?? []).map((o) => ({ value: o.value, label: o.label[locale] })),
  }));
}
