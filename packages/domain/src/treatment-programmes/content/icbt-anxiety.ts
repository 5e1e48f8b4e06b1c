import type { LocalizedText, ProgrammeStep, TreatmentProgrammeDefinition } from '../programmes';
import { type CheckQuestion, checkStep, FREQUENCY_SCALE } from './scales';

/**
 * Internet CBT for anxiety: psychoeducation, the anxiety curve, avoidance and safety behaviours, situation analysis,
 * an exposure hierarchy and exposure practice, worry, and relapse prevention. Module 1 is a text, the activity diary
 * and a short weekly check; the last module repeats the check so patient and psychologist can compare.
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
    key: 'nervous',
    text: {
      en: 'How often have you felt nervous, anxious or on edge?',
      sv: 'Hur ofta har du känt dig nervös, ängslig eller på helspänn?',
      nb: 'Hvor ofte har du følt deg nervøs, engstelig eller anspent?',
      fr: 'À quelle fréquence vous êtes-vous senti(e) nerveux(se), anxieux(se) ou tendu(e) ?',
      de: 'Wie oft haben Sie sich nervös, ängstlich oder angespannt gefühlt?',
    },
  },
  {
    key: 'avoid',
    text: {
      en: 'How often have you avoided situations or activities because of anxiety?',
      sv: 'Hur ofta har du undvikit situationer eller aktiviteter på grund av ångest?',
      nb: 'Hvor ofte har du unngått situasjoner eller aktiviteter på grunn av angst?',
      fr: 'À quelle fréquence avez-vous évité des situations ou des activités à cause de l’anxiété ?',
      de: 'Wie oft haben Sie Situationen oder Aktivitäten wegen Ihrer Angst vermieden?',
    },
  },
  {
    key: 'daily',
    text: {
      en: 'How often has anxiety got in the way of work, studies or time with others?',
      sv: 'Hur ofta har ångesten hindrat dig i arbete, studier eller umgänge?',
      nb: 'Hvor ofte har angsten hindret deg i jobb, studier eller samvær med andre?',
      fr: 'À quelle fréquence l’anxiété a-t-elle gêné votre travail, vos études ou vos relations ?',
      de: 'Wie oft hat die Angst Sie bei der Arbeit, in der Ausbildung oder im Kontakt mit anderen beeinträchtigt?',
    },
  },
];

function weekCheck(id: string): ProgrammeStep {
  return checkStep(id, WEEK_TITLE, WEEK_QUESTIONS, FREQUENCY_SCALE);
}

export const ICBT_ANXIETY: TreatmentProgrammeDefinition = {
  identifier: 'ICBT_ANXIETY',
  programmeNameCopyKey: 'treatment-programme.icbt-anxiety',
  title: {
    en: 'Internet CBT for anxiety',
    sv: 'KBT via internet vid ångest',
    nb: 'Internettbasert KAT for angst',
    fr: 'TCC en ligne pour l’anxiété',
    de: 'Online-KVT bei Ängsten',
  },
  description: {
    en: 'Eight modules on understanding anxiety, breaking the pattern of avoidance and facing your fears step by step, with a diary, situation analyses and support from your psychologist.',
    sv: 'Åtta moduler om att förstå ångest, bryta undvikandet och steg för steg närma sig det du är rädd för – med dagbok, situationsanalyser och stöd från din psykolog.',
    nb: 'Åtte moduler om å forstå angst, bryte unngåelsen og gradvis nærme seg det du er redd for – med dagbok, situasjonsanalyser og støtte fra psykologen din.',
    fr: 'Huit modules pour comprendre l’anxiété, sortir de l’évitement et affronter vos peurs pas à pas, avec un agenda, des analyses de situation et l’accompagnement de votre psychologue.',
    de: 'Acht Module, um Angst zu verstehen, Vermeidung abzubauen und sich Ihren Ängsten Schritt für Schritt zu stellen – mit Tagebuch, Situationsanalysen und Begleitung durch Ihre Psychologin bzw. Ihren Psychologen.',
  },
  exercises: ['activity-diary', 'situation-analysis'],
  modules: [
    {
      key: 'anxiety-1',
      title: {
        en: 'Understanding anxiety',
        sv: 'Att förstå ångest',
        nb: 'Å forstå angst',
        fr: 'Comprendre l’anxiété',
        de: 'Angst verstehen',
      },
      steps: [
        {
          kind: 'text',
          id: 'anxiety-1-intro',
          title: {
            en: 'What anxiety is',
            sv: 'Vad ångest är',
            nb: 'Hva angst er',
            fr: 'Qu’est-ce que l’anxiété ?',
            de: 'Was Angst ist',
          },
          body: {
            en: 'Anxiety is the body’s alarm system. When the brain senses danger, it prepares you to fight or flee: the heart beats faster, breathing quickens and muscles tense. These reactions are unpleasant but not dangerous. Anxiety becomes a problem when the alarm goes off too often, too strongly or when there is no real danger. In this programme you will learn what keeps your anxiety going and how to change it, step by step.',
            sv: 'Ångest är kroppens larmsystem. När hjärnan uppfattar fara förbereder den dig för att fly eller kämpa: hjärtat slår fortare, andningen blir snabbare och musklerna spänns. Reaktionerna är obehagliga men inte farliga. Ångesten blir ett problem när larmet går för ofta, för starkt eller utan att det finns någon verklig fara. I programmet lär du dig vad som håller ångesten vid liv och hur du steg för steg kan bryta mönstret.',
            nb: 'Angst er kroppens alarmsystem. Når hjernen oppfatter fare, gjør den deg klar til å kjempe eller flykte: Hjertet slår raskere, pusten går fortere og musklene spenner seg. Reaksjonene er ubehagelige, men ikke farlige. Angsten blir et problem når alarmen går for ofte, for kraftig eller uten at det er reell fare. I programmet lærer du hva som holder angsten ved like, og hvordan du gradvis kan endre det.',
            fr: 'L’anxiété est le système d’alarme du corps. Lorsque le cerveau perçoit un danger, il vous prépare à fuir ou à combattre : le cœur s’accélère, la respiration devient plus rapide, les muscles se tendent. Ces réactions sont désagréables, mais pas dangereuses. L’anxiété devient un problème quand l’alarme se déclenche trop souvent, trop fort ou sans danger réel. Ce programme vous aidera à comprendre ce qui entretient votre anxiété et à la faire reculer pas à pas.',
            de: 'Angst ist das Alarmsystem des Körpers. Nimmt das Gehirn eine Gefahr wahr, bereitet es Sie auf Kampf oder Flucht vor: Das Herz schlägt schneller, die Atmung beschleunigt sich, die Muskeln spannen sich an. Diese Reaktionen sind unangenehm, aber nicht gefährlich. Zum Problem wird Angst, wenn der Alarm zu oft, zu stark oder ohne echte Gefahr anspringt. In diesem Programm lernen Sie, was Ihre Angst aufrechterhält und wie Sie das Schritt für Schritt verändern können.',
          },
        },
        {
          kind: 'exercise',
          id: 'anxiety-1-diary',
          exercise: 'activity-diary',
          title: {
            en: 'Start your activity diary',
            sv: 'Börja skriva din aktivitetsdagbok',
            nb: 'Start aktivitetsdagboken din',
            fr: 'Commencez votre agenda d’activités',
            de: 'Beginnen Sie Ihr Aktivitätentagebuch',
          },
          instructions: {
            en: 'For the coming week, write a short entry each day: what you did, when, and how anxious you felt from 0 (not at all) to 10 (the worst imaginable). Note also anything you avoided or did differently because of anxiety. There are no right or wrong entries — the diary helps you and your psychologist see patterns.',
            sv: 'Skriv en kort anteckning varje dag den kommande veckan: vad du gjorde, när, och hur stark ångesten var från 0 (ingen alls) till 10 (värsta tänkbara). Skriv också ner om du undvek något eller gjorde på ett annat sätt på grund av ångesten. Det finns inga rätt eller fel – dagboken hjälper dig och din psykolog att se mönster.',
            nb: 'Skriv et kort notat hver dag den neste uken: hva du gjorde, når, og hvor sterk angsten var fra 0 (ingen) til 10 (verst tenkelig). Noter også om du unngikk noe eller gjorde noe annerledes på grunn av angsten. Det finnes ingen riktige eller gale notater – dagboken hjelper deg og psykologen din med å se mønstre.',
            fr: 'Pendant la semaine à venir, notez chaque jour en quelques mots ce que vous avez fait, à quel moment, et l’intensité de votre anxiété de 0 (aucune) à 10 (la pire imaginable). Indiquez aussi ce que vous avez évité ou fait autrement à cause de l’anxiété. Il n’y a pas de bonne ou de mauvaise réponse : l’agenda aide votre psychologue et vous-même à repérer des régularités.',
            de: 'Notieren Sie in der kommenden Woche täglich kurz, was Sie wann gemacht haben und wie stark Ihre Angst war, von 0 (gar nicht) bis 10 (die schlimmste vorstellbare). Halten Sie auch fest, was Sie wegen der Angst vermieden oder anders gemacht haben. Es gibt kein Richtig oder Falsch – das Tagebuch hilft Ihnen und Ihrer Psychologin bzw. Ihrem Psychologen, Muster zu erkennen.',
          },
        },
        weekCheck('anxiety-1-check'),
      ],
    },
    {
      key: 'anxiety-2',
      title: {
        en: 'The anxiety curve',
        sv: 'Ångestkurvan',
        nb: 'Angstkurven',
        fr: 'La courbe de l’anxiété',
        de: 'Die Angstkurve',
      },
      steps: [
        {
          kind: 'text',
          id: 'anxiety-2-curve',
          title: {
            en: 'Anxiety rises — and falls',
            sv: 'Ångesten stiger – och sjunker',
            nb: 'Angsten stiger – og synker',
            fr: 'L’anxiété monte… puis redescend',
            de: 'Angst steigt – und fällt wieder',
          },
          body: {
            en: 'When you face something you fear, anxiety rises quickly, reaches a peak and then falls by itself — if you stay. The body cannot keep the alarm at full strength for long. When we leave the situation at the peak, the anxiety drops too, but the brain learns that escape was what saved us. Staying, again and again, teaches the brain that the situation can be managed and that the feeling passes.',
            sv: 'När du möter något du är rädd för stiger ångesten snabbt, når en topp och sjunker sedan av sig själv – om du stannar kvar. Kroppen kan inte hålla larmet på full styrka särskilt länge. Lämnar vi situationen när ångesten är som starkast sjunker den också, men hjärnan lär sig att det var flykten som räddade oss. Att stanna kvar, gång på gång, lär hjärnan att situationen går att hantera och att känslan går över.',
            nb: 'Når du møter noe du er redd for, stiger angsten raskt, når en topp og synker så av seg selv – hvis du blir værende. Kroppen klarer ikke å holde alarmen på full styrke lenge. Forlater vi situasjonen på toppen, synker angsten også, men hjernen lærer at det var flukten som reddet oss. Å bli værende, gang på gang, lærer hjernen at situasjonen er til å håndtere, og at følelsen går over.',
            fr: 'Face à ce qui vous fait peur, l’anxiété monte vite, atteint un pic, puis redescend d’elle-même, à condition de rester. Le corps ne peut pas maintenir l’alarme à plein régime très longtemps. Si l’on quitte la situation au moment du pic, l’anxiété baisse aussi, mais le cerveau retient que c’est la fuite qui nous a sauvés. Rester, encore et encore, lui apprend que la situation est gérable et que la sensation passe.',
            de: 'Wenn Sie sich etwas stellen, das Ihnen Angst macht, steigt die Angst schnell an, erreicht einen Höhepunkt und fällt dann von selbst wieder ab – sofern Sie bleiben. Der Körper kann den Alarm nicht lange auf voller Stärke halten. Verlassen wir die Situation auf dem Höhepunkt, sinkt die Angst zwar auch, aber das Gehirn lernt: Die Flucht hat mich gerettet. Wer wiederholt bleibt, lehrt das Gehirn, dass die Situation zu bewältigen ist und das Gefühl vorübergeht.',
          },
        },
        {
          kind: 'text',
          id: 'anxiety-2-body',
          title: {
            en: 'Bodily symptoms are not dangerous',
            sv: 'Kroppens reaktioner är inte farliga',
            nb: 'Kroppens reaksjoner er ikke farlige',
            fr: 'Les symptômes physiques ne sont pas dangereux',
            de: 'Körperliche Symptome sind nicht gefährlich',
          },
          body: {
            en: 'A racing heart, dizziness, a tight chest or tingling fingers can feel alarming. They are signs that the alarm system is working, not that something is wrong with your body. Many people with anxiety start to fear the symptoms themselves, which turns the alarm up further. Try to notice the sensations with curiosity: where do you feel them, how strong are they, and how do they change over a few minutes?',
            sv: 'Hjärtklappning, yrsel, tryck över bröstet eller stickningar i fingrarna kan kännas skrämmande. De är tecken på att larmsystemet fungerar, inte på att något är fel i kroppen. Många med ångest börjar frukta själva symtomen, och då skruvas larmet upp ytterligare. Försök att lägga märke till förnimmelserna med nyfikenhet: var känns de, hur starka är de och hur förändras de under några minuter?',
            nb: 'Hjertebank, svimmelhet, trykk i brystet eller prikking i fingrene kan føles skremmende. Det er tegn på at alarmsystemet virker, ikke på at noe er galt med kroppen. Mange med angst begynner å frykte selve symptomene, og da skrus alarmen enda mer opp. Prøv å legge merke til kroppsfornemmelsene med nysgjerrighet: Hvor kjenner du dem, hvor sterke er de, og hvordan endrer de seg i løpet av noen minutter?',
            fr: 'Cœur qui s’emballe, vertiges, oppression dans la poitrine ou fourmillements dans les doigts peuvent faire peur. Ce sont les signes que le système d’alarme fonctionne, pas que votre corps est en danger. Beaucoup de personnes anxieuses finissent par craindre les symptômes eux-mêmes, ce qui amplifie encore l’alarme. Essayez d’observer ces sensations avec curiosité : où les ressentez-vous, quelle est leur intensité, comment évoluent-elles en quelques minutes ?',
            de: 'Herzrasen, Schwindel, Enge in der Brust oder Kribbeln in den Fingern können beängstigend sein. Sie zeigen, dass das Alarmsystem funktioniert – nicht, dass mit Ihrem Körper etwas nicht stimmt. Viele Menschen mit Ängsten beginnen, die Symptome selbst zu fürchten, und das verstärkt den Alarm weiter. Versuchen Sie, die Empfindungen neugierig zu beobachten: Wo spüren Sie sie, wie stark sind sie, und wie verändern sie sich über einige Minuten?',
          },
        },
      ],
    },
    {
      key: 'anxiety-3',
      title: {
        en: 'Avoidance and safety behaviours',
        sv: 'Undvikande och säkerhetsbeteenden',
        nb: 'Unngåelse og trygghetsatferd',
        fr: 'Évitement et comportements de sécurité',
        de: 'Vermeidung und Sicherheitsverhalten',
      },
      steps: [
        {
          kind: 'text',
          id: 'anxiety-3-avoidance',
          title: {
            en: 'Why avoidance keeps anxiety going',
            sv: 'Varför undvikande håller ångesten vid liv',
            nb: 'Hvorfor unngåelse holder angsten ved like',
            fr: 'Pourquoi l’évitement entretient l’anxiété',
            de: 'Warum Vermeidung die Angst aufrechterhält',
          },
          body: {
            en: 'Avoiding what we fear brings quick relief, which is why it is so tempting. But the relief is short-lived: every time we avoid, the fear goes untested and life gets a little smaller. Over time, more and more situations feel impossible. Avoidance can be obvious, such as declining an invitation, or subtle, such as arriving late so you do not have to make small talk.',
            sv: 'Att undvika det vi är rädda för ger snabb lättnad, och därför är det så lockande. Men lättnaden är kortvarig: varje gång vi undviker blir rädslan aldrig prövad, och livet krymper lite. Med tiden känns allt fler situationer omöjliga. Undvikande kan vara tydligt, som att tacka nej till en inbjudan, eller subtilt, som att komma sent för att slippa småprata.',
            nb: 'Å unngå det vi er redde for, gir rask lettelse, og derfor er det så fristende. Men lettelsen varer kort: Hver gang vi unngår, blir frykten aldri prøvd ut, og livet blir litt mindre. Etter hvert kjennes stadig flere situasjoner umulige. Unngåelse kan være tydelig, som å takke nei til en invitasjon, eller mer skjult, som å komme for sent for å slippe småprat.',
            fr: 'Éviter ce qui nous fait peur apporte un soulagement immédiat, d’où la tentation. Mais ce soulagement est de courte durée : à chaque évitement, la peur n’est jamais mise à l’épreuve et la vie se rétrécit un peu. Peu à peu, de plus en plus de situations semblent impossibles. L’évitement peut être visible, comme décliner une invitation, ou discret, comme arriver en retard pour ne pas avoir à faire la conversation.',
            de: 'Vermeiden bringt schnelle Erleichterung, deshalb ist es so verlockend. Doch die Erleichterung hält nicht lange an: Jedes Mal, wenn wir vermeiden, wird die Befürchtung nie überprüft, und das Leben wird ein Stück enger. Mit der Zeit erscheinen immer mehr Situationen unmöglich. Vermeidung kann offensichtlich sein, etwa eine Einladung absagen, oder unauffällig, etwa absichtlich zu spät kommen, um keinen Smalltalk führen zu müssen.',
          },
        },
        {
          kind: 'text',
          id: 'anxiety-3-safety',
          title: {
            en: 'Safety behaviours',
            sv: 'Säkerhetsbeteenden',
            nb: 'Trygghetsatferd',
            fr: 'Les comportements de sécurité',
            de: 'Sicherheitsverhalten',
          },
          body: {
            en: 'Safety behaviours are the small things we do to get through a situation: holding on to something, avoiding eye contact, always carrying medication, rehearsing what to say. They feel protective, but they stop you from learning that you would have coped without them. Make a list of your own safety behaviours. In the coming modules you will practise dropping them, one at a time.',
            sv: 'Säkerhetsbeteenden är de små saker vi gör för att ta oss igenom en situation: att hålla i något, undvika ögonkontakt, alltid ha medicin med sig eller öva in vad man ska säga. De känns skyddande, men hindrar dig från att upptäcka att du hade klarat dig utan dem. Gör en lista över dina egna säkerhetsbeteenden. I de kommande modulerna övar du på att släppa dem, ett i taget.',
            nb: 'Trygghetsatferd er de små tingene vi gjør for å komme oss gjennom en situasjon: å holde seg fast i noe, unngå blikkontakt, alltid ha medisiner med seg eller øve inn hva man skal si. Det føles beskyttende, men hindrer deg i å oppdage at du ville klart deg uten. Lag en liste over din egen trygghetsatferd. I de neste modulene øver du på å gi slipp på den, én ting om gangen.',
            fr: 'Les comportements de sécurité sont les petites choses que l’on fait pour traverser une situation : se tenir à quelque chose, éviter le regard des autres, toujours garder un médicament sur soi, répéter mentalement ce que l’on va dire. Ils semblent protéger, mais vous empêchent de découvrir que vous auriez fait face sans eux. Dressez la liste de vos propres comportements de sécurité : dans les prochains modules, vous apprendrez à y renoncer un par un.',
            de: 'Sicherheitsverhalten sind die kleinen Dinge, mit denen wir eine Situation überstehen: uns irgendwo festhalten, Blickkontakt meiden, immer ein Medikament dabeihaben, Sätze im Kopf einüben. Sie wirken schützend, verhindern aber, dass Sie erfahren, dass Sie es auch ohne sie geschafft hätten. Schreiben Sie Ihre eigenen Sicherheitsverhaltensweisen auf. In den nächsten Modulen üben Sie, sie nach und nach wegzulassen.',
          },
        },
      ],
    },
    {
      key: 'anxiety-4',
      title: {
        en: 'Situation analysis',
        sv: 'Situationsanalys',
        nb: 'Situasjonsanalyse',
        fr: 'L’analyse de situation',
        de: 'Situationsanalyse',
      },
      steps: [
        {
          kind: 'text',
          id: 'anxiety-4-chain',
          title: {
            en: 'Situation, thought, feeling, action',
            sv: 'Situation, tanke, känsla, handling',
            nb: 'Situasjon, tanke, følelse, handling',
            fr: 'Situation, pensée, émotion, action',
            de: 'Situation, Gedanke, Gefühl, Verhalten',
          },
          body: {
            en: 'Anxiety rarely comes out of nowhere. It follows a chain: a situation, a thought about what might happen, feelings and body sensations, and then what you do. The consequences of what you do — in the short and the long term — decide whether the chain grows stronger. By breaking a difficult moment into these parts you can see where the chain can be broken.',
            sv: 'Ångest kommer sällan från ingenstans. Den följer en kedja: en situation, en tanke om vad som kan hända, känslor och kroppsliga reaktioner, och sedan det du gör. Konsekvenserna av det du gör – på kort och lång sikt – avgör om kedjan blir starkare. Genom att dela upp en svår stund i de här delarna kan du se var kedjan går att bryta.',
            nb: 'Angst kommer sjelden ut av det blå. Den følger en kjede: en situasjon, en tanke om hva som kan skje, følelser og kroppsreaksjoner, og deretter det du gjør. Konsekvensene av det du gjør – på kort og lang sikt – avgjør om kjeden blir sterkere. Ved å dele opp et vanskelig øyeblikk i disse delene ser du hvor kjeden kan brytes.',
            fr: 'L’anxiété surgit rarement de nulle part. Elle suit une chaîne : une situation, une pensée sur ce qui pourrait arriver, des émotions et des sensations physiques, puis ce que vous faites. Les conséquences de ce que vous faites, à court et à long terme, déterminent si la chaîne se renforce. En décomposant un moment difficile de cette façon, vous voyez où la chaîne peut être rompue.',
            de: 'Angst kommt selten aus dem Nichts. Sie folgt einer Kette: eine Situation, ein Gedanke darüber, was passieren könnte, Gefühle und Körperreaktionen und schließlich Ihr Verhalten. Die kurz- und langfristigen Folgen dieses Verhaltens entscheiden, ob die Kette stärker wird. Wenn Sie einen schwierigen Moment in diese Teile zerlegen, sehen Sie, wo sich die Kette unterbrechen lässt.',
          },
        },
        {
          kind: 'exercise',
          id: 'anxiety-4-situations',
          exercise: 'situation-analysis',
          title: {
            en: 'Analyse a situation',
            sv: 'Gör en situationsanalys',
            nb: 'Gjør en situasjonsanalyse',
            fr: 'Analysez une situation',
            de: 'Analysieren Sie eine Situation',
          },
          instructions: {
            en: 'Choose a situation from the past week when you felt anxious. Describe what happened, what went through your mind, what you felt in your body, what you did, and what happened afterwards — both right away and in the longer run. Try to analyse at least two situations this week.',
            sv: 'Välj en situation från den senaste veckan då du kände ångest. Beskriv vad som hände, vad du tänkte, vad du kände i kroppen, vad du gjorde och vad som hände sedan – både direkt och på längre sikt. Försök att analysera minst två situationer den här veckan.',
            nb: 'Velg en situasjon fra den siste uken da du kjente angst. Beskriv hva som skjedde, hva du tenkte, hva du kjente i kroppen, hva du gjorde, og hva som skjedde etterpå – både med en gang og på lengre sikt. Prøv å analysere minst to situasjoner denne uken.',
            fr: 'Choisissez une situation de la semaine passée où vous vous êtes senti(e) anxieux(se). Décrivez ce qui s’est passé, ce qui vous est venu à l’esprit, ce que vous avez ressenti dans votre corps, ce que vous avez fait et ce qui s’est passé ensuite, sur le moment et à plus long terme. Essayez d’analyser au moins deux situations cette semaine.',
            de: 'Wählen Sie eine Situation aus der letzten Woche, in der Sie Angst hatten. Beschreiben Sie, was geschah, was Ihnen durch den Kopf ging, was Sie im Körper gespürt haben, was Sie getan haben und was danach passiert ist – unmittelbar und längerfristig. Versuchen Sie, diese Woche mindestens zwei Situationen zu analysieren.',
          },
        },
      ],
    },
    {
      key: 'anxiety-5',
      title: {
        en: 'Your exposure hierarchy',
        sv: 'Din exponeringstrappa',
        nb: 'Eksponeringstrappen din',
        fr: 'Votre hiérarchie d’exposition',
        de: 'Ihre Angsthierarchie',
      },
      steps: [
        {
          kind: 'text',
          id: 'anxiety-5-exposure',
          title: {
            en: 'What exposure is',
            sv: 'Vad exponering är',
            nb: 'Hva eksponering er',
            fr: 'Qu’est-ce que l’exposition ?',
            de: 'Was Exposition bedeutet',
          },
          body: {
            en: 'Exposure means approaching what you fear, on purpose and step by step, and staying long enough to learn something new. It is the most effective part of treatment for anxiety. You decide the pace, but the steps should feel challenging: if something feels easy, it is time to move up. Expect the anxiety to rise — that is a sign you are practising, not failing.',
            sv: 'Exponering innebär att du medvetet och stegvis närmar dig det du är rädd för, och stannar kvar tillräckligt länge för att lära dig något nytt. Det är den mest verksamma delen av behandlingen vid ångest. Du bestämmer takten, men stegen ska kännas utmanande: känns något lätt är det dags att gå vidare. Räkna med att ångesten stiger – det är ett tecken på att du övar, inte på att du misslyckas.',
            nb: 'Eksponering vil si at du bevisst og gradvis nærmer deg det du er redd for, og blir værende lenge nok til å lære noe nytt. Det er den mest virksomme delen av angstbehandling. Du bestemmer tempoet, men trinnene skal kjennes utfordrende: Hvis noe føles lett, er det på tide å gå videre. Regn med at angsten stiger – det er et tegn på at du øver, ikke på at du mislykkes.',
            fr: 'L’exposition consiste à vous confronter volontairement et progressivement à ce qui vous fait peur, et à y rester assez longtemps pour apprendre quelque chose de nouveau. C’est l’élément le plus efficace du traitement de l’anxiété. Vous choisissez le rythme, mais chaque étape doit représenter un défi : si une étape devient facile, passez à la suivante. Attendez-vous à ce que l’anxiété monte : c’est le signe que vous vous entraînez, pas que vous échouez.',
            de: 'Exposition bedeutet, sich dem Gefürchteten bewusst und schrittweise zu stellen und lange genug zu bleiben, um eine neue Erfahrung zu machen. Sie ist der wirksamste Baustein der Angstbehandlung. Sie bestimmen das Tempo, aber die Schritte sollten herausfordernd sein: Fällt Ihnen etwas leicht, ist es Zeit für den nächsten. Rechnen Sie damit, dass die Angst steigt – das zeigt, dass Sie üben, nicht dass Sie scheitern.',
          },
        },
        {
          kind: 'text',
          id: 'anxiety-5-hierarchy',
          title: {
            en: 'Build your hierarchy',
            sv: 'Bygg din trappa',
            nb: 'Lag trappen din',
            fr: 'Construisez votre hiérarchie',
            de: 'Erstellen Sie Ihre Hierarchie',
          },
          body: {
            en: 'Write down 8–10 situations you avoid or endure with anxiety, using your diary and situation analyses. Rate how anxious each would make you from 0 to 100, and order them from the easiest to the hardest. Make the steps concrete: ‘take the bus two stops at midday’ rather than ‘travel by bus’. Start with a step around 30–40, and send your list to your psychologist in a message.',
            sv: 'Skriv ner 8–10 situationer som du undviker eller genomlider med ångest – ta hjälp av din dagbok och dina situationsanalyser. Skatta hur mycket ångest varje situation skulle väcka från 0 till 100 och ordna dem från lättast till svårast. Gör stegen konkreta: ”åka buss två hållplatser mitt på dagen” i stället för ”åka buss”. Börja med ett steg runt 30–40 och skicka gärna listan till din psykolog.',
            nb: 'Skriv ned 8–10 situasjoner du unngår eller gjennomfører med angst – bruk dagboken og situasjonsanalysene dine. Vurder hvor mye angst hver situasjon ville gi fra 0 til 100, og sorter dem fra lettest til vanskeligst. Gjør trinnene konkrete: «ta bussen to holdeplasser midt på dagen» i stedet for «ta buss». Start med et trinn rundt 30–40, og send gjerne listen til psykologen din.',
            fr: 'Notez 8 à 10 situations que vous évitez ou que vous vivez avec anxiété, en vous aidant de votre agenda et de vos analyses de situation. Évaluez de 0 à 100 l’anxiété que chacune provoquerait et classez-les de la plus facile à la plus difficile. Soyez concret : « prendre le bus sur deux arrêts en milieu de journée » plutôt que « prendre le bus ». Commencez par une étape autour de 30–40 et envoyez votre liste à votre psychologue par message.',
            de: 'Schreiben Sie 8–10 Situationen auf, die Sie vermeiden oder nur mit Angst durchstehen – Ihr Tagebuch und Ihre Situationsanalysen helfen dabei. Schätzen Sie für jede ein, wie viel Angst sie auslösen würde (0 bis 100), und ordnen Sie sie von leicht nach schwer. Formulieren Sie konkret: „mittags zwei Haltestellen Bus fahren“ statt „Bus fahren“. Beginnen Sie mit einem Schritt um 30–40 und schicken Sie Ihre Liste per Nachricht an Ihre Psychologin bzw. Ihren Psychologen.',
          },
        },
      ],
    },
    {
      key: 'anxiety-6',
      title: {
        en: 'Exposure practice',
        sv: 'Exponering i praktiken',
        nb: 'Eksponering i praksis',
        fr: 'S’exposer en pratique',
        de: 'Exposition in der Praxis',
      },
      steps: [
        {
          kind: 'text',
          id: 'anxiety-6-practice',
          title: {
            en: 'How to practise',
            sv: 'Så övar du',
            nb: 'Slik øver du',
            fr: 'Comment s’entraîner',
            de: 'So üben Sie',
          },
          body: {
            en: 'Practise often: ideally every day for 30–60 minutes, or repeat a short exercise several times in a row. Before you start, write down what you fear will happen. Stay in the situation without safety behaviours until you have tested your prediction. Afterwards, compare: what actually happened? Repeat the same step until it feels clearly easier, then move up the hierarchy.',
            sv: 'Öva ofta: helst varje dag i 30–60 minuter, eller upprepa en kort övning flera gånger i rad. Skriv innan du börjar ner vad du är rädd ska hända. Stanna i situationen utan säkerhetsbeteenden tills du har prövat din förutsägelse. Jämför efteråt: vad hände egentligen? Upprepa samma steg tills det känns tydligt lättare, och gå sedan vidare uppåt i trappan.',
            nb: 'Øv ofte: helst hver dag i 30–60 minutter, eller gjenta en kort øvelse flere ganger på rad. Skriv ned før du starter hva du er redd for skal skje. Bli i situasjonen uten trygghetsatferd til du har testet spådommen din. Sammenlign etterpå: Hva skjedde egentlig? Gjenta samme trinn til det kjennes tydelig lettere, og gå så videre opp i trappen.',
            fr: 'Entraînez-vous souvent : idéalement chaque jour, 30 à 60 minutes, ou répétez un exercice court plusieurs fois de suite. Avant de commencer, notez ce que vous craignez qu’il arrive. Restez dans la situation sans comportements de sécurité jusqu’à avoir vérifié votre prédiction. Ensuite, comparez : que s’est-il réellement passé ? Répétez la même étape jusqu’à ce qu’elle devienne nettement plus facile, puis passez à la suivante.',
            de: 'Üben Sie häufig: am besten täglich 30–60 Minuten, oder wiederholen Sie eine kurze Übung mehrmals hintereinander. Schreiben Sie vorher auf, was Sie befürchten. Bleiben Sie ohne Sicherheitsverhalten in der Situation, bis Sie Ihre Befürchtung überprüft haben. Vergleichen Sie danach: Was ist tatsächlich passiert? Wiederholen Sie denselben Schritt, bis er deutlich leichter fällt, und gehen Sie dann in Ihrer Hierarchie weiter.',
          },
        },
        {
          kind: 'exercise',
          id: 'anxiety-6-diary',
          exercise: 'activity-diary',
          title: {
            en: 'Log your exposure practice',
            sv: 'För in dina exponeringsövningar',
            nb: 'Skriv ned eksponeringsøvelsene dine',
            fr: 'Notez vos exercices d’exposition',
            de: 'Protokollieren Sie Ihre Expositionsübungen',
          },
          instructions: {
            en: 'Each time you practise, add a diary entry: the step you practised, how long you stayed, your anxiety from 0 to 10 at the start, at the peak and at the end, and what you learned. Your psychologist reads the diary and can help you adjust the steps.',
            sv: 'Gör en anteckning i dagboken varje gång du övar: vilket steg du övade på, hur länge du stannade, ångesten från 0 till 10 i början, när den var som starkast och i slutet, och vad du lärde dig. Din psykolog läser dagboken och kan hjälpa dig att justera stegen.',
            nb: 'Skriv et notat i dagboken hver gang du øver: hvilket trinn du øvde på, hvor lenge du ble, angsten fra 0 til 10 i starten, på det sterkeste og til slutt, og hva du lærte. Psykologen din leser dagboken og kan hjelpe deg å justere trinnene.',
            fr: 'À chaque exercice, ajoutez une entrée dans votre agenda : l’étape travaillée, la durée, votre anxiété de 0 à 10 au début, au plus fort et à la fin, et ce que vous avez appris. Votre psychologue lit l’agenda et peut vous aider à ajuster les étapes.',
            de: 'Tragen Sie jede Übung in Ihr Tagebuch ein: welchen Schritt Sie geübt haben, wie lange Sie geblieben sind, Ihre Angst von 0 bis 10 zu Beginn, am Höhepunkt und am Ende, und was Sie gelernt haben. Ihre Psychologin bzw. Ihr Psychologe liest das Tagebuch und kann Ihnen helfen, die Schritte anzupassen.',
          },
        },
        {
          kind: 'questionnaire',
          id: 'anxiety-6-check',
          title: {
            en: 'Your practice this week',
            sv: 'Din träning den här veckan',
            nb: 'Treningen din denne uken',
            fr: 'Vos exercices cette semaine',
            de: 'Ihr Üben in dieser Woche',
          },
          questions: [
            {
              id: 'anxiety-6-check-practised',
              text: {
                en: 'How often did you practise exposure this week?',
                sv: 'Hur ofta har du övat exponering den här veckan?',
                nb: 'Hvor ofte har du øvd på eksponering denne uken?',
                fr: 'À quelle fréquence vous êtes-vous exercé(e) à l’exposition cette semaine ?',
                de: 'Wie oft haben Sie diese Woche Exposition geübt?',
              },
            },
            {
              id: 'anxiety-6-check-safety',
              text: {
                en: 'How often did you use safety behaviours while practising?',
                sv: 'Hur ofta använde du säkerhetsbeteenden när du övade?',
                nb: 'Hvor ofte brukte du trygghetsatferd mens du øvde?',
                fr: 'À quelle fréquence avez-vous eu recours à des comportements de sécurité pendant l’exercice ?',
                de: 'Wie oft haben Sie beim Üben Sicherheitsverhalten eingesetzt?',
              },
            },
          ],
          scale: FREQUENCY_SCALE,
        },
      ],
    },
    {
      key: 'anxiety-7',
      title: {
        en: 'Worry',
        sv: 'Oro',
        nb: 'Bekymringer',
        fr: 'Les inquiétudes',
        de: 'Sorgen',
      },
      steps: [
        {
          kind: 'text',
          id: 'anxiety-7-worry',
          title: {
            en: 'Worry is not problem solving',
            sv: 'Oro är inte problemlösning',
            nb: 'Bekymring er ikke problemløsning',
            fr: 'S’inquiéter n’est pas résoudre un problème',
            de: 'Sich sorgen ist kein Problemlösen',
          },
          body: {
            en: 'Worry is a chain of ‘what if’ thoughts about things that might go wrong. It can feel useful, as if it prepares us, but it rarely leads to a decision and mostly keeps the body on alert. A helpful question is: is this a problem I can do something about now? If so, plan the next small step. If not, practise noticing the worry and turning your attention back to what you are doing.',
            sv: 'Oro är en kedja av ”tänk om”-tankar om sådant som kan gå fel. Den kan kännas nyttig, som om den förbereder oss, men leder sällan till ett beslut och håller mest kroppen i beredskap. En hjälpsam fråga är: är det här ett problem jag kan göra något åt nu? Om ja – planera nästa lilla steg. Om nej – öva på att lägga märke till oron och flytta tillbaka uppmärksamheten till det du håller på med.',
            nb: 'Bekymring er en kjede av «hva om»-tanker om ting som kan gå galt. Det kan føles nyttig, som om det forbereder oss, men fører sjelden til en beslutning og holder mest kroppen i beredskap. Et nyttig spørsmål er: Er dette et problem jeg kan gjøre noe med nå? Hvis ja, planlegg neste lille steg. Hvis nei, øv på å legge merke til bekymringen og flytte oppmerksomheten tilbake til det du holder på med.',
            fr: 'L’inquiétude est une suite de pensées « et si… » sur ce qui pourrait mal tourner. Elle semble utile, comme si elle nous préparait, mais elle mène rarement à une décision et maintient surtout le corps en alerte. Posez-vous la question : est-ce un problème sur lequel je peux agir maintenant ? Si oui, prévoyez la prochaine petite étape. Si non, entraînez-vous à remarquer l’inquiétude et à ramener votre attention sur ce que vous êtes en train de faire.',
            de: 'Sorgen sind Ketten von „Was wäre, wenn“-Gedanken über Dinge, die schiefgehen könnten. Sie fühlen sich nützlich an, als bereiteten sie uns vor, führen aber selten zu einer Entscheidung und halten vor allem den Körper in Alarmbereitschaft. Hilfreich ist die Frage: Ist das ein Problem, an dem ich jetzt etwas tun kann? Wenn ja, planen Sie den nächsten kleinen Schritt. Wenn nein, üben Sie, die Sorge zu bemerken und Ihre Aufmerksamkeit wieder auf Ihr Tun zu lenken.',
          },
        },
        {
          kind: 'text',
          id: 'anxiety-7-worry-time',
          title: {
            en: 'Worry time',
            sv: 'Orostid',
            nb: 'Bekymringstid',
            fr: 'Le moment d’inquiétude',
            de: 'Die Sorgenzeit',
          },
          body: {
            en: 'Set aside 20 minutes at the same time each day as your worry time, not too close to bedtime. When a worry turns up during the day, jot it down and postpone it until then. At worry time, go through the list: some worries will already feel less important, others can become a plan. Many people find that they gain control over the worry, rather than the other way round.',
            sv: 'Avsätt 20 minuter vid samma tid varje dag som din orostid, inte för nära sänggåendet. När en orostanke dyker upp under dagen skriver du ner den och skjuter upp den till dess. Gå igenom listan under orostiden: en del oro känns redan mindre viktig, annat kan bli en plan. Många upplever att de får kontroll över oron, i stället för tvärtom.',
            nb: 'Sett av 20 minutter på samme tid hver dag som bekymringstid, ikke for nær leggetid. Når en bekymring dukker opp i løpet av dagen, skriver du den ned og utsetter den til da. Gå gjennom listen i bekymringstiden: Noe vil allerede kjennes mindre viktig, annet kan bli en plan. Mange opplever at de får kontroll over bekymringene, i stedet for omvendt.',
            fr: 'Réservez chaque jour 20 minutes, toujours à la même heure et pas trop près du coucher, comme « moment d’inquiétude ». Quand une inquiétude survient dans la journée, notez-la et remettez-la à ce moment-là. Reprenez alors la liste : certaines inquiétudes paraîtront déjà moins importantes, d’autres pourront devenir un plan. Beaucoup de personnes sentent ainsi qu’elles reprennent la main sur l’inquiétude, et non l’inverse.',
            de: 'Legen Sie täglich zur selben Zeit 20 Minuten als Sorgenzeit fest, nicht zu kurz vor dem Schlafengehen. Taucht tagsüber eine Sorge auf, notieren Sie sie kurz und verschieben Sie sie auf diese Zeit. Gehen Sie die Liste in der Sorgenzeit durch: Manches wirkt dann schon weniger wichtig, anderes lässt sich in einen Plan verwandeln. Viele erleben so, dass sie die Sorgen steuern – und nicht mehr umgekehrt.',
          },
        },
      ],
    },
    {
      key: 'anxiety-8',
      title: {
        en: 'Keeping what you have learned',
        sv: 'Att behålla det du har lärt dig',
        nb: 'Å holde på det du har lært',
        fr: 'Consolider vos acquis',
        de: 'Das Gelernte bewahren',
      },
      steps: [
        {
          kind: 'text',
          id: 'anxiety-8-plan',
          title: {
            en: 'Your maintenance plan',
            sv: 'Din vidmakthållandeplan',
            nb: 'Vedlikeholdsplanen din',
            fr: 'Votre plan de maintien',
            de: 'Ihr Plan für die Zeit danach',
          },
          body: {
            en: 'Look back at what has helped you most in the programme. Write a short plan: which exercises you will keep doing, the early warning signs that anxiety is returning (such as starting to avoid again), and what you will do if you notice them. Setbacks are normal and do not mean you are back at the start — the skills are still yours. Keep seeking out challenges, a little at a time.',
            sv: 'Titta tillbaka på vad som har hjälpt dig mest i programmet. Skriv en kort plan: vilka övningar du ska fortsätta med, vilka tidiga varningstecken som visar att ångesten är på väg tillbaka (till exempel att du börjar undvika igen) och vad du gör om du märker dem. Bakslag är normala och betyder inte att du är tillbaka på ruta ett – färdigheterna har du kvar. Fortsätt att söka upp utmaningar, lite i taget.',
            nb: 'Se tilbake på hva som har hjulpet deg mest i programmet. Skriv en kort plan: hvilke øvelser du skal fortsette med, hvilke tidlige varseltegn som viser at angsten er på vei tilbake (for eksempel at du begynner å unngå igjen), og hva du gjør hvis du merker dem. Tilbakeslag er normalt og betyr ikke at du er tilbake til start – ferdighetene har du fortsatt. Fortsett å oppsøke utfordringer, litt om gangen.',
            fr: 'Repensez à ce qui vous a le plus aidé(e) pendant le programme. Rédigez un court plan : les exercices que vous allez poursuivre, les signes précoces d’un retour de l’anxiété (par exemple recommencer à éviter) et ce que vous ferez si vous les remarquez. Les rechutes passagères sont normales et ne signifient pas un retour à la case départ : vos compétences restent acquises. Continuez à vous lancer des défis, petit à petit.',
            de: 'Schauen Sie zurück: Was hat Ihnen im Programm am meisten geholfen? Schreiben Sie einen kurzen Plan: welche Übungen Sie beibehalten, an welchen Frühwarnzeichen Sie merken, dass die Angst zurückkommt (etwa wenn Sie wieder anfangen zu vermeiden), und was Sie dann tun. Rückschläge sind normal und bedeuten nicht, dass Sie wieder am Anfang stehen – Ihre Fertigkeiten bleiben Ihnen. Suchen Sie weiterhin Herausforderungen, Schritt für Schritt.',
          },
        },
        weekCheck('anxiety-8-check'),
      ],
    },
  ],
};
