import type { LocalizedText, ProgrammeStep, TreatmentProgrammeDefinition } from '../programmes';
import { type CheckQuestion, checkStep, CONFIDENCE_SCALE, DAYS_SCALE } from './scales';

/**
 * Internet CBT for depression, built on behavioural activation: the activity and mood diary, values, scheduling,
 * thought patterns, problem solving and relapse prevention. Module 1 says where to turn in a crisis, because the
 * psychologist reads messages on working days only.
 */

const WEEK_TITLE: LocalizedText = {
  en: 'Your past week',
  sv: 'Din senaste vecka',
  nb: 'Den siste uken',
  fr: 'Votre semaine passée',
  de: 'Ihre letzte Woche',
};

const WEEK_QUESTIONS: readonly CheckQuestion[] = [
  {
    key: 'mood',
    text: {
      en: 'How often have you felt down, low or hopeless?',
      sv: 'Hur ofta har du känt dig nedstämd, ledsen eller hopplös?',
      nb: 'Hvor ofte har du følt deg nedfor, trist eller håpløs?',
      fr: 'À quelle fréquence vous êtes-vous senti(e) abattu(e), triste ou sans espoir ?',
      de: 'Wie oft haben Sie sich niedergeschlagen, traurig oder hoffnungslos gefühlt?',
    },
  },
  {
    key: 'interest',
    text: {
      en: 'How often have you had little interest or pleasure in doing things?',
      sv: 'Hur ofta har du haft lite intresse för eller glädje av att göra saker?',
      nb: 'Hvor ofte har du hatt lite interesse for eller glede av å gjøre ting?',
      fr: 'À quelle fréquence avez-vous eu peu d’intérêt ou de plaisir à faire les choses ?',
      de: 'Wie oft hatten Sie wenig Interesse oder Freude an Ihren Tätigkeiten?',
    },
  },
  {
    key: 'energy',
    text: {
      en: 'How often have you felt tired or had little energy?',
      sv: 'Hur ofta har du känt dig trött eller haft lite energi?',
      nb: 'Hvor ofte har du følt deg sliten eller hatt lite energi?',
      fr: 'À quelle fréquence vous êtes-vous senti(e) fatigué(e) ou sans énergie ?',
      de: 'Wie oft haben Sie sich müde gefühlt oder hatten wenig Energie?',
    },
  },
];

function weekCheck(id: string): ProgrammeStep {
  return checkStep(id, WEEK_TITLE, WEEK_QUESTIONS, DAYS_SCALE);
}

