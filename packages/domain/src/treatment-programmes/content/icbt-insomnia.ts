import type { LocalizedText, ProgrammeStep, TreatmentProgrammeDefinition } from '../programmes';
import { type CheckQuestion, checkStep, CONFIDENCE_SCALE, SEVERITY_SCALE } from './scales';

/**
 * Internet CBT for insomnia (CBT-I): sleep education and the sleep diary (kept in the activity diary), stimulus
 * control, sleep restriction, winding down, thoughts about sleep and relapse prevention. The sleep window is agreed
 * with the psychologist, never set below five and a half hours.
 */

const WEEK_TITLE: LocalizedText = {
  en: 'Your sleep over the past week',
  sv: 'Din sömn den senaste veckan',
  nb: 'Søvnen din den siste uken',
  fr: 'Votre sommeil la semaine passée',
  de: 'Ihr Schlaf in der letzten Woche',
};

const WEEK_QUESTIONS: readonly CheckQuestion[] = [
  {
    key: 'onset',
    text: {
      en: 'Difficulty falling asleep',
      sv: 'Svårigheter att somna',
      nb: 'Vansker med å sovne',
      fr: 'Difficultés à vous endormir',
      de: 'Einschlafschwierigkeiten',
    },
  },
  {
    key: 'maintenance',
    text: {
      en: 'Difficulty staying asleep, or waking too early',
      sv: 'Svårigheter att sova hela natten, eller för tidigt uppvaknande',
      nb: 'Vansker med å sove gjennom natten, eller for tidlig oppvåkning',
      fr: 'Difficultés à rester endormi(e), ou réveil trop précoce',
      de: 'Durchschlafschwierigkeiten oder zu frühes Erwachen',
    },
  },
  {
    key: 'daytime',
    text: {
      en: 'Problems during the day because of poor sleep (tiredness, concentration, mood)',
      sv: 'Besvär under dagen på grund av dålig sömn (trötthet, koncentration, humör)',
      nb: 'Plager på dagtid på grunn av dårlig søvn (tretthet, konsentrasjon, humør)',
      fr: 'Difficultés dans la journée dues au mauvais sommeil (fatigue, concentration, humeur)',
      de: 'Beeinträchtigungen tagsüber durch schlechten Schlaf (Müdigkeit, Konzentration, Stimmung)',
    },
  },
];

function weekCheck(id: string): ProgrammeStep {
  return checkStep(id, WEEK_TITLE, WEEK_QUESTIONS, SEVERITY_SCALE);
}

