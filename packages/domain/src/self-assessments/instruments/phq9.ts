import type { InstrumentTexts } from './types';

/**
 * PHQ-9 (Kroenke, Spitzer & Williams 2001; free to use): nine items scored 0–3 over the last two weeks. The wording
 * follows the published translations of each language (the Swedish as the record pane's demo responses have it).
 */
export const PHQ9_TEXTS: InstrumentTexts = {
  en: {
    title: 'Depression (PHQ-9)',
    instructions: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    items: [
      'Little interest or pleasure in doing things',
      'Feeling down, depressed or hopeless',
      'Trouble falling or staying asleep, or sleeping too much',
      'Feeling tired or having little energy',
      'Poor appetite or overeating',
      'Feeling bad about yourself, or that you are a failure or have let yourself or your family down',
      'Trouble concentrating on things, such as reading the newspaper or watching television',
      'Moving or speaking so slowly that other people could have noticed, or the opposite: being so fidgety or restless that you have been moving around a lot more than usual',
      'Thoughts that you would be better off dead, or of hurting yourself in some way',
    ],
    scale: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
  },
  sv: {
    title: 'Nedstämdhet (PHQ-9)',
    instructions: 'Under de senaste två veckorna, hur ofta har du besvärats av följande?',
    items: [
      'Lite intresse eller glädje i att göra saker',
      'Känt dig nedstämd, deprimerad eller känt att framtiden ser hopplös ut',
      'Svårt att somna eller sova oavbrutet, eller sovit för mycket',
      'Känt dig trött eller energilös',
      'Dålig aptit eller ätit för mycket',
      'Dålig självkänsla, eller känt att du är ett misslyckande eller svikit dig själv eller din familj',
      'Svårt att koncentrera dig, till exempel när du läser eller tittar på tv',
      'Rört dig eller talat så långsamt att andra kunnat märka det, eller varit så rastlös att du rört dig mycket mer än vanligt',
      'Tankar på att det vore bättre om du vore död, eller på att skada dig på något sätt',
    ],
    scale: ['Inte alls', 'Flera dagar', 'Mer än hälften av dagarna', 'Nästan varje dag'],
  },
  nb: {
    title: 'Depresjon (PHQ-9)',
    instructions: 'Hvor ofte i løpet av de siste 2 ukene har du vært plaget av noen av de følgende problemene?',
    items: [
      'Liten interesse for eller glede av å gjøre ting',
      'Følt deg nedfor, deprimert eller håpløs',
      'Problemer med å få sove eller sove uten avbrudd, eller sovet for mye',
      'Følt deg trett eller hatt lite energi',
      'Dårlig appetitt eller overspising',
      'Dårlig selvfølelse, eller følt at du har mislyktes eller sviktet deg selv eller familien din',
      'Problemer med å konsentrere deg, for eksempel når du leser avisen eller ser på TV',
      'Beveget deg eller snakket så langsomt at andre kunne merke det, eller det motsatte: vært så urolig eller rastløs at du har beveget deg mye mer enn vanlig',
      'Tanker om at det ville vært bedre om du var død, eller om å skade deg selv på en eller annen måte',
    ],
    scale: ['Ikke i det hele tatt', 'Flere dager', 'Mer enn halvparten av dagene', 'Nesten hver dag'],
  },
  fr: {
    title: 'Dépression (PHQ-9)',
    instructions:
      'Au cours des 2 dernières semaines, à quelle fréquence avez-vous été gêné(e) par les problèmes suivants ?',
    items: [
      'Peu d’intérêt ou de plaisir à faire les choses',
      'Être triste, déprimé(e) ou désespéré(e)',
      'Difficultés à s’endormir ou à rester endormi(e), ou dormir trop',
      'Se sentir fatigué(e) ou manquer d’énergie',
      'Avoir peu d’appétit ou manger trop',
      'Avoir une mauvaise opinion de soi-même, ou le sentiment d’être nul(le), ou d’avoir déçu sa famille ou s’être déçu(e) soi-même',
      'Avoir du mal à se concentrer, par exemple pour lire le journal ou regarder la télévision',
      'Bouger ou parler si lentement que les autres auraient pu le remarquer, ou au contraire être si agité(e) que vous avez eu du mal à tenir en place',
      'Penser qu’il vaudrait mieux mourir ou envisager de vous faire du mal d’une manière ou d’une autre',
    ],
    scale: ['Jamais', 'Plusieurs jours', 'Plus de la moitié du temps', 'Presque tous les jours'],
  },
  de: {
    title: 'Depression (PHQ-9)',
    instructions:
      'Wie oft fühlten Sie sich im Verlauf der letzten 2 Wochen durch die folgenden Beschwerden beeinträchtigt?',
    items: [
      'Wenig Interesse oder Freude an Ihren Tätigkeiten',
      'Niedergeschlagenheit, Schwermut oder Hoffnungslosigkeit',
      'Schwierigkeiten, ein- oder durchzuschlafen, oder vermehrter Schlaf',
      'Müdigkeit oder Gefühl, keine Energie zu haben',
      'Verminderter Appetit oder übermäßiges Bedürfnis zu essen',
      'Schlechte Meinung von sich selbst; Gefühl, ein Versager zu sein oder die Familie enttäuscht zu haben',
      'Schwierigkeiten, sich auf etwas zu konzentrieren, z. B. beim Zeitunglesen oder Fernsehen',
      'Waren Ihre Bewegungen oder Ihre Sprache so verlangsamt, dass es auch anderen auffallen würde? Oder waren Sie im Gegenteil „zappelig“ oder ruhelos und hatten dadurch einen stärkeren Bewegungsdrang als sonst?',
      'Gedanken, dass Sie lieber tot wären oder sich Leid zufügen möchten',
    ],
    scale: ['Überhaupt nicht', 'An einzelnen Tagen', 'An mehr als der Hälfte der Tage', 'Beinahe jeden Tag'],
  },
};
