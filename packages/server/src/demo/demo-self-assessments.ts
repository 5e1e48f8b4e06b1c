import { scoreQuestionnaire, type SelfAssessmentQuestion, toSurveyQuestions } from '@konsult/domain';
import type { selfAssessmentResponses } from '../platform/db/schema';
import { addDays } from './demo-dates';
import { demoPatientId } from './demo-ids';

/**
 * Surveys demo patients answered outside meetings (issue 6). The questionnaires' wording is ours (PHQ-9 and GAD-7
 * are free to use; the others follow their published structure). Scores are computed as each survey scores:
 * PHQ-9 and GAD-7 by the domain's rule, SMBQ as the mean of its items, WSAS as the sum, the obesity-related
 * problems scale transformed to 0–100. In short:
 * - Elin (0x103): five PHQ-9 and five GAD-7 over eight months (17 → 4 and 14 → 3), an SMBQ, a WSAS and a daily
 *   covid check-in: 13 known responses, so the list shows 10 and 'show all'; plus one `sleep_diary_v2`, a type the
 *   client does not know (logged and skipped).
 * - Astrid: two vaccination health declarations and a PHQ-9. Johan: occupational health declaration, obesity-related
 *   problems and WSAS. Karin and Sara (se.psychologist's): PHQ-9 and GAD-7 series (Sara's PHQ-9 item 9 above 0
 *   once), Karin an SMBQ. Lars: daily covid check-ins. Oliver (GB): WSAS and a covid check-in in English. Ingrid
 *   (NO): a covid vaccination declaration in Norwegian.
 */

type Row = typeof selfAssessmentResponses.$inferInsert;
type Question = SelfAssessmentQuestion;

const choice = (title: string, labels: string[], chosen: number[], subtitle: string | null = null): Question => ({
  title,
  subtitle,
  options: labels.map((label, i) => ({ label, value: String(i), selected: chosen.includes(i) })),
  answer: null,
});

const coded = (title: string, options: [string, string][], chosen: string[], subtitle: string | null = null) => ({
  title,
  subtitle,
  options: options.map(([value, label]) => ({ label, value, selected: chosen.includes(value) })),
  answer: null,
});

const text = (title: string, answer: string): Question => ({ title, subtitle: null, options: [], answer });

// ——— PHQ-9, GAD-7 and SMBQ (Swedish), in the words the instruments send to patients ———

const DIFFICULTY: [string, string][] = [
  ['not_difficult', 'Inte alls svårt'],
  ['somewhat_difficult', 'Ganska svårt'],
  ['very_difficult', 'Mycket svårt'],
  ['extremely_difficult', 'Extremt svårt'],
];

/** The PHQ-9's nine items, then the question on how hard the problems made everyday life (not scored). */
function phq9(items: number[], difficulty: string): Question[] {
  return [
    ...toSurveyQuestions('DEPRESSION', 'sv', items),
    coded(
      'Om du har haft något av dessa problem, hur svårt har de gjort det för dig att sköta arbetet, hemmet eller umgänget med andra?',
      DIFFICULTY,
      [difficulty],
    ),
  ];
}

function gad7(items: number[]): Question[] {
  return toSurveyQuestions('ANXIETY', 'sv', items);
}

/**
 * SMBQ (burnout; 22 items, 1–7): the score is their mean, to one decimal as these responses have always been seeded
 * (a questionnaire answered on the link page is scored to two by scoreAnswers).
 */
function smbq(items: number[]): { questions: Question[]; score: number } {
  const mean = items.reduce((a, b) => a + b, 0) / items.length;
  return { questions: toSurveyQuestions('STRESS', 'sv', items), score: Math.round(mean * 10) / 10 };
}

// ——— WSAS (work and social adjustment; 5 items, 0–8, summed) ———

const WSAS_ITEMS = {
  sv: [
    'På grund av mina problem är min förmåga att arbeta nedsatt',
    'På grund av mina problem är min förmåga att sköta hemmet nedsatt',
    'På grund av mina problem är mina sociala fritidsaktiviteter nedsatta',
    'På grund av mina problem är mina egna fritidsaktiviteter nedsatta',
    'På grund av mina problem är min förmåga att ha nära relationer nedsatt',
  ],
  en: [
    'Because of my problem my ability to work is impaired',
    'Because of my problem my home management is impaired',
    'Because of my problem my social leisure activities are impaired',
    'Because of my problem my private leisure activities are impaired',
    'Because of my problem my ability to form and maintain close relationships is impaired',
  ],
};
const WSAS_SUBTITLE = {
  sv: '0 = inte alls nedsatt, 8 = mycket allvarligt nedsatt',
  en: '0 = not at all impaired, 8 = very severely impaired',
};

