import type { InstrumentTexts } from './types';
import { PHQ9_TEXTS } from './phq9';

/**
 * GAD-7 (Spitzer et al. 2006; free to use): seven items scored 0–3 over the last two weeks, on the PHQ-9's scale and
 * question. The wording follows the published translations of each language.
 */
export const GAD7_TEXTS: InstrumentTexts = {
  en: {
    title: 'Anxiety (GAD-7)',
    instructions: PHQ9_TEXTS.en.instructions,
    items: [
      'Feeling nervous, anxious or on edge',
      'Not being able to stop or control worrying',
      'Worrying too much about different things',
      'Trouble relaxing',
      'Being so restless that it is hard to sit still',
      'Becoming easily annoyed or irritable',
      'Feeling afraid, as if something awful might happen',
    ],
    scale: PHQ9_TEXTS.en.scale,
  },
  sv: {
    title: 'Oro och ångest (GAD-7)',
    instructions: PHQ9_TEXTS.sv.instructions,
    items: [
      'Känt dig nervös, ängslig eller väldigt stressad',
      'Inte kunnat sluta oroa dig eller kontrollera din oro',
      'Oroat dig för mycket för olika saker',
      'Haft svårt att koppla av',
      'Varit så rastlös att du haft svårt att sitta still',
      'Blivit lätt irriterad eller retlig',
      'Känt dig rädd för att något hemskt skulle hända',
    ],
    scale: PHQ9_TEXTS.sv.scale,
  },
  nb: {
    title: 'Angst (GAD-7)',
    instructions: PHQ9_TEXTS.nb.instructions,
    items: [
      'Følt deg nervøs, engstelig eller veldig stresset',
      'Ikke klart å slutte å bekymre deg eller å kontrollere bekymringene',
      'Bekymret deg for mye for forskjellige ting',
      'Hatt vanskelig for å slappe av',
      'Vært så rastløs at du har hatt vanskelig for å sitte stille',
      'Blitt lett irritert eller sint',
      'Følt deg redd, som om noe forferdelig kunne komme til å skje',
    ],
    scale: PHQ9_TEXTS.nb.scale,
  },
  fr: {
    title: 'Anxiété (GAD-7)',
    instructions: PHQ9_TEXTS.fr.instructions,
    items: [
      'Sentiment de nervosité, d’anxiété ou de tension',
      'Incapacité à arrêter de s’inquiéter ou à contrôler ses inquiétudes',
      'Inquiétudes excessives à propos de tout et de rien',
      'Difficulté à se détendre',
      'Agitation telle qu’il est difficile de rester tranquille',
      'Devenir facilement contrarié(e) ou irritable',
      'Avoir peur que quelque chose d’épouvantable puisse arriver',
    ],
    scale: PHQ9_TEXTS.fr.scale,
  },
  de: {
    title: 'Angst (GAD-7)',
    instructions: PHQ9_TEXTS.de.instructions,
    items: [
      'Nervosität, Ängstlichkeit oder Anspannung',
      'Nicht in der Lage sein, Sorgen zu stoppen oder zu kontrollieren',
      'Übermäßige Sorgen bezüglich verschiedener Angelegenheiten',
      'Schwierigkeiten zu entspannen',
      'Rastlosigkeit, sodass Stillsitzen schwerfällt',
      'Schnelle Verärgerung oder Gereiztheit',
      'Gefühl der Angst, so als würde etwas Schlimmes passieren',
    ],
    scale: PHQ9_TEXTS.de.scale,
  },
};