export const ICBT_DEPRESSION: TreatmentProgrammeDefinition = {
  identifier: 'ICBT_DEPRESSION',
  programmeNameCopyKey: 'treatment-programme.icbt-depression',
  title: {
    en: 'Internet CBT for depression',
    sv: 'KBT via internet vid depression',
    nb: 'Internettbasert KAT for depresjon',
    fr: 'TCC en ligne pour la dépression',
    de: 'Online-KVT bei Depression',
  },
  description: {
    en: 'Seven modules on getting active again, step by step: an activity and mood diary, your values, planning your week, working with thoughts and problems, and a plan for staying well.',
    sv: 'Sju moduler om att steg för steg bli aktiv igen: aktivitets- och stämningsdagbok, dina värderingar, att planera veckan, att arbeta med tankar och problem, och en plan för att må bra framöver.',
    nb: 'Sju moduler om å bli aktiv igjen, steg for steg: aktivitets- og stemningsdagbok, verdiene dine, å planlegge uken, å jobbe med tanker og problemer, og en plan for å holde deg frisk.',
    fr: 'Sept modules pour retrouver peu à peu une vie active : agenda d’activités et d’humeur, vos valeurs, la planification de la semaine, le travail sur les pensées et les problèmes, et un plan pour préserver votre mieux-être.',
    de: 'Sieben Module, um Schritt für Schritt wieder aktiv zu werden: Aktivitäten- und Stimmungstagebuch, Ihre Werte, Wochenplanung, der Umgang mit Gedanken und Problemen und ein Plan, um stabil zu bleiben.',
  },
  exercises: ['activity-diary'],
  modules: [
    {
      key: 'depression-1',
      title: {
        en: 'Understanding depression',
        sv: 'Att förstå depression',
        nb: 'Å forstå depresjon',
        fr: 'Comprendre la dépression',
        de: 'Depression verstehen',
      },
      steps: [
        {
          kind: 'text',
          id: 'depression-1-intro',
          title: {
            en: 'The circle of depression',
            sv: 'Depressionens onda cirkel',
            nb: 'Depresjonens onde sirkel',
            fr: 'Le cercle vicieux de la dépression',
            de: 'Der Teufelskreis der Depression',
          },
          body: {
            en: 'Depression is more than feeling sad. It often brings tiredness, loss of interest, poor sleep and difficulty concentrating. When we feel low, we tend to do less: we cancel plans, stay at home and put things off. That is understandable, but fewer activities mean fewer moments of pleasure and achievement, and the low mood deepens. This programme helps you break that circle by gradually changing what you do.',
            sv: 'Depression är mer än att vara ledsen. Den för ofta med sig trötthet, minskat intresse, sämre sömn och svårt att koncentrera sig. När vi mår dåligt gör vi ofta mindre: vi ställer in planer, stannar hemma och skjuter upp saker. Det är begripligt, men färre aktiviteter ger färre stunder av glädje och tillfredsställelse, och nedstämdheten fördjupas. Programmet hjälper dig att bryta den onda cirkeln genom att stegvis förändra det du gör.',
            nb: 'Depresjon er mer enn å være lei seg. Den gir ofte tretthet, mindre interesse, dårligere søvn og konsentrasjonsvansker. Når vi har det tungt, gjør vi gjerne mindre: Vi avlyser planer, blir hjemme og utsetter ting. Det er forståelig, men færre aktiviteter gir færre øyeblikk av glede og mestring, og nedstemtheten blir dypere. Programmet hjelper deg å bryte den onde sirkelen ved gradvis å endre det du gjør.',
            fr: 'La dépression, c’est plus que de la tristesse. Elle s’accompagne souvent de fatigue, d’une perte d’intérêt, d’un sommeil perturbé et de difficultés de concentration. Quand le moral est bas, on a tendance à en faire moins : on annule, on reste chez soi, on remet à plus tard. C’est compréhensible, mais moins d’activités, c’est moins de moments de plaisir et d’accomplissement, et l’humeur baisse encore. Ce programme vous aide à sortir de ce cercle en changeant progressivement ce que vous faites.',
            de: 'Depression ist mehr als Traurigkeit. Oft gehören Erschöpfung, Interessenverlust, schlechter Schlaf und Konzentrationsprobleme dazu. Wenn es uns schlecht geht, tun wir meist weniger: Wir sagen ab, bleiben zu Hause, schieben Dinge auf. Das ist verständlich, doch weniger Aktivität bedeutet weniger Momente von Freude und Erfolg – und die Stimmung sinkt weiter. Dieses Programm hilft Ihnen, den Teufelskreis zu durchbrechen, indem Sie Schritt für Schritt verändern, was Sie tun.',
          },
        },
        {
          kind: 'text',
          id: 'depression-1-crisis',
          title: {
            en: 'If you feel worse',
            sv: 'Om du mår sämre',
            nb: 'Hvis du får det verre',
            fr: 'Si vous allez plus mal',
            de: 'Wenn es Ihnen schlechter geht',
          },
          body: {
            en: 'Your psychologist reads your messages on working days, not around the clock. If you have thoughts of ending your life or feel you cannot keep yourself safe, do not wait for a reply: call 999, go to A&E, or call Samaritans on 116 123.',
            sv: 'Din psykolog läser dina meddelanden på vardagar, inte dygnet runt. Om du har tankar på att ta ditt liv eller känner att du inte kan hålla dig själv säker ska du inte vänta på svar: ring 112 eller sök dig till närmaste psykiatriska akutmottagning.',
            nb: 'Psykologen din leser meldingene dine på hverdager, ikke døgnet rundt. Hvis du har tanker om å ta livet ditt eller kjenner at du ikke klarer å passe på deg selv, skal du ikke vente på svar: Ring 113 eller legevakten på 116 117.',
            fr: 'Votre psychologue lit vos messages les jours ouvrés, pas jour et nuit. Si vous avez des idées suicidaires ou si vous sentez que vous ne pouvez plus assurer votre sécurité, n’attendez pas de réponse : appelez le 3114 (numéro national de prévention du suicide) ou le 15.',
            de: 'Ihre Psychologin bzw. Ihr Psychologe liest Ihre Nachrichten an Werktagen, nicht rund um die Uhr. Wenn Sie daran denken, sich das Leben zu nehmen, oder sich nicht mehr sicher fühlen, warten Sie nicht auf eine Antwort: Wählen Sie 112 oder rufen Sie die Telefonseelsorge unter 0800 111 0 111 an.',
          },
        },
        {
          kind: 'exercise',
          id: 'depression-1-diary',
          exercise: 'activity-diary',
          title: {
            en: 'Your activity and mood diary',
            sv: 'Din aktivitets- och stämningsdagbok',
            nb: 'Aktivitets- og stemningsdagboken din',
            fr: 'Votre agenda d’activités et d’humeur',
            de: 'Ihr Aktivitäten- und Stimmungstagebuch',
          },
          instructions: {
            en: 'For the coming week, write down what you do during the day, hour by hour or in blocks — including resting and time in bed. For each activity, rate your mood from 0 (lowest) to 10 (best), and note whether it gave you any pleasure or sense of achievement. Do not change anything yet: this week is about seeing how things are.',
            sv: 'Skriv under den kommande veckan ner vad du gör under dagen, timme för timme eller i block – även vila och tid i sängen. Skatta ditt stämningsläge för varje aktivitet från 0 (sämsta) till 10 (bästa) och notera om den gav dig glädje eller en känsla av att ha klarat något. Ändra ingenting ännu: den här veckan handlar om att se hur det ser ut.',
            nb: 'Skriv ned den neste uken hva du gjør i løpet av dagen, time for time eller i bolker – også hvile og tid i sengen. Vurder stemningsleiet ditt for hver aktivitet fra 0 (verst) til 10 (best), og noter om den ga deg glede eller mestring. Ikke endre noe ennå: Denne uken handler om å se hvordan det er.',
            fr: 'Pendant la semaine à venir, notez ce que vous faites dans la journée, heure par heure ou par tranches, y compris les moments de repos ou passés au lit. Pour chaque activité, évaluez votre humeur de 0 (la plus basse) à 10 (la meilleure) et indiquez si elle vous a apporté du plaisir ou un sentiment d’accomplissement. Ne changez rien pour l’instant : cette semaine sert à observer.',
            de: 'Notieren Sie in der kommenden Woche, was Sie im Tagesverlauf tun – stündlich oder in Abschnitten, auch Ruhezeiten und Zeit im Bett. Bewerten Sie bei jeder Aktivität Ihre Stimmung von 0 (sehr schlecht) bis 10 (sehr gut) und vermerken Sie, ob sie Ihnen Freude oder ein Erfolgserlebnis gebracht hat. Ändern Sie noch nichts: In dieser Woche geht es ums Beobachten.',
          },
        },
        weekCheck('depression-1-check'),
      ],
    },
    {
      key: 'depression-2',
      title: {
        en: 'Behavioural activation',
        sv: 'Beteendeaktivering',
        nb: 'Atferdsaktivering',
        fr: 'L’activation comportementale',
        de: 'Verhaltensaktivierung',
      },
      steps: [
        {
          kind: 'text',
          id: 'depression-2-activation',
          title: {
            en: 'Action before motivation',
            sv: 'Handling före motivation',
            nb: 'Handling før motivasjon',
            fr: 'Agir avant d’en avoir envie',
            de: 'Erst handeln, dann kommt die Motivation',
          },
          body: {
            en: 'When you are depressed, it is natural to wait until you feel like doing something. But motivation often comes after we start, not before. Behavioural activation means planning activities and doing them even when you do not feel like it — and then noticing how you feel. Start small: a ten-minute walk, a phone call, washing the dishes. Small steps taken regularly work better than big ones that never happen.',
            sv: 'När man är deprimerad är det naturligt att vänta tills lusten kommer. Men motivationen kommer ofta efter att vi har börjat, inte före. Beteendeaktivering innebär att du planerar aktiviteter och genomför dem även när du inte känner för det – och sedan lägger märke till hur du mår. Börja smått: en promenad på tio minuter, ett telefonsamtal, att diska. Små steg som blir av regelbundet fungerar bättre än stora som aldrig blir av.',
            nb: 'Når man er deprimert, er det naturlig å vente til lysten kommer. Men motivasjonen kommer ofte etter at vi har begynt, ikke før. Atferdsaktivering betyr at du planlegger aktiviteter og gjennomfører dem selv når du ikke har lyst – og deretter legger merke til hvordan du har det. Start i det små: en tur på ti minutter, en telefonsamtale, å ta oppvasken. Små steg som blir gjort jevnlig, virker bedre enn store som aldri blir noe av.',
            fr: 'Quand on est déprimé, il est naturel d’attendre d’en avoir envie pour agir. Pourtant, la motivation vient souvent après avoir commencé, pas avant. L’activation comportementale consiste à planifier des activités et à les réaliser même sans en avoir envie, puis à observer comment vous vous sentez. Commencez petit : dix minutes de marche, un appel, la vaisselle. De petites étapes régulières valent mieux que de grands projets qui ne voient jamais le jour.',
            de: 'In einer Depression wartet man verständlicherweise darauf, Lust auf etwas zu bekommen. Doch die Motivation kommt oft erst nach dem Anfangen, nicht davor. Verhaltensaktivierung heißt: Aktivitäten planen und umsetzen, auch wenn Ihnen nicht danach ist – und dann beobachten, wie es Ihnen geht. Fangen Sie klein an: zehn Minuten spazieren, ein Anruf, das Geschirr spülen. Kleine, regelmäßige Schritte wirken besser als große Vorhaben, die nie umgesetzt werden.',
          },
        },
        {
          kind: 'text',
          id: 'depression-2-review',
          title: {
            en: 'What your diary shows',
            sv: 'Vad din dagbok visar',
            nb: 'Hva dagboken din viser',
            fr: 'Ce que montre votre agenda',
            de: 'Was Ihr Tagebuch zeigt',
          },
          body: {
            en: 'Look through last week’s diary. When was your mood a little better, and what were you doing then? When was it at its lowest? Many people notice that mood lifts slightly with activities that involve other people, movement or finishing something, and drops during long stretches of rest or brooding. Pick two activities that seemed to help and plan to do them again this week.',
            sv: 'Gå igenom förra veckans dagbok. När var stämningsläget lite bättre, och vad gjorde du då? När var det som lägst? Många märker att humöret lyfter något vid aktiviteter som innebär andra människor, rörelse eller att göra klart något, och sjunker under långa stunder av vila eller grubblande. Välj två aktiviteter som verkade hjälpa och planera in dem igen den här veckan.',
            nb: 'Se gjennom dagboken fra forrige uke. Når var stemningsleiet litt bedre, og hva gjorde du da? Når var det lavest? Mange merker at humøret løfter seg litt ved aktiviteter med andre mennesker, bevegelse eller det å gjøre noe ferdig, og synker ved lange perioder med hvile eller grubling. Velg to aktiviteter som så ut til å hjelpe, og planlegg dem igjen denne uken.',
            fr: 'Relisez l’agenda de la semaine passée. Quand votre humeur était-elle un peu meilleure, et que faisiez-vous alors ? Quand était-elle au plus bas ? Beaucoup remarquent que l’humeur remonte un peu avec des activités impliquant d’autres personnes, du mouvement ou le fait de terminer quelque chose, et baisse lors de longues périodes de repos ou de ruminations. Choisissez deux activités qui semblaient vous aider et prévoyez de les refaire cette semaine.',
            de: 'Sehen Sie Ihr Tagebuch der letzten Woche durch. Wann war Ihre Stimmung etwas besser, und was haben Sie da gemacht? Wann war sie am tiefsten? Viele bemerken, dass sich die Stimmung bei Aktivitäten mit anderen Menschen, mit Bewegung oder beim Erledigen von Dingen etwas hebt und bei langem Ruhen oder Grübeln sinkt. Wählen Sie zwei Aktivitäten, die geholfen haben, und planen Sie sie für diese Woche erneut ein.',
          },
        },
      ],
    },
    {
      key: 'depression-3',
      title: {
        en: 'Your values',
        sv: 'Dina värderingar',
        nb: 'Verdiene dine',
        fr: 'Vos valeurs',
        de: 'Ihre Werte',
      },
      steps: [
        {
          kind: 'text',
          id: 'depression-3-values',
          title: {
            en: 'What matters to you',
            sv: 'Det som är viktigt för dig',
            nb: 'Det som er viktig for deg',
            fr: 'Ce qui compte pour vous',
            de: 'Was Ihnen wichtig ist',
          },
          body: {
            en: 'Values are the directions you want your life to take — not goals to tick off, but what you want to stand for. Depression often pulls us away from them. Think about a few areas: relationships, work or studies, health, leisure and your community. For each, write a sentence about what matters to you there, for example ‘being a present parent’ or ‘taking care of my body’.',
            sv: 'Värderingar är de riktningar du vill att ditt liv ska ta – inte mål att bocka av, utan det du vill stå för. Depressionen drar oss ofta bort från dem. Tänk på några livsområden: relationer, arbete eller studier, hälsa, fritid och sammanhang du ingår i. Skriv för varje område en mening om vad som är viktigt för dig där, till exempel ”att vara en närvarande förälder” eller ”att ta hand om min kropp”.',
            nb: 'Verdier er retningene du ønsker at livet ditt skal ta – ikke mål du krysser av, men det du vil stå for. Depresjonen trekker oss ofte bort fra dem. Tenk på noen livsområder: relasjoner, jobb eller studier, helse, fritid og fellesskapet du er en del av. Skriv én setning for hvert område om hva som er viktig for deg der, for eksempel «å være en tilstedeværende forelder» eller «å ta vare på kroppen min».',
            fr: 'Les valeurs sont les directions que vous voulez donner à votre vie : non pas des objectifs à cocher, mais ce qui compte pour vous. La dépression nous en éloigne souvent. Pensez à quelques domaines : relations, travail ou études, santé, loisirs, vie sociale. Pour chacun, écrivez une phrase sur ce qui vous importe, par exemple « être un parent présent » ou « prendre soin de mon corps ».',
            de: 'Werte sind die Richtungen, in die sich Ihr Leben entwickeln soll – keine Ziele zum Abhaken, sondern das, wofür Sie stehen möchten. Eine Depression entfernt uns oft davon. Denken Sie an einige Lebensbereiche: Beziehungen, Arbeit oder Ausbildung, Gesundheit, Freizeit und Gemeinschaft. Schreiben Sie zu jedem Bereich einen Satz, was Ihnen dort wichtig ist, zum Beispiel „für meine Kinder da sein“ oder „gut für meinen Körper sorgen“.',
          },
        },
        {
          kind: 'text',
          id: 'depression-3-activities',
          title: {
            en: 'From values to activities',
            sv: 'Från värderingar till aktiviteter',
            nb: 'Fra verdier til aktiviteter',
            fr: 'Des valeurs aux activités',
            de: 'Von Werten zu Aktivitäten',
          },
          body: {
            en: 'Now turn each value into a few concrete activities of different sizes. ‘Being a good friend’ might become sending a message today, meeting for a coffee this week and planning a trip together next month. Activities that match your values tend to give more lasting satisfaction than those done only to pass the time. Keep your list: you will use it to plan your weeks.',
            sv: 'Gör nu om varje värdering till några konkreta aktiviteter av olika storlek. ”Att vara en god vän” kan bli att skicka ett meddelande i dag, ses över en kaffe den här veckan och planera en resa tillsammans nästa månad. Aktiviteter i linje med dina värderingar ger ofta en mer bestående tillfredsställelse än sådant man gör bara för att få tiden att gå. Spara listan – du använder den för att planera dina veckor.',
            nb: 'Gjør nå hver verdi om til noen konkrete aktiviteter i ulike størrelser. «Å være en god venn» kan bli å sende en melding i dag, ta en kaffe sammen denne uken og planlegge en tur sammen neste måned. Aktiviteter i tråd med verdiene dine gir ofte mer varig tilfredshet enn ting man gjør bare for å få tiden til å gå. Ta vare på listen – du bruker den når du planlegger ukene dine.',
            fr: 'Transformez maintenant chaque valeur en quelques activités concrètes, de tailles différentes. « Être un bon ami » peut devenir : envoyer un message aujourd’hui, prendre un café ensemble cette semaine, organiser une sortie le mois prochain. Les activités en accord avec vos valeurs apportent souvent une satisfaction plus durable que celles faites seulement pour passer le temps. Gardez cette liste : elle vous servira à planifier vos semaines.',
            de: 'Übersetzen Sie nun jeden Wert in einige konkrete Aktivitäten unterschiedlicher Größe. „Ein guter Freund sein“ kann heißen: heute eine Nachricht schicken, diese Woche auf einen Kaffee treffen, nächsten Monat einen gemeinsamen Ausflug planen. Aktivitäten, die zu Ihren Werten passen, machen meist nachhaltiger zufrieden als solche, die nur die Zeit füllen. Bewahren Sie die Liste auf – Sie nutzen sie, um Ihre Wochen zu planen.',
          },
        },
      ],
    },
    {
      key: 'depression-4',
      title: {
        en: 'Scheduling activities',
        sv: 'Att planera aktiviteter',
        nb: 'Å planlegge aktiviteter',
        fr: 'Planifier ses activités',
        de: 'Aktivitäten planen',
      },
      steps: [
        {
          kind: 'text',
          id: 'depression-4-schedule',
          title: {
            en: 'Plan your week',
            sv: 'Planera din vecka',
            nb: 'Planlegg uken din',
            fr: 'Planifiez votre semaine',
            de: 'Planen Sie Ihre Woche',
          },
          body: {
            en: 'Choose three to five activities from your list for the coming week and put them in your calendar with a day and time, just like an appointment. Mix things that give pleasure with things that give a sense of achievement, and make each one small enough that you can do it on a bad day. Think ahead about what might get in the way and how you will handle it. If an activity does not happen, reschedule it rather than dropping it.',
            sv: 'Välj tre till fem aktiviteter från din lista för den kommande veckan och för in dem i kalendern med dag och tid, precis som ett bokat möte. Blanda sådant som ger glädje med sådant som ger en känsla av att ha klarat något, och gör varje aktivitet så liten att du kan genomföra den även en dålig dag. Fundera i förväg på vad som kan komma i vägen och hur du då gör. Blir en aktivitet inte av – boka om den i stället för att stryka den.',
            nb: 'Velg tre til fem aktiviteter fra listen din for den kommende uken, og før dem inn i kalenderen med dag og klokkeslett, akkurat som en avtale. Bland ting som gir glede, med ting som gir mestring, og gjør hver aktivitet så liten at du klarer den også på en dårlig dag. Tenk gjennom på forhånd hva som kan komme i veien, og hva du da gjør. Blir en aktivitet ikke noe av, flytter du den i stedet for å droppe den.',
            fr: 'Choisissez trois à cinq activités de votre liste pour la semaine à venir et inscrivez-les dans votre agenda avec un jour et une heure, comme un rendez-vous. Alternez activités plaisantes et activités qui donnent un sentiment d’accomplissement, et gardez-les assez petites pour pouvoir les faire même un mauvais jour. Anticipez ce qui pourrait vous en empêcher et comment vous y ferez face. Si une activité n’a pas lieu, reprogrammez-la plutôt que d’y renoncer.',
            de: 'Wählen Sie drei bis fünf Aktivitäten aus Ihrer Liste für die kommende Woche und tragen Sie sie mit Tag und Uhrzeit in Ihren Kalender ein – wie einen Termin. Mischen Sie angenehme Aktivitäten mit solchen, die ein Erfolgserlebnis bringen, und halten Sie jede so klein, dass Sie sie auch an einem schlechten Tag schaffen. Überlegen Sie vorab, was dazwischenkommen könnte und wie Sie dann vorgehen. Fällt eine Aktivität aus, verschieben Sie sie, statt sie zu streichen.',
          },
        },
        {
          kind: 'exercise',
          id: 'depression-4-diary',
          exercise: 'activity-diary',
          title: {
            en: 'Follow up your plan in the diary',
            sv: 'Följ upp din plan i dagboken',
            nb: 'Følg opp planen din i dagboken',
            fr: 'Suivez votre plan dans l’agenda',
            de: 'Verfolgen Sie Ihren Plan im Tagebuch',
          },
          instructions: {
            en: 'Each day, write down the activities you planned and whether you did them. Rate your mood before and after from 0 to 10, and note pleasure and achievement. At the end of the week, look for the activities that made a difference, however small.',
            sv: 'Skriv varje dag ner de aktiviteter du planerade och om du genomförde dem. Skatta stämningsläget före och efter från 0 till 10 och notera glädje och känslan av att ha klarat något. Leta i slutet av veckan efter de aktiviteter som gjorde skillnad, hur liten den än var.',
            nb: 'Skriv ned hver dag aktivitetene du planla, og om du gjennomførte dem. Vurder stemningsleiet før og etter fra 0 til 10, og noter glede og mestring. Se på slutten av uken etter hvilke aktiviteter som gjorde en forskjell, uansett hvor liten.',
            fr: 'Chaque jour, notez les activités prévues et si vous les avez réalisées. Évaluez votre humeur avant et après, de 0 à 10, et notez le plaisir et le sentiment d’accomplissement. En fin de semaine, repérez les activités qui ont fait une différence, même minime.',
            de: 'Notieren Sie täglich die geplanten Aktivitäten und ob Sie sie umgesetzt haben. Bewerten Sie Ihre Stimmung vorher und nachher von 0 bis 10 und vermerken Sie Freude und Erfolgserlebnis. Schauen Sie am Ende der Woche, welche Aktivitäten einen Unterschied gemacht haben, auch einen kleinen.',
          },
        },
        {
          kind: 'questionnaire',
          id: 'depression-4-check',
          title: {
            en: 'How the plan went',
            sv: 'Hur det gick med planen',
            nb: 'Hvordan det gikk med planen',
            fr: 'Le bilan de votre plan',
            de: 'Wie der Plan gelaufen ist',
          },
          questions: [
            {
              id: 'depression-4-check-done',
              text: {
                en: 'How often did you carry out the activities you had planned?',
                sv: 'Hur ofta genomförde du de aktiviteter du hade planerat?',
                nb: 'Hvor ofte gjennomførte du aktivitetene du hadde planlagt?',
                fr: 'À quelle fréquence avez-vous réalisé les activités prévues ?',
                de: 'Wie oft haben Sie die geplanten Aktivitäten umgesetzt?',
              },
            },
            {
              id: 'depression-4-check-pleasure',
              text: {
                en: 'How often did you feel some pleasure or satisfaction during the day?',
                sv: 'Hur ofta kände du någon glädje eller tillfredsställelse under dagen?',
                nb: 'Hvor ofte kjente du glede eller tilfredshet i løpet av dagen?',
                fr: 'À quelle fréquence avez-vous ressenti du plaisir ou de la satisfaction dans la journée ?',
                de: 'Wie oft haben Sie im Laufe des Tages Freude oder Zufriedenheit gespürt?',
              },
            },
          ],
          scale: DAYS_SCALE,
        },
      ],
    },
    {
      key: 'depression-5',
      title: {
        en: 'Thought patterns',
        sv: 'Tankemönster',
        nb: 'Tankemønstre',
        fr: 'Les schémas de pensée',
        de: 'Denkmuster',
      },
      steps: [
        {
          kind: 'text',
          id: 'depression-5-thoughts',
          title: {
            en: 'Thoughts that pull you down',
            sv: 'Tankar som drar ner dig',
            nb: 'Tanker som trekker deg ned',
            fr: 'Les pensées qui tirent vers le bas',
            de: 'Gedanken, die Sie herunterziehen',
          },
          body: {
            en: 'Depression colours how we think. Thoughts such as ‘I never manage anything’, ‘nobody cares’ or ‘it will always be like this’ feel true, but they are often one-sided. Common patterns are all-or-nothing thinking, jumping to conclusions, discounting the positive and harsh self-criticism. The first step is simply to notice the thought and name the pattern, without having to argue with it.',
            sv: 'Depressionen färgar hur vi tänker. Tankar som ”jag klarar aldrig någonting”, ”ingen bryr sig” eller ”det kommer alltid att vara så här” känns sanna men är ofta ensidiga. Vanliga mönster är svartvitt tänkande, förhastade slutsatser, att bortse från det positiva och hård självkritik. Första steget är att bara lägga märke till tanken och sätta namn på mönstret, utan att behöva bråka med den.',
            nb: 'Depresjonen farger hvordan vi tenker. Tanker som «jeg får aldri til noe», «ingen bryr seg» eller «det kommer alltid til å være sånn» kjennes sanne, men er ofte ensidige. Vanlige mønstre er svart-hvitt-tenkning, forhastede slutninger, å overse det positive og streng selvkritikk. Første steg er å legge merke til tanken og sette navn på mønsteret, uten å måtte krangle med den.',
            fr: 'La dépression colore notre façon de penser. Des pensées comme « je ne réussis jamais rien », « tout le monde s’en fiche » ou « ce sera toujours comme ça » semblent vraies, mais sont souvent partiales. Parmi les schémas fréquents : le tout ou rien, les conclusions hâtives, la minimisation du positif et l’autocritique sévère. La première étape consiste simplement à repérer la pensée et à nommer le schéma, sans devoir la combattre.',
            de: 'Eine Depression färbt unser Denken. Gedanken wie „Ich kriege nie etwas hin“, „Niemand interessiert sich für mich“ oder „Das wird immer so bleiben“ fühlen sich wahr an, sind aber oft einseitig. Typische Muster sind Schwarz-Weiß-Denken, voreilige Schlüsse, das Abwerten von Positivem und harte Selbstkritik. Der erste Schritt ist, den Gedanken zu bemerken und das Muster zu benennen – ohne gleich dagegen ankämpfen zu müssen.',
          },
        },
        {
          kind: 'text',
          id: 'depression-5-balanced',
          title: {
            en: 'A more balanced view',
            sv: 'Ett mer balanserat synsätt',
            nb: 'Et mer balansert blikk',
            fr: 'Un regard plus nuancé',
            de: 'Eine ausgewogenere Sicht',
          },
          body: {
            en: 'When you catch a heavy thought, ask yourself: what speaks for it and what speaks against it? What would I say to a friend who thought this? Is there another way to see it? Try to write down a more balanced thought — not forced positivity, but something fairer. Also watch out for brooding: if you have gone round the same thought for more than a few minutes, turn to an activity instead.',
            sv: 'När du fångar en tung tanke kan du fråga dig: vad talar för och vad talar emot? Vad skulle jag säga till en vän som tänkte så? Finns det ett annat sätt att se på det? Försök att skriva ner en mer balanserad tanke – inte tvångsmässigt positiv, utan mer rättvis. Var också uppmärksam på grubblande: har du gått runt i samma tanke i mer än några minuter, vänd dig hellre till en aktivitet.',
            nb: 'Når du fanger en tung tanke, kan du spørre deg selv: Hva taler for, og hva taler imot? Hva ville jeg sagt til en venn som tenkte slik? Finnes det en annen måte å se det på? Prøv å skrive ned en mer balansert tanke – ikke tvungen positivitet, men noe mer rettferdig. Vær også oppmerksom på grubling: Har du gått rundt i samme tanke i mer enn noen minutter, bør du heller gå over til en aktivitet.',
            fr: 'Quand vous repérez une pensée pesante, demandez-vous : qu’est-ce qui va dans son sens, qu’est-ce qui la contredit ? Que dirais-je à un ami qui penserait cela ? Y a-t-il une autre façon de voir les choses ? Essayez d’écrire une pensée plus équilibrée : pas un optimisme forcé, mais quelque chose de plus juste. Méfiez-vous aussi des ruminations : si vous tournez autour de la même pensée depuis plusieurs minutes, passez plutôt à une activité.',
            de: 'Wenn Sie einen belastenden Gedanken bemerken, fragen Sie sich: Was spricht dafür, was dagegen? Was würde ich einem Freund sagen, der so denkt? Lässt sich das auch anders sehen? Schreiben Sie einen ausgewogeneren Gedanken auf – kein erzwungenes positives Denken, sondern etwas Faireres. Achten Sie auch aufs Grübeln: Kreisen Sie schon mehrere Minuten um denselben Gedanken, wenden Sie sich lieber einer Aktivität zu.',
          },
        },
      ],
    },
    {
      key: 'depression-6',
      title: {
        en: 'Problem solving',
        sv: 'Problemlösning',
        nb: 'Problemløsning',
        fr: 'La résolution de problèmes',
        de: 'Problemlösen',
      },
      steps: [
        {
          kind: 'text',
          id: 'depression-6-steps',
          title: {
            en: 'Solving problems step by step',
            sv: 'Lös problem steg för steg',
            nb: 'Løs problemer steg for steg',
            fr: 'Résoudre un problème étape par étape',
            de: 'Probleme Schritt für Schritt lösen',
          },
          body: {
            en: 'Unsolved problems — a bill, a conflict, a decision — drain energy and feed low mood. Structured problem solving breaks them down: 1) describe the problem concretely, 2) list as many solutions as you can without judging them, 3) weigh the pros and cons of each, 4) choose one and plan the first step, 5) carry it out and evaluate. If it did not work, go back to your list and try another solution.',
            sv: 'Olösta problem – en räkning, en konflikt, ett beslut – tar energi och göder nedstämdheten. Strukturerad problemlösning delar upp dem: 1) beskriv problemet konkret, 2) lista så många lösningar du kan utan att värdera dem, 3) väg för- och nackdelar för varje, 4) välj en och planera första steget, 5) genomför och utvärdera. Fungerade det inte, gå tillbaka till listan och pröva en annan lösning.',
            nb: 'Uløste problemer – en regning, en konflikt, en beslutning – tapper energi og gir næring til nedstemthet. Strukturert problemløsning deler dem opp: 1) beskriv problemet konkret, 2) skriv opp så mange løsninger du kan uten å vurdere dem, 3) vei fordeler og ulemper ved hver, 4) velg én og planlegg første steg, 5) gjennomfør og evaluer. Virket det ikke, går du tilbake til listen og prøver en annen løsning.',
            fr: 'Les problèmes non résolus (une facture, un conflit, une décision) épuisent et entretiennent la déprime. La résolution de problèmes structurée les découpe : 1) décrivez le problème concrètement, 2) listez le plus de solutions possible sans les juger, 3) pesez le pour et le contre de chacune, 4) choisissez-en une et planifiez la première étape, 5) passez à l’action puis faites le bilan. Si cela n’a pas marché, revenez à votre liste et essayez une autre solution.',
            de: 'Ungelöste Probleme – eine Rechnung, ein Konflikt, eine Entscheidung – kosten Kraft und nähren die gedrückte Stimmung. Strukturiertes Problemlösen zerlegt sie: 1) Beschreiben Sie das Problem konkret, 2) sammeln Sie möglichst viele Lösungen, ohne sie zu bewerten, 3) wägen Sie Vor- und Nachteile ab, 4) wählen Sie eine Lösung und planen Sie den ersten Schritt, 5) setzen Sie ihn um und werten Sie aus. Hat es nicht geklappt, kehren Sie zur Liste zurück und probieren eine andere Lösung.',
          },
        },
        {
          kind: 'text',
          id: 'depression-6-practice',
          title: {
            en: 'Try it on one problem',
            sv: 'Pröva på ett problem',
            nb: 'Prøv på ett problem',
            fr: 'Essayez sur un problème',
            de: 'Probieren Sie es an einem Problem aus',
          },
          body: {
            en: 'Choose a problem that bothers you but is not the biggest one in your life — practising on something manageable makes the method easier to use later. Go through the five steps in writing this week. If you get stuck, send your notes to your psychologist and look at them together.',
            sv: 'Välj ett problem som besvärar dig men som inte är det största i ditt liv – att öva på något hanterbart gör metoden lättare att använda senare. Gå igenom de fem stegen skriftligt den här veckan. Om du kör fast kan du skicka dina anteckningar till din psykolog så tittar ni på dem tillsammans.',
            nb: 'Velg et problem som plager deg, men som ikke er det største i livet ditt – å øve på noe overkommelig gjør metoden lettere å bruke senere. Gå gjennom de fem stegene skriftlig denne uken. Står du fast, kan du sende notatene dine til psykologen din, så ser dere på dem sammen.',
            fr: 'Choisissez un problème qui vous pèse sans être le plus important de votre vie : s’exercer sur quelque chose de gérable rend la méthode plus facile à utiliser ensuite. Parcourez les cinq étapes par écrit cette semaine. Si vous bloquez, envoyez vos notes à votre psychologue pour les examiner ensemble.',
            de: 'Wählen Sie ein Problem, das Sie belastet, aber nicht das größte in Ihrem Leben ist – an etwas Überschaubarem zu üben, macht die Methode später leichter anwendbar. Gehen Sie die fünf Schritte diese Woche schriftlich durch. Wenn Sie nicht weiterkommen, schicken Sie Ihre Notizen an Ihre Psychologin bzw. Ihren Psychologen, um sie gemeinsam anzusehen.',
          },
        },
      ],
    },
    {
      key: 'depression-7',
      title: {
        en: 'Staying well',
        sv: 'Att må bra framöver',
        nb: 'Å holde seg frisk',
        fr: 'Préserver son mieux-être',
        de: 'Stabil bleiben',
      },
      steps: [
        {
          kind: 'text',
          id: 'depression-7-plan',
          title: {
            en: 'Your plan for staying well',
            sv: 'Din plan för att må bra',
            nb: 'Planen din for å holde deg frisk',
            fr: 'Votre plan de prévention de la rechute',
            de: 'Ihr Plan gegen Rückfälle',
          },
          body: {
            en: 'Depression can return, especially during stressful periods, but knowing your warning signs makes it easier to act early. Write down yours — for example sleeping badly, withdrawing from friends or dropping activities you value. Note what helped you in this programme and what you will do if the signs appear: schedule activities again, contact someone, or seek care again. Keep the plan somewhere you will find it.',
            sv: 'Depression kan komma tillbaka, särskilt under stressiga perioder, men om du känner till dina varningstecken är det lättare att agera tidigt. Skriv ner dina – till exempel att du sover sämre, drar dig undan vänner eller slutar med aktiviteter som är viktiga för dig. Notera vad som har hjälpt dig i programmet och vad du gör om tecknen dyker upp: planerar in aktiviteter igen, hör av dig till någon eller söker vård på nytt. Spara planen där du hittar den.',
            nb: 'Depresjon kan komme tilbake, særlig i stressende perioder, men kjenner du varseltegnene dine, er det lettere å handle tidlig. Skriv ned dine – for eksempel at du sover dårligere, trekker deg fra venner eller slutter med aktiviteter som betyr noe for deg. Noter hva som har hjulpet deg i programmet, og hva du gjør hvis tegnene dukker opp: planlegger aktiviteter igjen, tar kontakt med noen eller søker hjelp på nytt. Legg planen et sted du finner den.',
            fr: 'La dépression peut revenir, surtout dans les périodes de stress, mais connaître vos signaux d’alerte vous permet d’agir tôt. Notez les vôtres, par exemple mal dormir, vous isoler de vos amis ou abandonner des activités importantes pour vous. Indiquez ce qui vous a aidé(e) dans ce programme et ce que vous ferez si ces signes apparaissent : replanifier des activités, contacter un proche ou consulter à nouveau. Gardez ce plan à portée de main.',
            de: 'Eine Depression kann wiederkommen, besonders in belastenden Zeiten – doch wer seine Warnzeichen kennt, kann früh handeln. Schreiben Sie Ihre auf, etwa schlechter schlafen, sich von Freunden zurückziehen oder wichtige Aktivitäten aufgeben. Halten Sie fest, was Ihnen im Programm geholfen hat und was Sie tun, wenn die Zeichen auftauchen: wieder Aktivitäten einplanen, sich an jemanden wenden oder erneut Hilfe suchen. Bewahren Sie den Plan gut auffindbar auf.',
          },
        },
        weekCheck('depression-7-check'),
        {
          kind: 'questionnaire',
          id: 'depression-7-confidence',
          title: {
            en: 'Looking ahead',
            sv: 'Framåt',
            nb: 'Veien videre',
            fr: 'Pour la suite',
            de: 'Der Blick nach vorn',
          },
          questions: [
            {
              id: 'depression-7-confidence-signs',
              text: {
                en: 'How confident are you that you will notice your warning signs early?',
                sv: 'Hur säker är du på att du kommer att märka dina varningstecken i tid?',
                nb: 'Hvor sikker er du på at du vil merke varseltegnene dine tidlig?',
                fr: 'Dans quelle mesure êtes-vous confiant(e) de repérer tôt vos signaux d’alerte ?',
                de: 'Wie zuversichtlich sind Sie, Ihre Warnzeichen früh zu bemerken?',
              },
            },
            {
              id: 'depression-7-confidence-own',
              text: {
                en: 'How confident are you that you can use what you have learned on your own?',
                sv: 'Hur säker är du på att du kan använda det du har lärt dig på egen hand?',
                nb: 'Hvor sikker er du på at du kan bruke det du har lært, på egen hånd?',
                fr: 'Dans quelle mesure êtes-vous confiant(e) de pouvoir appliquer seul(e) ce que vous avez appris ?',
                de: 'Wie zuversichtlich sind Sie, das Gelernte selbstständig anzuwenden?',
              },
            },
          ],
          scale: CONFIDENCE_SCALE,
        },
      ],
    },
  ],
};