function wsas(language: 'sv' | 'en', items: number[]): { questions: Question[]; score: number } {
  const scale = Array.from({ length: 9 }, (_, i) => String(i));
  return {
    questions: WSAS_ITEMS[language].map((title, i) =>
      choice(title, scale, [items[i]!], i === 0 ? WSAS_SUBTITLE[language] : null),
    ),
    score: items.reduce((a, b) => a + b, 0),
  };
}

// ——— Obesity-related problems scale (8 items, 1–4, transformed to 0–100) ———

const OP_ITEMS = [
  'på fester och andra sociala tillställningar',
  'när du provar och köper kläder',
  'när du badar på offentliga platser',
  'på arbetet eller i skolan',
  'när du träffar nya människor',
  'hemma med familjen',
  'i nära relationer',
  'när du äter ute',
];
const OP_SCALE = ['Inte alls besvärad', 'Lite besvärad', 'Ganska besvärad', 'Mycket besvärad'];

function obesityProblems(items: number[]): { questions: Question[]; score: number } {
  const questions = OP_ITEMS.map((place, i) => ({
    ...choice(`Hur besvärad är du av din vikt ${place}?`, OP_SCALE, [items[i]! - 1]),
    options: OP_SCALE.map((label, k) => ({ label, value: String(k + 1), selected: k + 1 === items[i] })),
  }));
  const sum = items.reduce((a, b) => a + b, 0);
  return { questions, score: Math.round(((sum - 8) / 24) * 100) };
}

// ——— Check-ins and declarations (no score) ———

const YES_NO: Record<'sv' | 'en' | 'nb', [string, string][]> = {
  sv: [
    ['yes', 'Ja'],
    ['no', 'Nej'],
  ],
  en: [
    ['yes', 'Yes'],
    ['no', 'No'],
  ],
  nb: [
    ['yes', 'Ja'],
    ['no', 'Nei'],
  ],
};

function covidDaily(language: 'sv' | 'en', fever: boolean, symptoms: string[], feeling: string, note: string) {
  const t =
    language === 'sv'
      ? {
          fever: 'Har du feber (38 °C eller mer) idag?',
          symptoms: 'Vilka symtom har du idag?',
          list: ['Hosta', 'Halsont', 'Andfåddhet', 'Förlorat lukt- eller smaksinne', 'Inga symtom'],
          feeling: 'Hur mår du idag jämfört med igår?',
          feelings: [
            ['better', 'Bättre'],
            ['same', 'Som igår'],
            ['worse', 'Sämre'],
          ] as [string, string][],
          note: 'Något mer du vill berätta?',
        }
      : {
          fever: 'Do you have a fever (38 °C or more) today?',
          symptoms: 'Which symptoms do you have today?',
          list: ['Cough', 'Sore throat', 'Shortness of breath', 'Loss of smell or taste', 'No symptoms'],
          feeling: 'How do you feel today compared with yesterday?',
          feelings: [
            ['better', 'Better'],
            ['same', 'The same'],
            ['worse', 'Worse'],
          ] as [string, string][],
          note: 'Anything else you want to tell us?',
        };
  return [
    coded(t.fever, YES_NO[language], [fever ? 'yes' : 'no']),
    coded(
      t.symptoms,
      t.list.map((label, i) => [`s${i}`, label]),
      symptoms.map((s) => `s${t.list.indexOf(s)}`),
    ),
    coded(t.feeling, t.feelings, [feeling]),
    text(t.note, note),
  ];
}

function vaccinationDeclaration(covid: boolean, answers: Record<string, boolean>, vaccine: string): Question[] {
  const yn = (title: string, key: string) => coded(title, YES_NO.sv, [answers[key] ? 'yes' : 'no']);
  return [
    text('Vilket vaccin ska du få?', vaccine),
    yn('Har du någon gång fått en allvarlig allergisk reaktion, till exempel efter en vaccination?', 'allergy'),
    yn('Har du feber idag?', 'fever'),
    yn('Tar du blodförtunnande läkemedel?', 'anticoagulant'),
    yn('Är du gravid eller ammar du?', 'pregnant'),
    covid
      ? yn('Har du haft covid-19 de senaste tre månaderna?', 'recentCovid')
      : yn('Har du fått något annat vaccin de senaste två veckorna?', 'otherVaccine'),
  ];
}

