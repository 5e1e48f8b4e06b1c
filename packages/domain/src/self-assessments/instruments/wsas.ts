import type { InstrumentTexts } from './types';

/** The 0–8 scale with the anchors of the original (0, 2, 4, 6, 8) named, the points between as numbers. */
const scale = (anchors: [string, string, string, string, string]) =>
  Array.from({ length: 9 }, (_, points) => (points % 2 === 0 ? `${points} – ${anchors[points / 2]}` : String(points)));

/**
 * WSAS, the Work and Social Adjustment Scale (Mundt et al. 2002): five areas of life rated 0 (not at all impaired)
 * to 8 (very severely impaired); the score is their sum, 0–40. English and Swedish as the record pane's demo
 * responses word them; the others translated from the English.
 */
export const WSAS_TEXTS: InstrumentTexts = {
  en: {
    title: 'Work and social adjustment (WSAS)',
    instructions:
      'How much do your problems affect your everyday life? 0 = not at all impaired, 8 = very severely impaired.',
    items: [
      'Because of my problem my ability to work is impaired',
      'Because of my problem my home management is impaired',
      'Because of my problem my social leisure activities are impaired',
      'Because of my problem my private leisure activities are impaired',
      'Because of my problem my ability to form and maintain close relationships is impaired',
    ],
    scale: scale(['not at all', 'slightly', 'definitely', 'markedly', 'very severely']),
  },
  sv: {
    title: 'Arbets- och social funktion (WSAS)',
    instructions:
      'Hur mycket påverkar dina problem ditt vardagsliv? 0 = inte alls nedsatt, 8 = mycket allvarligt nedsatt.',
    items: [
      'På grund av mina problem är min förmåga att arbeta nedsatt',
      'På grund av mina problem är min förmåga att sköta hemmet nedsatt',
      'På grund av mina problem är mina sociala fritidsaktiviteter nedsatta',
      'På grund av mina problem är mina egna fritidsaktiviteter nedsatta',
      'På grund av mina problem är min förmåga att ha nära relationer nedsatt',
    ],
    scale: scale(['inte alls', 'lite', 'tydligt', 'påtagligt', 'mycket allvarligt']),
  },
  nb: {
    title: 'Arbeid og sosial fungering (WSAS)',
    instructions:
      'Hvor mye påvirker problemene dine hverdagen din? 0 = ikke svekket i det hele tatt, 8 = svært alvorlig svekket.',
    items: [
      'På grunn av problemene mine er evnen min til å arbeide svekket',
      'På grunn av problemene mine er evnen min til å ta meg av hjemmet svekket',
      'På grunn av problemene mine er de sosiale fritidsaktivitetene mine svekket',
      'På grunn av problemene mine er fritidsaktivitetene jeg gjør alene svekket',
      'På grunn av problemene mine er evnen min til å ha nære relasjoner svekket',
    ],
    scale: scale(['ikke i det hele tatt', 'litt', 'tydelig', 'markert', 'svært alvorlig']),
  },
  fr: {
    title: 'Adaptation au travail et vie sociale (WSAS)',
    instructions:
      'Dans quelle mesure vos problèmes affectent-ils votre vie quotidienne ? 0 = pas du tout altéré(e), 8 = très gravement altéré(e).',
    items: [
      'À cause de mon problème, ma capacité à travailler est altérée',
      'À cause de mon problème, ma capacité à gérer la maison est altérée',
      'À cause de mon problème, mes loisirs avec d’autres personnes sont altérés',
      'À cause de mon problème, mes loisirs personnels sont altérés',
      'À cause de mon problème, ma capacité à nouer et entretenir des relations proches est altérée',
    ],
    scale: scale(['pas du tout', 'légèrement', 'nettement', 'fortement', 'très gravement']),
  },
  de: {
    title: 'Arbeit und soziale Anpassung (WSAS)',
    instructions:
      'Wie sehr beeinträchtigen Ihre Beschwerden Ihren Alltag? 0 = überhaupt nicht beeinträchtigt, 8 = sehr schwer beeinträchtigt.',
    items: [
      'Wegen meiner Beschwerden ist meine Arbeitsfähigkeit beeinträchtigt',
      'Wegen meiner Beschwerden ist die Haushaltsführung beeinträchtigt',
      'Wegen meiner Beschwerden sind meine Freizeitaktivitäten mit anderen beeinträchtigt',
      'Wegen meiner Beschwerden sind meine Freizeitaktivitäten für mich allein beeinträchtigt',
      'Wegen meiner Beschwerden ist meine Fähigkeit, enge Beziehungen einzugehen und zu pflegen, beeinträchtigt',
    ],
    scale: scale(['überhaupt nicht', 'leicht', 'deutlich', 'stark', 'sehr schwer']),
  },
};
