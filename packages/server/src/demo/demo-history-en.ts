import { UK_MENTAL_HEALTH_TEMPLATE_ID } from '@konsult/domain';
import type { RecordLanguage, Topic } from './demo-history-types';

const MENTAL_HEALTH_LABELS = {
  anamnesis: 'Presenting problem',
  status: 'Mental state and measures',
  assessment: 'Risk and formulation',
  action: 'Plan',
};

/** Sessions written in the UK mental-health form: what a UK mental-health meeting's history shows. */
export const UK_MENTAL_HEALTH_TOPICS: readonly Topic[] = [
  {
    roles: ['psych'],
    contacts: ['video_consultation', 'phone_consultation'],
    titles: ['Initial assessment', 'Psychological assessment'],
    anamnesis: [
      'Low mood and loss of interest for {w} weeks following redundancy. Sleeping poorly, appetite reduced.',
      'Worry most days about work and health, difficulty concentrating, irritable with family.',
    ],
    status: ['PHQ-9 {s}, GAD-7 {s}. Good rapport, reactive affect.', 'PHQ-9 {s}. Speech normal rate and tone.'],
    assessment: [
      'No thoughts of self-harm or suicide; protective factors: partner, children, work. Low risk.',
      'Passive thoughts of not wanting to wake up, no plans or intent. Safety plan agreed.',
    ],
    action: [
      'Offered 8 sessions of CBT. Next session in {w} weeks. Crisis numbers given.',
      'Step 2 guided self-help. Review in two weeks.',
    ],
    templateId: UK_MENTAL_HEALTH_TEMPLATE_ID,
    labels: MENTAL_HEALTH_LABELS,
  },
  {
    roles: ['psych'],
    contacts: ['video_consultation', 'clinic_visit'],
    titles: ['CBT session {n}', 'Therapy session', 'Review session'],
    anamnesis: [
      'Completed thought records this week; noticed catastrophic predictions before meetings.',
      'Behavioural activation plan partly followed, walked {n} times. Mood a little brighter.',
      'Difficult week after an argument at home; avoided friends.',
    ],
    status: ['PHQ-9 {s}, GAD-7 {s}.', 'GAD-7 {s}, down from last session.'],
    assessment: ['Risk unchanged and low.', 'No new risk identified; engaging well.'],
    action: [
      'Homework: behavioural experiment on speaking up in meetings.',
      'Continue activity scheduling. Relapse prevention to start next session.',
      'Discharge planned after session {n}; letter to GP.',
    ],
    templateId: UK_MENTAL_HEALTH_TEMPLATE_ID,
    labels: MENTAL_HEALTH_LABELS,
  },
];