function norwegianCovidDeclaration(): Question[] {
  return [
    text('Hvilken vaksine skal du ha?', 'Covid-19, oppfriskningsdose'),
    coded('Har du noen gang hatt en alvorlig allergisk reaksjon?', YES_NO.nb, ['no']),
    coded('Har du feber i dag?', YES_NO.nb, ['no']),
    coded('Har du hatt covid-19 de siste tre månedene?', YES_NO.nb, ['no']),
  ];
}

function occupationalDeclaration(): Question[] {
  return [
    text('Vilket yrke har du?', 'Lagerarbetare'),
    coded('Arbetar du skift eller natt?', YES_NO.sv, ['yes']),
    coded('Utsätts du för buller i arbetet?', YES_NO.sv, ['yes']),
    coded('Använder du hörselskydd?', YES_NO.sv, ['yes']),
    coded(
      'Vilka besvär har du av arbetet?',
      [
        ['back', 'Ryggsmärta'],
        ['neck', 'Nacksmärta'],
        ['hearing', 'Hörselnedsättning'],
        ['none', 'Inga besvär'],
      ],
      ['back', 'neck'],
    ),
    text('Övrigt', 'Ont i ländryggen efter långa pass med truck.'),
  ];
}

function sleepDiary(): Question[] {
  return [
    text('När gick du och lade dig?', '23:15'),
    text('Hur lång tid tog det att somna?', 'Ungefär en timme'),
    coded(
      'Hur utvilad kände du dig på morgonen?',
      [
        ['1', 'Inte alls'],
        ['2', 'Lite'],
        ['3', 'Ganska'],
        ['4', 'Mycket'],
      ],
      ['2'],
    ),
  ];
}

// ——— Who answered what, and when ———

type Spec = { patient: number; daysAgo: number; formName: string; questions: Question[]; score: number | null };

function scored(scoring: 'phq9' | 'gad7', questions: Question[]): { questions: Question[]; score: number } {
  const result = scoreQuestionnaire(scoring, questions);
  if (!result) throw new Error('demo questionnaire is incomplete');
  return { questions, score: result.total };
}

const phq = (patient: number, daysAgo: number, items: number[], difficulty = 'somewhat_difficult'): Spec => ({
  patient,
  daysAgo,
  formName: 'mental_health_phq9_se',
  ...scored('phq9', phq9(items, difficulty)),
});

const gad = (patient: number, daysAgo: number, items: number[]): Spec => ({
  patient,
  daysAgo,
  formName: 'mental_health_gad7_se',
  ...scored('gad7', gad7(items)),
});

const ELIN = 0x103;