export const ICBT_INSOMNIA: TreatmentProgrammeDefinition = {
  identifier: 'ICBT_INSOMNIA',
  programmeNameCopyKey: 'treatment-programme.icbt-insomnia',
  title: {
    en: 'Internet CBT for insomnia',
    sv: 'KBT via internet vid sömnbesvär',
    nb: 'Internettbasert KAT for søvnvansker',
    fr: 'TCC en ligne pour l’insomnie',
    de: 'Online-KVT bei Schlafstörungen',
  },
  description: {
    en: 'Six modules on sleeping better without sleeping pills: a sleep diary, new habits around the bed, a sleep window agreed with your psychologist, winding down and handling thoughts about sleep.',
    sv: 'Sex moduler om att sova bättre utan sömnmedel: sömndagbok, nya vanor kring sängen, ett sömnfönster som du bestämmer tillsammans med din psykolog, nedvarvning och att hantera tankar om sömnen.',
    nb: 'Seks moduler om å sove bedre uten sovemedisiner: søvndagbok, nye vaner rundt sengen, et søvnvindu du avtaler med psykologen din, å roe ned om kvelden og å håndtere tanker om søvn.',
    fr: 'Six modules pour mieux dormir sans somnifères : agenda du sommeil, nouvelles habitudes au coucher, fenêtre de sommeil définie avec votre psychologue, détente du soir et gestion des pensées liées au sommeil.',
    de: 'Sechs Module für besseren Schlaf ohne Schlafmittel: Schlaftagebuch, neue Gewohnheiten rund ums Bett, ein mit Ihrer Psychologin bzw. Ihrem Psychologen vereinbartes Schlaffenster, abendliches Abschalten und der Umgang mit Gedanken über den Schlaf.',
  },
  exercises: ['activity-diary'],
  modules: [
    {
      key: 'insomnia-1',
      title: {
        en: 'Sleep and your sleep diary',
        sv: 'Sömnen och din sömndagbok',
        nb: 'Søvnen og søvndagboken din',
        fr: 'Le sommeil et votre agenda du sommeil',
        de: 'Schlaf und Ihr Schlaftagebuch',
      },
      steps: [
        {
          kind: 'text',
          id: 'insomnia-1-intro',
          title: {
            en: 'How sleep works',
            sv: 'Så fungerar sömnen',
            nb: 'Slik fungerer søvnen',
            fr: 'Comment fonctionne le sommeil',
            de: 'Wie Schlaf funktioniert',
          },
          body: {
            en: 'Sleep is governed by two systems. Sleep pressure builds up the longer you are awake, and the body clock makes you sleepy and alert at roughly the same times each day. Insomnia often starts with stress, but it is kept going by what we do to compensate: going to bed early, lying awake in bed, napping and worrying about sleep. This programme works on those habits, which helps more in the long run than sleeping pills.',
            sv: 'Sömnen styrs av två system. Sömntrycket byggs upp ju längre du är vaken, och den inre klockan gör dig sömnig och pigg vid ungefär samma tider varje dag. Sömnbesvär börjar ofta i samband med stress, men hålls vid liv av det vi gör för att kompensera: att gå och lägga sig tidigt, ligga vaken i sängen, sova middag och oroa sig för sömnen. Programmet arbetar med de vanorna, vilket på sikt hjälper bättre än sömnmedel.',
            nb: 'Søvnen styres av to systemer. Søvntrykket bygger seg opp jo lenger du er våken, og den indre klokken gjør deg søvnig og opplagt til omtrent samme tid hver dag. Søvnvansker starter ofte med stress, men holdes ved like av det vi gjør for å kompensere: Vi legger oss tidlig, ligger våkne i sengen, tar en lur og bekymrer oss for søvnen. Programmet jobber med disse vanene, noe som på sikt hjelper bedre enn sovemedisiner.',
            fr: 'Le sommeil dépend de deux systèmes. La pression de sommeil augmente à mesure que l’on reste éveillé, et l’horloge biologique nous rend somnolent ou alerte à peu près aux mêmes heures chaque jour. L’insomnie débute souvent avec du stress, mais elle est entretenue par ce que l’on fait pour compenser : se coucher tôt, rester éveillé au lit, faire des siestes, s’inquiéter du sommeil. Ce programme agit sur ces habitudes, ce qui est plus efficace à long terme que les somnifères.',
            de: 'Schlaf wird von zwei Systemen gesteuert. Der Schlafdruck steigt, je länger Sie wach sind, und die innere Uhr macht uns etwa zu denselben Tageszeiten müde und wach. Schlafstörungen beginnen oft mit Stress, werden aber durch das aufrechterhalten, womit wir gegensteuern: früh ins Bett gehen, wach im Bett liegen, tagsüber schlafen, sich um den Schlaf sorgen. Dieses Programm setzt an diesen Gewohnheiten an – das hilft langfristig mehr als Schlafmittel.',
          },
        },
        {
          kind: 'exercise',
          id: 'insomnia-1-diary',
          exercise: 'activity-diary',
          title: {
            en: 'Keep a sleep diary',
            sv: 'För sömndagbok',
            nb: 'Før søvndagbok',
            fr: 'Tenez un agenda du sommeil',
            de: 'Führen Sie ein Schlaftagebuch',
          },
          instructions: {
            en: 'Each morning, write a short entry about the night: when you went to bed, roughly how long it took to fall asleep, how long you were awake during the night, when you got up, and how rested you feel from 0 to 10. Estimates are fine — do not watch the clock at night. Keep the diary throughout the programme: your sleep plan will be based on it.',
            sv: 'Skriv varje morgon en kort anteckning om natten: när du gick och lade dig, ungefär hur lång tid det tog att somna, hur länge du var vaken under natten, när du steg upp och hur utvilad du känner dig från 0 till 10. Uppskattningar räcker – titta inte på klockan på natten. För dagboken under hela programmet: det är den din sömnplan bygger på.',
            nb: 'Skriv et kort notat om natten hver morgen: når du la deg, omtrent hvor lang tid det tok å sovne, hvor lenge du var våken i løpet av natten, når du stod opp, og hvor uthvilt du føler deg fra 0 til 10. Anslag holder – ikke se på klokken om natten. Før dagboken gjennom hele programmet: Det er den søvnplanen din bygger på.',
            fr: 'Chaque matin, notez quelques lignes sur votre nuit : l’heure du coucher, le temps approximatif pour vous endormir, la durée des éveils nocturnes, l’heure du lever, et à quel point vous vous sentez reposé(e) de 0 à 10. Une estimation suffit : ne regardez pas l’heure la nuit. Tenez cet agenda pendant tout le programme : votre plan de sommeil s’appuiera dessus.',
            de: 'Notieren Sie jeden Morgen kurz Ihre Nacht: wann Sie ins Bett gegangen sind, wie lange das Einschlafen ungefähr gedauert hat, wie lange Sie nachts wach lagen, wann Sie aufgestanden sind und wie erholt Sie sich fühlen (0 bis 10). Schätzungen genügen – schauen Sie nachts nicht auf die Uhr. Führen Sie das Schlaftagebuch während des ganzen Programms: Ihr Schlafplan baut darauf auf.',
          },
        },
        weekCheck('insomnia-1-check'),
      ],
    },
    {
      key: 'insomnia-2',
      title: {
        en: 'Stimulus control',
        sv: 'Stimuluskontroll',
        nb: 'Stimuluskontroll',
        fr: 'Le contrôle du stimulus',
        de: 'Stimuluskontrolle',
      },
      steps: [
        {
          kind: 'text',
          id: 'insomnia-2-why',
          title: {
            en: 'The bed as a signal for sleep',
            sv: 'Sängen som signal för sömn',
            nb: 'Sengen som signal for søvn',
            fr: 'Le lit, signal du sommeil',
            de: 'Das Bett als Signal für Schlaf',
          },
          body: {
            en: 'If you often lie awake in bed, the brain starts linking the bed with being awake, frustrated and alert. Stimulus control teaches it again that bed means sleep. It is one of the best-documented methods for insomnia, but it takes a couple of weeks of consistent practice before it works — the first nights can feel harder.',
            sv: 'Om du ofta ligger vaken i sängen börjar hjärnan koppla ihop sängen med att vara vaken, frustrerad och på helspänn. Stimuluskontroll lär om hjärnan så att sängen betyder sömn. Det är en av de bäst belagda metoderna vid sömnbesvär, men det krävs ett par veckors konsekvent träning innan den ger effekt – de första nätterna kan kännas tyngre.',
            nb: 'Hvis du ofte ligger våken i sengen, begynner hjernen å koble sengen med å være våken, frustrert og anspent. Stimuluskontroll lærer hjernen på nytt at sengen betyr søvn. Det er en av de best dokumenterte metodene ved søvnvansker, men det krever et par uker med konsekvent trening før den virker – de første nettene kan kjennes tyngre.',
            fr: 'Si vous restez souvent éveillé(e) au lit, votre cerveau finit par associer le lit à l’éveil, à la frustration et à la tension. Le contrôle du stimulus lui réapprend que le lit sert à dormir. C’est l’une des méthodes les mieux validées contre l’insomnie, mais il faut quelques semaines de pratique régulière pour qu’elle agisse, et les premières nuits peuvent sembler plus difficiles.',
            de: 'Wenn Sie oft wach im Bett liegen, verknüpft das Gehirn das Bett mit Wachsein, Ärger und Anspannung. Die Stimuluskontrolle bringt ihm wieder bei: Bett bedeutet Schlaf. Sie ist eine der am besten belegten Methoden gegen Schlafstörungen, braucht aber ein paar Wochen konsequenter Übung, bis sie wirkt – die ersten Nächte können schwerer sein.',
          },
        },
        {
          kind: 'text',
          id: 'insomnia-2-rules',
          title: {
            en: 'The rules',
            sv: 'Reglerna',
            nb: 'Reglene',
            fr: 'Les règles',
            de: 'Die Regeln',
          },
          body: {
            en: 'Go to bed only when you feel sleepy, not just tired. Use the bed only for sleep and sex — no phone, TV or worrying in bed. If you have not fallen asleep within about 20 minutes, or you wake and cannot get back to sleep, get up and do something calm in dim light in another room; go back when you feel sleepy. Get up at the same time every morning, weekends included, and avoid napping during the day.',
            sv: 'Gå och lägg dig först när du är sömnig, inte bara trött. Använd sängen enbart till sömn och sex – ingen mobil, tv eller grubblande i sängen. Har du inte somnat inom ungefär 20 minuter, eller vaknar och inte kan somna om, gå upp och gör något lugnt i dämpat ljus i ett annat rum; gå tillbaka när du blir sömnig. Stig upp samma tid varje morgon, även helger, och undvik att sova på dagen.',
            nb: 'Legg deg først når du er søvnig, ikke bare sliten. Bruk sengen kun til søvn og sex – ikke mobil, TV eller grubling i sengen. Har du ikke sovnet innen omtrent 20 minutter, eller våkner og ikke får sove igjen, står du opp og gjør noe rolig i dempet lys i et annet rom; gå tilbake når du blir søvnig. Stå opp til samme tid hver morgen, også i helgene, og unngå å sove på dagtid.',
            fr: 'Couchez-vous seulement quand vous avez sommeil, pas simplement quand vous êtes fatigué(e). Réservez le lit au sommeil et à la sexualité : pas de téléphone, de télévision ni de ruminations au lit. Si vous ne dormez pas au bout d’une vingtaine de minutes, ou si vous vous réveillez sans pouvoir vous rendormir, levez-vous et faites une activité calme sous une lumière tamisée dans une autre pièce ; recouchez-vous quand le sommeil revient. Levez-vous à la même heure chaque matin, week-end compris, et évitez les siestes.',
            de: 'Gehen Sie erst ins Bett, wenn Sie schläfrig sind, nicht nur müde. Nutzen Sie das Bett nur zum Schlafen und für Sex – kein Handy, kein Fernsehen, kein Grübeln im Bett. Sind Sie nach etwa 20 Minuten nicht eingeschlafen oder wachen auf und können nicht wieder einschlafen, stehen Sie auf und tun Sie in einem anderen Raum bei gedämpftem Licht etwas Ruhiges; kehren Sie zurück, wenn Sie schläfrig werden. Stehen Sie jeden Morgen zur selben Zeit auf, auch am Wochenende, und verzichten Sie auf Nickerchen am Tag.',
          },
        },
      ],
    },
    {
      key: 'insomnia-3',
      title: {
        en: 'Sleep restriction',
        sv: 'Sömnrestriktion',
        nb: 'Søvnrestriksjon',
        fr: 'La restriction du temps au lit',
        de: 'Schlafrestriktion',
      },
      steps: [
        {
          kind: 'text',
          id: 'insomnia-3-why',
          title: {
            en: 'Less time in bed, deeper sleep',
            sv: 'Kortare tid i sängen, djupare sömn',
            nb: 'Kortere tid i sengen, dypere søvn',
            fr: 'Moins de temps au lit, un sommeil plus profond',
            de: 'Weniger Zeit im Bett, tieferer Schlaf',
          },
          body: {
            en: 'Spending long hours in bed to catch up on sleep usually spreads sleep thinner: it becomes lighter and more broken. Sleep restriction does the opposite. For a period you limit your time in bed to roughly the time you actually sleep, so that sleep pressure builds up and sleep becomes deeper and more continuous. You will be sleepier for the first week or two; do not drive or do other risky tasks if you feel drowsy.',
            sv: 'Att ligga länge i sängen för att ta igen sömn gör oftast att sömnen sprids ut: den blir ytligare och mer avbruten. Sömnrestriktion gör tvärtom. Under en period begränsar du tiden i sängen till ungefär den tid du faktiskt sover, så att sömntrycket byggs upp och sömnen blir djupare och mer sammanhängande. Du blir tröttare den första eller de två första veckorna; kör inte bil och undvik andra riskfyllda uppgifter om du känner dig dåsig.',
            nb: 'Å ligge lenge i sengen for å ta igjen søvn gjør som regel at søvnen sprer seg ut: Den blir lettere og mer oppstykket. Søvnrestriksjon gjør det motsatte. I en periode begrenser du tiden i sengen til omtrent den tiden du faktisk sover, slik at søvntrykket bygger seg opp og søvnen blir dypere og mer sammenhengende. Du blir trøttere den første uken eller to; ikke kjør bil eller gjør andre risikable ting hvis du føler deg døsig.',
            fr: 'Rester longtemps au lit pour récupérer ne fait souvent qu’étaler le sommeil : il devient plus léger et plus fragmenté. La restriction du temps passé au lit fait l’inverse. Pendant une période, vous limitez le temps au lit à peu près au temps de sommeil réel, pour que la pression de sommeil augmente et que le sommeil devienne plus profond et plus continu. Vous serez plus somnolent(e) la première ou les deux premières semaines : ne conduisez pas et évitez toute activité à risque si vous vous sentez somnolent(e).',
            de: 'Lange im Bett zu bleiben, um Schlaf nachzuholen, verteilt den Schlaf meist nur: Er wird flacher und unterbrochener. Die Schlafrestriktion bewirkt das Gegenteil. Für eine gewisse Zeit begrenzen Sie Ihre Bettzeit auf ungefähr die Zeit, die Sie tatsächlich schlafen – so steigt der Schlafdruck, und der Schlaf wird tiefer und zusammenhängender. In den ersten ein bis zwei Wochen sind Sie müder; fahren Sie nicht Auto und meiden Sie andere riskante Tätigkeiten, wenn Sie sich schläfrig fühlen.',
          },
        },
        {
          kind: 'text',
          id: 'insomnia-3-window',
          title: {
            en: 'Setting your sleep window',
            sv: 'Så bestämmer du ditt sömnfönster',
            nb: 'Slik setter du søvnvinduet ditt',
            fr: 'Définir votre fenêtre de sommeil',
            de: 'So legen Sie Ihr Schlaffenster fest',
          },
          body: {
            en: 'Use your sleep diary to work out how many hours you have actually slept on average over the past week. That is your time in bed, but never less than five and a half hours. Choose a fixed get-up time and count back to find your earliest bedtime. When you have slept most of your time in bed (about 85–90 per cent) for a week, extend the window by 15–30 minutes. Agree your window with your psychologist.',
            sv: 'Räkna med hjälp av sömndagboken ut hur många timmar du i genomsnitt har sovit den senaste veckan. Det blir din tid i sängen, men aldrig mindre än fem och en halv timme. Välj en fast uppstigningstid och räkna bakåt till din tidigaste läggdags. När du har sovit större delen av tiden i sängen (runt 85–90 procent) under en vecka förlänger du fönstret med 15–30 minuter. Stäm av ditt sömnfönster med din psykolog.',
            nb: 'Bruk søvndagboken til å regne ut hvor mange timer du i gjennomsnitt har sovet den siste uken. Det blir tiden din i sengen, men aldri mindre enn fem og en halv time. Velg et fast tidspunkt for å stå opp, og regn bakover til ditt tidligste leggetidspunkt. Når du har sovet mesteparten av tiden i sengen (rundt 85–90 prosent) i en uke, utvider du vinduet med 15–30 minutter. Avtal søvnvinduet med psykologen din.',
            fr: 'À l’aide de votre agenda du sommeil, calculez combien d’heures vous avez réellement dormi en moyenne la semaine passée. Ce sera votre temps au lit, sans jamais descendre sous cinq heures et demie. Fixez une heure de lever, puis comptez à rebours pour trouver votre heure de coucher au plus tôt. Lorsque vous avez dormi la majeure partie du temps passé au lit (environ 85 à 90 %) pendant une semaine, élargissez la fenêtre de 15 à 30 minutes. Validez votre fenêtre de sommeil avec votre psychologue.',
            de: 'Berechnen Sie mithilfe Ihres Schlaftagebuchs, wie viele Stunden Sie in der letzten Woche durchschnittlich tatsächlich geschlafen haben. Das ist Ihre Bettzeit – jedoch nie weniger als fünfeinhalb Stunden. Legen Sie eine feste Aufstehzeit fest und rechnen Sie zurück zur frühesten Zubettgehzeit. Haben Sie eine Woche lang den größten Teil der Bettzeit geschlafen (etwa 85–90 Prozent), verlängern Sie das Schlaffenster um 15–30 Minuten. Stimmen Sie Ihr Schlaffenster mit Ihrer Psychologin bzw. Ihrem Psychologen ab.',
          },
        },
        {
          kind: 'exercise',
          id: 'insomnia-3-diary',
          exercise: 'activity-diary',
          title: {
            en: 'Follow your sleep window',
            sv: 'Följ ditt sömnfönster',
            nb: 'Følg søvnvinduet ditt',
            fr: 'Suivez votre fenêtre de sommeil',
            de: 'Halten Sie Ihr Schlaffenster ein',
          },
          instructions: {
            en: 'Keep writing your sleep diary every morning, and note your agreed sleep window and whether you kept to it. Add how sleepy you felt during the day. Your psychologist uses the diary to decide with you when to widen the window.',
            sv: 'Fortsätt att skriva i sömndagboken varje morgon och notera ditt överenskomna sömnfönster och om du höll det. Skriv också hur sömnig du var under dagen. Din psykolog använder dagboken för att tillsammans med dig avgöra när fönstret kan utökas.',
            nb: 'Fortsett å skrive søvndagbok hver morgen, og noter det avtalte søvnvinduet og om du holdt det. Skriv også hvor søvnig du var på dagtid. Psykologen din bruker dagboken til å avgjøre sammen med deg når vinduet kan utvides.',
            fr: 'Continuez à remplir votre agenda du sommeil chaque matin, en notant la fenêtre de sommeil convenue et si vous l’avez respectée. Indiquez aussi votre niveau de somnolence dans la journée. Votre psychologue s’appuie sur l’agenda pour décider avec vous quand élargir la fenêtre.',
            de: 'Führen Sie Ihr Schlaftagebuch jeden Morgen weiter und notieren Sie Ihr vereinbartes Schlaffenster und ob Sie es eingehalten haben. Vermerken Sie auch, wie schläfrig Sie tagsüber waren. Anhand des Tagebuchs entscheiden Sie gemeinsam mit Ihrer Psychologin bzw. Ihrem Psychologen, wann das Fenster erweitert wird.',
          },
        },
      ],
    },
    {
      key: 'insomnia-4',
      title: {
        en: 'Winding down',
        sv: 'Att varva ner',
        nb: 'Å roe ned',
        fr: 'Se préparer au sommeil',
        de: 'Zur Ruhe kommen',
      },
      steps: [
        {
          kind: 'text',
          id: 'insomnia-4-buffer',
          title: {
            en: 'A buffer before bed',
            sv: 'En buffert före sänggåendet',
            nb: 'En buffer før leggetid',
            fr: 'Un sas avant le coucher',
            de: 'Ein Puffer vor dem Zubettgehen',
          },
          body: {
            en: 'Sleep does not come at the flick of a switch. Give yourself 30–60 minutes before bed to slow down: dim the lights, put work and screens aside, and do something calm that you enjoy, such as reading, a shower or gentle stretching. Doing the same things in the same order each evening tells the body that sleep is on its way.',
            sv: 'Sömnen kommer inte på beställning. Ge dig själv 30–60 minuter före sänggåendet för att varva ner: dämpa belysningen, lägg undan jobb och skärmar och gör något lugnt som du tycker om, som att läsa, duscha eller stretcha lätt. Att göra samma saker i samma ordning varje kväll signalerar till kroppen att det snart är dags att sova.',
            nb: 'Søvnen kommer ikke på bestilling. Gi deg selv 30–60 minutter før leggetid til å roe ned: Demp lyset, legg bort jobb og skjermer, og gjør noe rolig du liker, som å lese, dusje eller tøye lett. Å gjøre det samme i samme rekkefølge hver kveld signaliserer til kroppen at det snart er tid for å sove.',
            fr: 'Le sommeil ne s’allume pas comme un interrupteur. Accordez-vous 30 à 60 minutes avant le coucher pour ralentir : baissez la lumière, mettez de côté le travail et les écrans, et faites quelque chose de calme que vous aimez, comme lire, prendre une douche ou faire quelques étirements doux. Répéter les mêmes gestes dans le même ordre chaque soir indique au corps que le sommeil approche.',
            de: 'Schlaf lässt sich nicht auf Knopfdruck einschalten. Nehmen Sie sich vor dem Zubettgehen 30–60 Minuten, um herunterzufahren: Licht dimmen, Arbeit und Bildschirme beiseitelegen und etwas Ruhiges tun, das Ihnen guttut, etwa lesen, duschen oder sanft dehnen. Wenn Sie jeden Abend dieselben Dinge in derselben Reihenfolge tun, signalisiert das dem Körper, dass der Schlaf naht.',
          },
        },
        {
          kind: 'text',
          id: 'insomnia-4-habits',
          title: {
            en: 'Habits that affect sleep',
            sv: 'Vanor som påverkar sömnen',
            nb: 'Vaner som påvirker søvnen',
            fr: 'Les habitudes qui influencent le sommeil',
            de: 'Gewohnheiten, die den Schlaf beeinflussen',
          },
          body: {
            en: 'Caffeine stays in the body for many hours: avoid coffee, tea, energy drinks and cola after lunch. Alcohol may help you fall asleep but makes sleep lighter and more broken later in the night. Exercise helps sleep, but finish hard training a few hours before bed. Get daylight in the morning and keep the bedroom cool, dark and quiet. On their own these habits rarely cure insomnia, but they support the other methods.',
            sv: 'Koffein stannar kvar i kroppen i många timmar: undvik kaffe, te, energidrycker och cola efter lunch. Alkohol kan göra det lättare att somna men gör sömnen ytligare och oroligare senare under natten. Motion främjar sömnen, men avsluta hård träning några timmar före sänggåendet. Se till att få dagsljus på morgonen och ha sovrummet svalt, mörkt och tyst. Ensamma botar vanorna sällan sömnbesvär, men de stöder de andra metoderna.',
            nb: 'Koffein blir værende i kroppen i mange timer: Unngå kaffe, te, energidrikk og cola etter lunsj. Alkohol kan gjøre det lettere å sovne, men gjør søvnen lettere og mer urolig utover natten. Trening fremmer søvn, men avslutt hard trening noen timer før leggetid. Få dagslys om morgenen, og hold soverommet kjølig, mørkt og stille. Alene kurerer disse vanene sjelden søvnvansker, men de støtter de andre metodene.',
            fr: 'La caféine reste plusieurs heures dans l’organisme : évitez café, thé, boissons énergisantes et sodas au cola après le déjeuner. L’alcool peut aider à s’endormir, mais rend le sommeil plus léger et plus fragmenté en seconde partie de nuit. L’activité physique favorise le sommeil, mais terminez les efforts intenses quelques heures avant le coucher. Exposez-vous à la lumière du jour le matin et gardez une chambre fraîche, sombre et calme. Seules, ces habitudes guérissent rarement l’insomnie, mais elles soutiennent les autres méthodes.',
            de: 'Koffein bleibt viele Stunden im Körper: Verzichten Sie nach dem Mittagessen auf Kaffee, Tee, Energydrinks und Cola. Alkohol erleichtert vielleicht das Einschlafen, macht den Schlaf in der zweiten Nachthälfte aber flacher und unruhiger. Bewegung fördert den Schlaf, doch intensives Training sollte einige Stunden vor dem Zubettgehen enden. Tanken Sie morgens Tageslicht und halten Sie das Schlafzimmer kühl, dunkel und ruhig. Allein heilen diese Gewohnheiten selten eine Schlafstörung, aber sie unterstützen die anderen Methoden.',
          },
        },
      ],
    },
    {
      key: 'insomnia-5',
      title: {
        en: 'Thoughts about sleep',
        sv: 'Tankar om sömnen',
        nb: 'Tanker om søvn',
        fr: 'Les pensées autour du sommeil',
        de: 'Gedanken über den Schlaf',
      },
      steps: [
        {
          kind: 'text',
          id: 'insomnia-5-thoughts',
          title: {
            en: 'When thoughts keep you awake',
            sv: 'När tankarna håller dig vaken',
            nb: 'Når tankene holder deg våken',
            fr: 'Quand les pensées empêchent de dormir',
            de: 'Wenn Gedanken wach halten',
          },
          body: {
            en: 'Thoughts such as ‘if I don’t sleep now, tomorrow will be a disaster’ create tension that makes sleep even harder. Most people function better than they fear after a poor night, and the body makes up for lost sleep by sleeping more deeply the next night. Write down your own typical thoughts about sleep and ask yourself: what is the evidence? What happened the last time I slept badly?',
            sv: 'Tankar som ”om jag inte somnar nu blir morgondagen en katastrof” skapar en spänning som gör det ännu svårare att sova. De flesta fungerar bättre än de befarar efter en dålig natt, och kroppen tar igen förlorad sömn genom att sova djupare nästa natt. Skriv ner dina egna typiska tankar om sömn och fråga dig: vad talar för dem? Vad hände förra gången jag sov dåligt?',
            nb: 'Tanker som «hvis jeg ikke sovner nå, blir morgendagen en katastrofe» skaper en spenning som gjør det enda vanskeligere å sove. De fleste fungerer bedre enn de frykter etter en dårlig natt, og kroppen tar igjen tapt søvn ved å sove dypere natten etter. Skriv ned dine egne typiske tanker om søvn, og spør deg selv: Hva taler for dem? Hva skjedde sist gang jeg sov dårlig?',
            fr: 'Des pensées comme « si je ne m’endors pas maintenant, demain sera une catastrophe » créent une tension qui rend le sommeil encore plus difficile. La plupart des gens fonctionnent mieux qu’ils ne le craignent après une mauvaise nuit, et le corps compense en dormant plus profondément la nuit suivante. Notez vos propres pensées typiques sur le sommeil et demandez-vous : sur quoi reposent-elles ? Que s’est-il passé la dernière fois que j’ai mal dormi ?',
            de: 'Gedanken wie „Wenn ich jetzt nicht einschlafe, wird der Tag morgen eine Katastrophe“ erzeugen Anspannung, die das Einschlafen noch schwerer macht. Die meisten Menschen funktionieren nach einer schlechten Nacht besser als befürchtet, und der Körper holt verlorenen Schlaf durch tieferen Schlaf in der nächsten Nacht nach. Schreiben Sie Ihre typischen Gedanken über Schlaf auf und fragen Sie sich: Was spricht dafür? Was ist nach meiner letzten schlechten Nacht tatsächlich passiert?',
          },
        },
        {
          kind: 'text',
          id: 'insomnia-5-worry',
          title: {
            en: 'Put worries down before bed',
            sv: 'Lägg ifrån dig oron före sänggåendet',
            nb: 'Legg fra deg bekymringene før leggetid',
            fr: 'Déposer ses soucis avant le coucher',
            de: 'Sorgen vor dem Schlafengehen ablegen',
          },
          body: {
            en: 'If worries start as soon as your head touches the pillow, deal with them earlier in the evening. Sit down for 15 minutes a couple of hours before bed, write down what is on your mind and a possible next step for each, then close the notebook. If a worry comes at night, remind yourself that it is written down and will be handled tomorrow. Trying hard to sleep works against you; letting go of the effort helps.',
            sv: 'Om oron sätter igång så fort du lägger huvudet på kudden kan du ta hand om den tidigare på kvällen. Sätt dig ner i 15 minuter ett par timmar före sänggåendet, skriv ner det du har i tankarna och ett möjligt nästa steg för varje sak, och stäng sedan anteckningsboken. Kommer oron på natten kan du påminna dig om att den är nedskriven och tas om hand i morgon. Att anstränga sig för att sova motverkar sömnen; att släppa ansträngningen hjälper.',
            nb: 'Hvis bekymringene starter så snart du legger hodet på puten, kan du ta tak i dem tidligere på kvelden. Sett deg ned i 15 minutter et par timer før leggetid, skriv ned det du tenker på og et mulig neste steg for hver ting, og lukk så notatboken. Kommer bekymringene om natten, kan du minne deg selv på at de er skrevet ned og skal tas tak i i morgen. Å anstrenge seg for å sove motvirker søvnen; å slippe anstrengelsen hjelper.',
            fr: 'Si les soucis surgissent dès que votre tête touche l’oreiller, occupez-vous-en plus tôt dans la soirée. Prenez 15 minutes, deux heures environ avant le coucher, pour noter ce qui vous préoccupe et une prochaine étape possible pour chaque point, puis refermez le carnet. Si un souci revient la nuit, rappelez-vous qu’il est noté et sera traité demain. Vouloir à tout prix dormir éloigne le sommeil ; lâcher prise aide.',
            de: 'Beginnen die Sorgen, sobald Ihr Kopf auf dem Kissen liegt, kümmern Sie sich früher am Abend um sie. Setzen Sie sich etwa zwei Stunden vor dem Schlafengehen 15 Minuten hin, schreiben Sie auf, was Sie beschäftigt, und zu jedem Punkt einen möglichen nächsten Schritt – dann schließen Sie das Notizbuch. Kommt nachts eine Sorge, erinnern Sie sich: Sie ist notiert und wird morgen angegangen. Krampfhaft schlafen zu wollen, verhindert den Schlaf; die Anstrengung loszulassen, hilft.',
          },
        },
      ],
    },
    {
      key: 'insomnia-6',
      title: {
        en: 'Keeping good sleep',
        sv: 'Att behålla en god sömn',
        nb: 'Å beholde god søvn',
        fr: 'Garder un bon sommeil',
        de: 'Guten Schlaf bewahren',
      },
      steps: [
        {
          kind: 'text',
          id: 'insomnia-6-plan',
          title: {
            en: 'If sleep gets worse again',
            sv: 'Om sömnen blir sämre igen',
            nb: 'Hvis søvnen blir dårligere igjen',
            fr: 'Si le sommeil se dégrade à nouveau',
            de: 'Wenn der Schlaf wieder schlechter wird',
          },
          body: {
            en: 'Almost everyone sleeps badly now and then, for example during stress or illness. What matters is how you respond. Avoid the old compensations — going to bed early, lying in, long naps — and return to what worked: a fixed get-up time, bed only when sleepy, getting up when you cannot sleep. If poor sleep lasts more than a couple of weeks, restart your sleep diary and, if needed, a sleep window.',
            sv: 'Nästan alla sover dåligt ibland, till exempel vid stress eller sjukdom. Det viktiga är hur du möter det. Undvik de gamla kompensationerna – att gå och lägga sig tidigt, sova länge på morgonen, ta långa tupplurar – och gå tillbaka till det som fungerade: fast uppstigningstid, sängen bara när du är sömnig, gå upp när du inte kan sova. Håller sömnproblemen i sig mer än ett par veckor, börja med sömndagboken igen och vid behov med ett sömnfönster.',
            nb: 'Nesten alle sover dårlig innimellom, for eksempel ved stress eller sykdom. Det viktige er hvordan du møter det. Unngå de gamle kompensasjonene – å legge seg tidlig, sove lenge om morgenen, ta lange lurer – og gå tilbake til det som virket: fast tidspunkt for å stå opp, sengen bare når du er søvnig, stå opp når du ikke får sove. Varer søvnvanskene mer enn et par uker, begynner du med søvndagboken igjen og ved behov med et søvnvindu.',
            fr: 'Presque tout le monde dort mal de temps en temps, par exemple en période de stress ou de maladie. L’important est votre réaction. Évitez les anciennes compensations (se coucher tôt, faire la grasse matinée, les longues siestes) et revenez à ce qui a marché : heure de lever fixe, au lit seulement quand le sommeil vient, se lever quand on ne dort pas. Si les difficultés durent plus de deux semaines, reprenez votre agenda du sommeil et, si besoin, une fenêtre de sommeil.',
            de: 'Fast jeder schläft ab und zu schlecht, etwa bei Stress oder Krankheit. Entscheidend ist, wie Sie darauf reagieren. Meiden Sie die alten Ausgleichsversuche – früh ins Bett, morgens liegen bleiben, lange Nickerchen – und kehren Sie zu dem zurück, was geholfen hat: feste Aufstehzeit, nur schläfrig ins Bett, aufstehen, wenn Sie nicht schlafen können. Halten die Probleme länger als zwei Wochen an, beginnen Sie wieder mit dem Schlaftagebuch und bei Bedarf mit einem Schlaffenster.',
          },
        },
        weekCheck('insomnia-6-check'),
        {
          kind: 'questionnaire',
          id: 'insomnia-6-confidence',
          title: {
            en: 'Looking ahead',
            sv: 'Framåt',
            nb: 'Veien videre',
            fr: 'Pour la suite',
            de: 'Der Blick nach vorn',
          },
          questions: [
            {
              id: 'insomnia-6-confidence-routine',
              text: {
                en: 'How confident are you that you can keep a fixed get-up time?',
                sv: 'Hur säker är du på att du kan hålla en fast uppstigningstid?',
                nb: 'Hvor sikker er du på at du klarer å holde et fast tidspunkt for å stå opp?',
                fr: 'Dans quelle mesure êtes-vous confiant(e) de pouvoir garder une heure de lever fixe ?',
                de: 'Wie zuversichtlich sind Sie, eine feste Aufstehzeit beizubehalten?',
              },
            },
            {
              id: 'insomnia-6-confidence-setback',
              text: {
                en: 'How confident are you that you know what to do if your sleep gets worse again?',
                sv: 'Hur säker är du på att du vet vad du ska göra om sömnen blir sämre igen?',
                nb: 'Hvor sikker er du på at du vet hva du skal gjøre hvis søvnen blir dårligere igjen?',
                fr: 'Dans quelle mesure êtes-vous confiant(e) de savoir quoi faire si votre sommeil se dégrade à nouveau ?',
                de: 'Wie zuversichtlich sind Sie, dass Sie wissen, was zu tun ist, wenn Ihr Schlaf wieder schlechter wird?',
              },
            },
          ],
          scale: CONFIDENCE_SCALE,
        },
      ],
    },
  ],
};