/** UK primary care: NHS practices, urgent care and community services. */
export const ENGLISH: RecordLanguage = {
  labels: {
    anamnesis: 'History',
    status: 'Examination',
    assessment: 'Assessment',
    action: 'Plan',
    diagnosis: 'Diagnosis',
    note: 'Note',
  },
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  decimal: '.',
  clinicians: [
    ['Dr Emily Carter', 'GP', 'doctor'],
    ['Dr Raj Patel', 'GP Partner', 'doctor'],
    ['Dr Fiona MacLeod', 'Salaried GP', 'doctor'],
    ['Helen Wright', 'Practice Nurse', 'nurse'],
    ['Mark Doyle', 'Advanced Nurse Practitioner', 'nurse'],
    ['Dr Sam Okoye', 'Clinical Psychologist', 'psych'],
    ['Lucy Grant', 'Physiotherapist', 'physio'],
    ['Tom Fisher', 'Clinical Pharmacist', 'other'],
  ],
  facilities: [
    'Riverside Medical Centre',
    'Hyde Park Surgery',
    'Konsult NHS Primary Care',
    'St Thomas’ Urgent Treatment Centre',
    'Talking Therapies Service',
  ],
  topics: [
    {
      roles: ['doctor', 'nurse'],
      contacts: ['video_consultation', 'phone_consultation', 'clinic_visit'],
      titles: ['Cough', 'Upper respiratory tract infection', 'Fever and sore throat'],
      anamnesis: [
        'Cough for {d} days, fever up to {t} at first, now settling. No shortness of breath.',
        'Sore throat and runny nose, feels feverish. Household contacts similar.',
      ],
      status: ['Temp {t}, pulse {p}, sats 98%. Chest clear.', 'Throat mildly inflamed, no exudate.'],
      assessment: ['Viral URTI, no features of pneumonia.', 'Viral pharyngitis.'],
      action: ['Self-care advice, paracetamol. Safety-netted for breathlessness.', 'Return if not better in a week.'],
      diagnoses: ['J06.9 Acute upper respiratory infection'],
    },
    {
      roles: ['doctor', 'nurse'],
      contacts: ['phone_consultation', 'text_consultation', 'video_consultation'],
      titles: ['Urinary symptoms', 'Suspected UTI'],
      anamnesis: ['Dysuria and frequency for {d} days, no fever or loin pain.'],
      status: ['Urine dip: leucocytes and nitrites positive.'],
      assessment: ['Uncomplicated lower UTI.'],
      action: ['Nitrofurantoin for 3 days. Return if fever or flank pain.'],
      diagnoses: ['N39.0 Urinary tract infection'],
      drugs: [['Nitrofurantoin 100 mg MR capsules', 'One twice a day for 3 days']],
    },
    {
      roles: ['doctor', 'physio'],
      contacts: ['clinic_visit', 'video_consultation'],
      titles: ['Low back pain', 'Physiotherapy review'],
      anamnesis: ['Lower back pain after lifting {d} days ago, no leg symptoms, no red flags.'],
      status: ['Reduced lumbar flexion, neuro exam normal.', 'Improved range, pain 3/10.'],
      assessment: ['Mechanical low back pain.'],
      action: ['Keep active, exercise sheet given. Physio self-referral.', 'Review in {w} weeks.'],
      diagnoses: ['M54.5 Low back pain'],
    },
    {
      roles: ['doctor', 'nurse'],
      contacts: ['clinic_visit'],
      titles: ['Blood pressure review', 'Health check'],
      anamnesis: ['Attends for NHS health check. Non-smoker, exercises {n} times a week.'],
      status: ['BP {bp}, pulse {p}, BMI 26.'],
      assessment: ['Low cardiovascular risk.', 'Borderline blood pressure.'],
      action: ['Home BP readings for a week.', 'Repeat in a year.'],
    },
    {
      roles: ['doctor'],
      contacts: ['video_consultation', 'clinic_visit'],
      titles: ['Eczema', 'Skin rash'],
      anamnesis: ['Itchy rash in elbow creases for {w} weeks, history of childhood eczema.'],
      status: ['Dry, lichenified patches in flexures, no infection.'],
      assessment: ['Atopic eczema flare.'],
      action: ['Emollients and moderate steroid for two weeks.'],
      diagnoses: ['L20.9 Atopic dermatitis'],
      drugs: [['Clobetasone butyrate 0.05% cream', 'Apply once daily for 2 weeks']],
    },
    {
      roles: ['doctor'],
      contacts: ['video_consultation', 'phone_consultation'],
      titles: ['Low mood', 'Anxiety'],
      anamnesis: ['Feeling low and anxious since {m}, struggling at work.'],
      status: ['PHQ-9 {s}, GAD-7 {s}. No thoughts of self-harm.'],
      assessment: ['Mild to moderate depression with anxiety.'],
      action: ['Self-referral to talking therapies. Review in {w} weeks.'],
      diagnoses: ['F41.2 Mixed anxiety and depressive disorder'],
      documents: ['Fit note'],
    },
  ],
  admin: [
    {
      roles: ['doctor', 'nurse'],
      titles: ['Results', 'Blood results'],
      notes: ['FBC, U&E and TFTs normal. Patient informed by text.', 'Ferritin low at 9; iron advised.'],
    },
    {
      roles: ['other', 'nurse'],
      titles: ['Letter', 'Admin note'],
      notes: ['Discharge letter from hospital filed.', 'Did not attend booked appointment; letter sent.'],
    },
  ],
  strikeReasons: ['Entered in the wrong patient record.', 'Duplicate entry.'],
};