const SPECS: Spec[] = [
  // Elin: treated for depression and anxiety over eight months.
  phq(ELIN, 240, [2, 2, 3, 3, 2, 2, 2, 1, 0], 'very_difficult'),
  gad(ELIN, 240, [2, 2, 3, 2, 1, 2, 2]),
  {
    patient: ELIN,
    daysAgo: 200,
    formName: 'mental_health_smbq_se',
    ...smbq([6, 5, 5, 4, 6, 5, 4, 5, 4, 4, 5, 5, 4, 5, 6, 3, 4, 4, 4, 4, 5, 4]),
  },
  { patient: ELIN, daysAgo: 190, formName: 'work_and_social_adjustment', ...wsas('sv', [5, 3, 4, 3, 3]) },
  phq(ELIN, 180, [2, 2, 2, 2, 1, 2, 2, 1, 0]),
  gad(ELIN, 180, [2, 2, 2, 2, 1, 1, 2]),
  phq(ELIN, 120, [1, 2, 2, 2, 1, 1, 1, 0, 0]),
  gad(ELIN, 120, [1, 2, 2, 1, 1, 1, 1]),
  phq(ELIN, 60, [1, 1, 1, 2, 1, 1, 1, 0, 0]),
  gad(ELIN, 60, [1, 1, 1, 1, 0, 1, 1]),
  { patient: ELIN, daysAgo: 30, formName: 'sleep_diary_v2', questions: sleepDiary(), score: null },
  phq(ELIN, 14, [0, 1, 1, 1, 0, 1, 0, 0, 0], 'not_difficult'),
  gad(ELIN, 14, [0, 1, 1, 1, 0, 0, 0]),
  {
    patient: ELIN,
    daysAgo: 400,
    formName: 'covid_19_daily',
    questions: covidDaily(
      'sv',
      false,
      ['Hosta', 'Halsont'],
      'better',
      'Bättre än igår, men fortfarande hosta på natten.',
    ),
    score: null,
  },
  // Astrid
  {
    patient: 0x101,
    daysAgo: 20,
    formName: 'vaccination_health_declaration',
    questions: vaccinationDeclaration(false, { anticoagulant: false }, 'Influensa (säsongsvaccin)'),
    score: null,
  },
  {
    patient: 0x101,
    daysAgo: 400,
    formName: 'covid_19_vaccination_health_declaration',
    questions: vaccinationDeclaration(true, { allergy: true }, 'Covid-19, påfyllnadsdos'),
    score: null,
  },
  phq(0x101, 100, [1, 1, 1, 1, 0, 0, 1, 0, 0], 'not_difficult'),
  // Johan
  {
    patient: 0x102,
    daysAgo: 70,
    formName: 'occupational_health_declaration',
    questions: occupationalDeclaration(),
    score: null,
  },
  {
    patient: 0x102,
    daysAgo: 65,
    formName: 'obesity_related_problems_self_assessment',
    ...obesityProblems([3, 4, 4, 2, 2, 1, 3, 2]),
  },
  { patient: 0x102, daysAgo: 65, formName: 'work_and_social_adjustment', ...wsas('sv', [4, 2, 3, 2, 1]) },
  // Karin and Sara, se.psychologist's
  phq(0x106, 150, [2, 2, 1, 3, 1, 1, 2, 0, 0]),
  gad(0x106, 150, [3, 3, 2, 3, 2, 2, 1]),
  {
    patient: 0x106,
    daysAgo: 150,
    formName: 'mental_health_smbq_se',
    ...smbq([5, 6, 5, 5, 6, 6, 4, 5, 5, 5, 4, 6, 5, 6, 6, 4, 5, 5, 4, 5, 6, 5]),
  },
  phq(0x106, 90, [1, 2, 1, 2, 1, 1, 1, 0, 0]),
  gad(0x106, 90, [2, 2, 2, 2, 1, 1, 1]),
  phq(0x106, 30, [1, 1, 0, 1, 0, 1, 1, 0, 0], 'not_difficult'),
  gad(0x106, 30, [1, 1, 1, 1, 0, 1, 0]),
  phq(0x107, 45, [3, 3, 2, 3, 2, 3, 2, 1, 1], 'extremely_difficult'),
  gad(0x107, 45, [2, 3, 3, 2, 2, 2, 2]),
  phq(0x107, 10, [2, 2, 2, 2, 1, 2, 1, 1, 0], 'very_difficult'),
  gad(0x107, 10, [2, 2, 2, 2, 1, 2, 1]),
  // Lars
  {
    patient: 0x104,
    daysAgo: 242,
    formName: 'covid_19_daily',
    questions: covidDaily('sv', true, ['Hosta', 'Andfåddhet'], 'worse', 'Hög feber sedan igår kväll.'),
    score: null,
  },
  {
    patient: 0x104,
    daysAgo: 241,
    formName: 'covid_19_daily',
    questions: covidDaily('sv', true, ['Hosta', 'Andfåddhet'], 'worse', 'Svårt att andas när jag går i trappor.'),
    score: null,
  },
  // Abroad
  { patient: 0x201, daysAgo: 80, formName: 'work_and_social_adjustment', ...wsas('en', [3, 2, 4, 3, 2]) },
  {
    patient: 0x201,
    daysAgo: 320,
    formName: 'covid_19_daily',
    questions: covidDaily('en', false, ['No symptoms'], 'same', 'Feeling fine.'),
    score: null,
  },
  {
    patient: 0x301,
    daysAgo: 110,
    formName: 'covid_19_vaccination_health_declaration',
    questions: norwegianCovidDeclaration(),
    score: null,
  },
];

/** The rows, answered in the evening (19:30 UTC) of their day. */
export function buildDemoSelfAssessments(now: Date, idOf: (patient: number, n: number) => string): Row[] {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const counts = new Map<number, number>();
  return SPECS.map((spec) => {
    const n = (counts.get(spec.patient) ?? 0) + 1;
    counts.set(spec.patient, n);
    return {
      id: idOf(spec.patient, n),
      patientId: demoPatientId(spec.patient),
      formName: spec.formName,
      questions: spec.questions,
      score: spec.score,
      createdAt: addDays(new Date(day + 19.5 * 3_600_000), -spec.daysAgo),
    };
  });
}
