/**
 * Pregnancy and lactation texts for every ATC code of the shipped drug catalogue (catalogue-data.ts), shown beside the
 * prescription form. They are written by the konsult team in the manner of Janusmed (Region Stockholm's "Janusmed
 * fosterpåverkan" and "Janusmed amning") and FASS: summaries for the prescriber's attention, NOT the official Janusmed
 * texts, and not a substitute for them. The FASS pregnancy category and lactation group are our best reading of how the
 * substance is classified; many products approved in later years carry no Swedish category at all. The HTTP adapter to
 * a real service replaces them.
 */

/** FASS pregnancy categories (A, B:1, B:2, B:3, C, D). */
export type PregnancyCategory = 'A' | 'B:1' | 'B:2' | 'B:3' | 'C' | 'D';
/** FASS lactation groups (I, II, III, IVa, IVb). */
export type LactationGroup = 'I' | 'II' | 'III' | 'IVa' | 'IVb';
export type JanusmedText = {
  pregnancy: { category: PregnancyCategory; text: string };
  lactation: { group: LactationGroup; text: string };
};

const e = (category: PregnancyCategory, pregnancy: string, group: LactationGroup, lactation: string): JanusmedText => ({
  pregnancy: { category, text: pregnancy },
  lactation: { group, text: lactation },
});

// Texts shared by several codes of one class.
const INSULIN_L =
  'Insulin passerar över i modersmjölk endast i obetydlig mängd och bryts ned i barnets mag-tarmkanal. Kan användas under amning; insulinbehovet kan minska och dosen behöver ofta justeras.';
const ACE_P =
  'Ska inte användas under graviditet och är kontraindicerat under andra och tredje trimestern. Exponering senare i graviditeten kan ge nedsatt njurfunktion hos fostret, oligohydramnios, försenad skallförbening samt hypotension och njursvikt hos det nyfödda barnet; byt till annat antihypertensivum vid planerad eller konstaterad graviditet.';
const ARB_P =
  'Ska inte användas under graviditet och är kontraindicerat under andra och tredje trimestern. Liksom ACE-hämmare kan angiotensin II-receptorblockerare ge nedsatt njurfunktion hos fostret, oligohydramnios, försenad skallförbening och neonatal hypotension; byt till annat antihypertensivum vid planerad eller konstaterad graviditet.';
const ARB_L =
  'Uppgift saknas om passage över i human modersmjölk. Rekommenderas inte under amning, särskilt inte vid amning av nyfött eller för tidigt fött barn; andra antihypertensiva med bättre dokumentation är att föredra.';
const STATIN_P =
  'Kontraindicerat under graviditet. Kolesterol och dess syntesprodukter behövs för fostrets utveckling och en risk kan inte uteslutas, även om senare studier inte har visat någon tydlig ökning av missbildningar; behandlingen bör avbrytas vid planerad graviditet och när graviditet konstateras.';
const STATIN_L =
  'Uppgift saknas om passage över i human modersmjölk; statiner utsöndras i mjölk hos råtta. Kontraindicerat under amning eftersom risk för störd lipidsyntes hos barnet inte kan uteslutas.';
const SGLT2_P =
  'Ska inte användas under graviditet. Djurstudier har visat påverkan på njurarnas utveckling under en period som motsvarar andra och tredje trimestern hos människa; behandlingen ska avbrytas när graviditet konstateras och insulin är förstahandsval.';
const GLP1_L =
  'Uppgift saknas om passage över i human modersmjölk; peptiden utsöndras i mjölk hos djur. Ska inte användas under amning.';
const NSAID_P =
  'Bör undvikas under graviditet. Användning i tidig graviditet kan öka risken för missfall, och från graviditetsvecka 20 kan NSAID ge nedsatt njurfunktion hos fostret med oligohydramnios; kontraindicerat under tredje trimestern på grund av risk för för tidig slutning av ductus arteriosus, pulmonell hypertension hos fostret samt förlängd förlossning och ökad blödning.';
const COXIB_P =
  'Ska inte användas under graviditet. Som för andra NSAID kan hämning av prostaglandinsyntesen ge nedsatt njurfunktion hos fostret med oligohydramnios från vecka 20, och användning under tredje trimestern medför risk för för tidig slutning av ductus arteriosus samt förlängd förlossning och ökad blödning.';
const BETA_P =
  'Lång erfarenhet utan tecken på ökad missbildningsrisk. Betablockerare kan minska placentagenomblödningen och ge intrauterin tillväxthämning, och bradykardi, hypoglykemi och andningspåverkan kan förekomma hos det nyfödda barnet, som bör observeras de första dygnen.';
const TOP_STEROID_L =
  'Den systemiska exponeringen vid behandling av begränsade hudytor är låg och påverkan på barnet är osannolik. Applicera inte på brösten och tvätta händerna före amning.';
const STRONG_STEROID_L =
  'Uppgift saknas om passage över i modersmjölk efter kutan behandling, men den systemiska exponeringen vid behandling av begränsade ytor är låg. Applicera inte på brösten.';
const CHC_P =
  'Inte indicerat under graviditet; behandlingen ska avbrytas om graviditet konstateras. Stora epidemiologiska studier har inte visat ökad missbildningsrisk hos barn till kvinnor som oavsiktligt använt kombinerade hormonella preventivmedel i tidig graviditet.';
const CHC_L =
  'Små mängder av hormonerna passerar över i modersmjölk och östrogen kan minska mjölkproduktionen. Kombinerade hormonella preventivmedel bör inte användas de första sex veckorna efter förlossningen hos ammande; gestagena metoder är att föredra under amning.';
const ESTROGEN_P =
  'Inte indicerat under graviditet; behandlingen ska avbrytas om graviditet konstateras. Epidemiologiska studier av oavsiktlig exponering för östrogener i tidig graviditet har inte visat teratogena effekter.';
const INH_STEROID_LABA_L =
  'Uppgift saknas om passage över i human modersmjölk. Den systemiska exponeringen efter inhalation är låg och påverkan på barnet bedöms osannolik, men budesonid/formoterol har bäst dokumentation.';
const COPD_P =
  'Läkemedlet är avsett för KOL och erfarenhet av användning under graviditet saknas i stort sett. Djurstudier har vid höga systemiska doser visat effekter som är typiska för beta-2-agonister respektive glukokortikoider; bör användas endast om nyttan klart överväger risken.';
const COPD_L =
  'Uppgift saknas om passage över i human modersmjölk. Den systemiska exponeringen efter inhalation är låg, men nyttan av behandlingen ska vägas mot en okänd risk för barnet.';
const NASAL_STEROID_L =
  'Uppgift saknas om passage över i human modersmjölk, men den systemiska exponeringen efter nasal användning är mycket låg och påverkan på barnet förväntas inte.';
const TRIPTAN_P =
  'Erfarenheten är mer begränsad än för sumatriptan, som är förstahandsval bland triptaner under graviditet. Tillgängliga data talar inte för ökad missbildningsrisk och djurstudier har visat effekter endast vid höga doser.';
const SSRI_LATE =
  'Användning sent i graviditeten kan ge övergående anpassningssymtom hos det nyfödda barnet och en liten ökad risk för persisterande pulmonell hypertension (PPHN); barnet bör observeras efter förlossningen.';
const ANTIPSYCHOTIC_LATE =
  'Användning under tredje trimestern kan ge extrapyramidala symtom, sedering och utsättningssymtom hos det nyfödda barnet, som bör observeras efter förlossningen.';
const BENZO_LATE =
  'Användning under tredje trimestern eller i höga doser vid förlossningen kan ge hypotoni, hypotermi, andningsdepression och utsättningssymtom hos det nyfödda barnet.';
const OPIOID_LATE =
  'Långvarig användning under graviditeten kan ge neonatalt abstinenssyndrom och användning nära förlossningen andningsdepression hos det nyfödda barnet.';

/** Keyed by the catalogue's ATC code (the substance, or the combination's code). */
export const JANUSMED_BY_ATC: Readonly<Record<string, JanusmedText>> = {
  // A: matsmältningsorgan och ämnesomsättning
  A02AD01: e(
    'A',
    'Kan användas under graviditet. Aluminium- och magnesiumsalterna absorberas i ringa grad och lång erfarenhet talar inte för fosterskada; undvik långvarigt bruk i höga doser.',
    'II',
    'Absorptionen är ringa och påverkan på barnet är osannolik med terapeutiska doser. Kan användas under amning.',
  ),
  A02BC01: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet, bland annat från det svenska Medicinska födelseregistret, utan tecken på ökad risk för missbildningar.',
    'II',
    'Passerar över i modersmjölk i små mängder och inaktiveras delvis i barnets magsäck. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  A02BC02: e(
    'B:3',
    'Erfarenheten är mindre än för omeprazol och djurstudier har visat reproduktionstoxicitet vid höga doser. Data från användning under graviditet talar inte för ökad missbildningsrisk, men omeprazol är förstahandsval.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  A02BC03: e(
    'B:3',
    'Erfarenheten är mindre än för omeprazol. Tillgängliga data talar inte för ökad missbildningsrisk, men omeprazol är att föredra under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; lansoprazol utsöndras i mjölk hos råtta. Omeprazol är att föredra under amning.',
  ),
  A02BC05: e(
    'B:1',
    'Esomeprazol är S-isomeren av omeprazol, där erfarenheten är stor utan tecken på fosterskada. Data för esomeprazol är mer begränsade men talar inte för ökad risk.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Omeprazol, där påverkan på barnet bedöms osannolik, är att föredra under amning.',
  ),
  A02BX13: e(
    'A',
    'Kan användas under graviditet. Alginat tas inte upp systemiskt och natrium- och kalciumsalterna ger obetydlig exponering vid rekommenderad dosering.',
    'I',
    'Alginat absorberas inte och övriga innehållsämnen ger ingen relevant exponering för barnet. Kan användas under amning.',
  ),
  A03BB01: e(
    'B:1',
    'Erfarenheten av användning under graviditet, särskilt tidig graviditet, är begränsad. Djurstudier har inte visat fosterskadande effekter och den orala absorptionen är låg; bör användas med viss försiktighet.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Den orala biotillgängligheten är låg, men långvarig behandling under amning bör undvikas.',
  ),
  A03FA01: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på ökad missbildningsrisk; vid användning nära förlossningen kan extrapyramidala symtom hos det nyfödda barnet inte uteslutas.',
    'II',
    'Passerar över i modersmjölk i låg koncentration. Påverkan på barnet är osannolik vid kortvarig behandling, men barnet bör observeras för biverkningar.',
  ),
  A04AA01: e(
    'B:1',
    'Erfarenheten är växande men vissa epidemiologiska studier har visat en liten ökning av läpp-käk-gomspalt och hjärtmissbildningar vid exponering under första trimestern. Bör inte användas under första trimestern om alternativ finns.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; ondansetron utsöndras i mjölk hos råtta. Kortvarig användning bedöms medföra låg risk, men dokumentationen är begränsad.',
  ),
  A06AB02: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på fosterskada; den systemiska exponeringen är låg.',
    'I',
    'Den aktiva metaboliten har inte påvisats i modersmjölk. Kan användas under amning.',
  ),
  A06AB08: e(
    'A',
    'Kan användas under graviditet. Lång erfarenhet utan tecken på fosterskada och den systemiska absorptionen är ringa.',
    'I',
    'Varken natriumpikosulfat eller dess aktiva metabolit har påvisats i modersmjölk. Kan användas under amning.',
  ),
  A06AC03: e(
    'A',
    'Kan användas under graviditet. Bulkmedlet absorberas inte och når därför inte fostret.',
    'I',
    'Absorberas inte och passerar därför inte över i modersmjölk. Kan användas under amning.',
  ),
  A06AD11: e(
    'A',
    'Kan användas under graviditet. Laktulos absorberas i mycket ringa grad och stor erfarenhet talar inte för fosterskada.',
    'I',
    'Den systemiska exponeringen är försumbar och påverkan på barnet förväntas inte. Kan användas under amning.',
  ),
  A06AD15: e(
    'A',
    'Kan användas under graviditet. Makrogol absorberas i försumbar grad och ingen påverkan på fostret förväntas.',
    'I',
    'Makrogol absorberas i försumbar grad och påverkan på barnet förväntas inte. Kan användas under amning.',
  ),
  A06AD65: e(
    'A',
    'Kan användas under graviditet. Makrogol och elektrolyter ger försumbar systemisk exponering vid rekommenderad dosering.',
    'I',
    'Den systemiska exponeringen är försumbar och påverkan på barnet förväntas inte. Kan användas under amning.',
  ),
  A06AG11: e(
    'A',
    'Kan användas under graviditet. Lokalt verkande klysma utan relevant systemisk absorption.',
    'I',
    'Absorberas inte i relevant grad och passerar inte över i modersmjölk. Kan användas under amning.',
  ),
  A07DA03: e(
    'B:1',
    'Erfarenheten av användning i tidig graviditet är begränsad; djurstudier har inte visat fosterskadande effekter, men en möjlig association med hypospadi har rapporterats. Tillfällig användning vid behov bedöms acceptabel.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik vid tillfällig användning med terapeutiska doser.',
  ),
  A07EA06: e(
    'C',
    'Erfarenheten av peroral budesonid under graviditet är begränsad, medan inhalerad budesonid har stor erfarenhet utan tecken på fosterskada. Som för andra glukokortikoider kan långvarig systemisk exponering påverka fostrets tillväxt och binjurefunktion; använd lägsta effektiva dos.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder och exponeringen för barnet är försumbar. Kan användas under amning.',
  ),
  A07EC01: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på ökad missbildningsrisk; sulfasalazin hämmar folatupptaget och tillskott av folsyra rekommenderas.',
    'II',
    'Sulfapyridin passerar över i modersmjölk i låga koncentrationer och påverkan på friska fullgångna barn är osannolik. Försiktighet gäller vid prematuritet, ikterus eller G6PD-brist hos barnet; enstaka fall av blodig diarré har rapporterats.',
  ),
  A07EC02: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet vid inflammatorisk tarmsjukdom utan tecken på ökad missbildningsrisk; välkontrollerad sjukdom är viktig för graviditetsutfallet.',
    'II',
    'Mesalazin och dess metabolit passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik, men diarré hos barnet har rapporterats i enstaka fall.',
  ),
  A08AB01: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat fosterskadande effekter, men viktminskning är inte indicerad under graviditet och orlistat ska därför inte användas.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Orlistat absorberas i mycket ringa grad men ska inte användas under amning.',
  ),
  A10AB04: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på fosterskada; god glukoskontroll före och under graviditeten minskar risken för missbildningar och komplikationer. Insulinbehovet ändras under graviditeten och sjunker snabbt efter förlossningen.',
    'II',
    INSULIN_L,
  ),
  A10AB05: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet, bland annat från en randomiserad studie, utan tecken på fosterskada; god glukoskontroll minskar risken för missbildningar och komplikationer. Insulinbehovet ändras under graviditeten och sjunker snabbt efter förlossningen.',
    'II',
    INSULIN_L,
  ),
  A10AC01: e(
    'A',
    'Kan användas under graviditet. Humaninsulin har mycket stor erfarenhet utan tecken på fosterskada; god glukoskontroll minskar risken för missbildningar och komplikationer.',
    'II',
    INSULIN_L,
  ),
  A10AD05: e(
    'A',
    'Kan användas under graviditet. Insulin aspart har stor erfarenhet utan tecken på fosterskada; god glukoskontroll minskar risken för missbildningar och komplikationer. Insulinbehovet ändras under graviditeten och dosen behöver följas.',
    'II',
    INSULIN_L,
  ),
  A10AE04: e(
    'A',
    'Kan användas under graviditet. En stor mängd data (över 1000 graviditetsutfall) talar inte för ökad risk för missbildningar eller fosterskada; god glukoskontroll före och under graviditeten är viktig.',
    'II',
    INSULIN_L,
  ),
  A10AE05: e(
    'A',
    'Kan användas under graviditet. Erfarenhet, bland annat från en randomiserad studie, talar inte för fosterskada; god glukoskontroll före och under graviditeten är viktig.',
    'II',
    INSULIN_L,
  ),
  A10AE06: e(
    'B:1',
    'Erfarenheten är mindre än för äldre insuliner, men en randomiserad studie jämfört med insulin detemir har inte visat ökad risk. Djurstudier har inte visat fosterskadande effekter.',
    'II',
    INSULIN_L,
  ),
  A10BA02: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på ökad missbildningsrisk; metformin passerar placenta och insulin är förstahandsval när glukoskontrollen inte räcker.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  A10BB12: e(
    'C',
    'Ska inte användas under graviditet. Sulfonureider passerar placenta och kan ge svår och långvarig hypoglykemi hos det nyfödda barnet; byt till insulin före planerad graviditet.',
    'III',
    'Sulfonureider passerar över i modersmjölk och kan ge hypoglykemi hos barnet. Ska inte användas under amning.',
  ),
  A10BD07: e(
    'B:3',
    'Kombinationen ska inte användas under graviditet. Erfarenheten av sitagliptin är otillräcklig och djurstudier med höga doser har visat reproduktionstoxicitet; metformin har stor erfarenhet, men insulin är förstahandsval.',
    'IVb',
    'Metformin passerar över i modersmjölk i små mängder, men uppgift saknas om sitagliptin i human modersmjölk. Kombinationen ska inte användas under amning.',
  ),
  A10BD15: e(
    'B:3',
    'Kombinationen ska inte användas under graviditet. Djurstudier med dapagliflozin har visat påverkan på njurarnas utveckling under en period som motsvarar andra och tredje trimestern; byt till insulin.',
    'IVb',
    'Metformin passerar över i modersmjölk i små mängder, men uppgift saknas om dapagliflozin i human modersmjölk. Kombinationen ska inte användas under amning.',
  ),
  A10BD20: e(
    'B:3',
    'Kombinationen ska inte användas under graviditet. Djurstudier med empagliflozin har visat påverkan på njurarnas utveckling under en period som motsvarar andra och tredje trimestern; byt till insulin.',
    'IVb',
    'Metformin passerar över i modersmjölk i små mängder, men uppgift saknas om empagliflozin i human modersmjölk. Kombinationen ska inte användas under amning.',
  ),
  A10BG03: e(
    'B:3',
    'Ska inte användas under graviditet. Human erfarenhet saknas och djurstudier har visat fetotoxicitet med tillväxthämning.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; pioglitazon utsöndras i mjölk hos råtta. Ska inte användas under amning.',
  ),
  A10BH01: e(
    'B:3',
    'Erfarenheten är otillräcklig och djurstudier med höga doser har visat reproduktionstoxicitet. Bör inte användas under graviditet; insulin är förstahandsval.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; sitagliptin utsöndras i mjölk hos råtta. Ska inte användas under amning.',
  ),
  A10BH05: e(
    'B:1',
    'Erfarenheten är otillräcklig. Djurstudier har inte visat direkta fosterskadande effekter, men linagliptin bör undvikas under graviditet; insulin är förstahandsval.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; linagliptin utsöndras i mjölk hos råtta. Bör inte användas under amning.',
  ),
  A10BJ02: e(
    'B:3',
    'Ska inte användas under graviditet. Human erfarenhet är begränsad och djurstudier har visat reproduktionstoxicitet; behandlingen avslutas vid planerad graviditet eller när graviditet konstateras.',
    'IVa',
    GLP1_L,
  ),
  A10BJ05: e(
    'B:3',
    'Ska inte användas under graviditet. Human erfarenhet är begränsad och djurstudier har visat reproduktionstoxicitet; behandlingen avslutas vid planerad graviditet eller när graviditet konstateras.',
    'IVa',
    GLP1_L,
  ),
  A10BJ06: e(
    'B:3',
    'Ska inte användas under graviditet. Djurstudier har visat reproduktionstoxicitet och human erfarenhet är begränsad; på grund av lång halveringstid bör behandlingen avslutas minst två månader före planerad graviditet.',
    'IVa',
    GLP1_L,
  ),
  A10BK01: e(
    'B:3',
    SGLT2_P,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; dapagliflozin utsöndras i mjölk hos råtta och påverkade njurutvecklingen hos diande ungar. Ska inte användas under amning.',
  ),
  A10BK03: e(
    'B:3',
    SGLT2_P,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; empagliflozin utsöndras i mjölk hos råtta. Ska inte användas under amning.',
  ),
  A11CC05: e(
    'A',
    'Kan användas under graviditet i rekommenderade doser, och D-vitaminbrist bör behandlas. Mycket höga doser kan ge hyperkalcemi hos modern och fostret.',
    'II',
    'D-vitamin passerar över i modersmjölk. Påverkan på barnet är osannolik med rekommenderade doser; ta hänsyn till det D-vitamin som barnet får separat.',
  ),
  A12AX: e(
    'A',
    'Kan användas under graviditet. Kalcium och D-vitamin har stor erfarenhet; rekommenderad dos bör inte överskridas på grund av risk för hyperkalcemi.',
    'II',
    'Kalcium och D-vitamin passerar över i modersmjölk. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  A12BA01: e(
    'A',
    'Kan användas under graviditet. Kalium är ett fysiologiskt ämne och ingen fosterskada förväntas vid korrigering av hypokalemi.',
    'II',
    'Kalium är en normal beståndsdel i modersmjölk och tillskott påverkar inte barnet vid terapeutiska doser.',
  ),

  // B: blod och blodbildande organ
  B01AA03: e(
    'D',
    'Ska inte användas under graviditet. Warfarin är fosterskadande, med risk för warfarinembryopati vid exponering under graviditetsvecka 6–12 och för blödningar i fostrets hjärna senare i graviditeten; byt till lågmolekylärt heparin före planerad graviditet eller så snart graviditet konstateras.',
    'I',
    'Warfarin passerar inte över i modersmjölk i mätbar mängd. Kan användas under amning.',
  ),
  B01AB04: e(
    'B:1',
    'Passerar inte placenta. Lågmolekylärt heparin är förstahandsval vid antikoagulation under graviditet och erfarenheten talar inte för fosterskada; vid regionalanestesi och förlossning ska dosering och tidpunkt planeras.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder och absorberas inte från barnets mag-tarmkanal. Kan användas under amning.',
  ),
  B01AB05: e(
    'B:1',
    'Passerar inte placenta. Lågmolekylärt heparin är förstahandsval vid antikoagulation under graviditet och erfarenheten talar inte för fosterskada; vid regionalanestesi och förlossning ska dosering och tidpunkt planeras.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder och absorberas inte från barnets mag-tarmkanal. Kan användas under amning.',
  ),
  B01AB10: e(
    'B:1',
    'Passerar inte placenta. Lågmolekylärt heparin är förstahandsval vid antikoagulation under graviditet och erfarenheten talar inte för fosterskada; vid regionalanestesi och förlossning ska dosering och tidpunkt planeras.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder och absorberas inte från barnets mag-tarmkanal. Kan användas under amning.',
  ),
  B01AC04: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat fosterskadande effekter; bör användas endast om nyttan bedöms överväga risken, med hänsyn till blödningsrisk vid förlossning och regionalanestesi.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; klopidogrel utsöndras i mjölk hos råtta. Amning rekommenderas inte under behandling.',
  ),
  B01AC06: e(
    'C',
    'Lågdos acetylsalicylsyra används under graviditet, bland annat som profylax mot preeklampsi, och har inte visat ökad missbildningsrisk. Analgetiska doser ska undvikas under tredje trimestern på grund av risk för för tidig slutning av ductus arteriosus och blödning hos mor och barn.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik vid lågdosbehandling; regelbunden användning av högre doser bör undvikas.',
  ),
  B01AC24: e(
    'B:3',
    'Erfarenhet från användning under graviditet saknas i stort sett och djurstudier har visat lätta utvecklingsavvikelser vid höga doser. Rekommenderas inte under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; ticagrelor utsöndras i mjölk hos råtta. Amning rekommenderas inte under behandling.',
  ),
  B01AE07: e(
    'B:3',
    'Ska inte användas under graviditet om det inte är absolut nödvändigt. Human erfarenhet är mycket begränsad och djurstudier har visat reproduktionstoxicitet; lågmolekylärt heparin är förstahandsval.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Amning ska avbrytas under behandling.',
  ),
  B01AF01: e(
    'B:3',
    'Kontraindicerat under graviditet. Human erfarenhet är begränsad och djurstudier har visat reproduktionstoxicitet och blödningskomplikationer; kvinnor i fertil ålder bör använda effektiv preventivmetod och lågmolekylärt heparin är förstahandsval.',
    'IVb',
    'Uppgifterna om passage över i human modersmjölk är mycket begränsade och räcker inte för riskbedömning. Kontraindicerat under amning enligt produktresumén.',
  ),
  B01AF02: e(
    'B:1',
    'Rekommenderas inte under graviditet. Human erfarenhet är begränsad; djurstudier har inte visat direkta fosterskadande effekter, men lågmolekylärt heparin är förstahandsval.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; apixaban utsöndras i mjölk hos djur. Amning ska avbrytas eller behandlingen avstås.',
  ),
  B01AF03: e(
    'B:3',
    'Kontraindicerat under graviditet. Human erfarenhet saknas i stort sett och djurstudier har visat reproduktionstoxicitet; lågmolekylärt heparin är förstahandsval.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; edoxaban utsöndras i mjölk hos djur. Kontraindicerat under amning.',
  ),
  B03AA01: e(
    'A',
    'Kan användas under graviditet. Järnbrist är vanligt under graviditet och peroralt järn har stor erfarenhet utan tecken på fosterskada.',
    'II',
    'Järn passerar över i modersmjölk i begränsad omfattning. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  B03AA07: e(
    'A',
    'Kan användas under graviditet. Järnbrist är vanligt under graviditet och peroralt järn har stor erfarenhet utan tecken på fosterskada.',
    'II',
    'Järn passerar över i modersmjölk i begränsad omfattning. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  B03AC: e(
    'B:3',
    'Ska inte användas under första trimestern; djurdata tyder på att järn passerar placenta och kan påverka fostrets skelettutveckling. Under andra och tredje trimestern kan intravenöst järn ges när peroral behandling inte räcker, men överkänslighetsreaktioner hos modern kan ge fosterbradykardi och fostret bör övervakas.',
    'II',
    'Mycket lite järn passerar över i modersmjölk (under 1 procent). Påverkan på barnet är osannolik.',
  ),
  B03BA01: e(
    'A',
    'Kan användas under graviditet. Vitamin B12 är ett fysiologiskt ämne och brist hos modern bör behandlas.',
    'II',
    'Vitamin B12 passerar över i modersmjölk. Påverkan på barnet är osannolik och brist hos modern bör behandlas, eftersom den kan ge brist även hos barnet.',
  ),
  B03BB01: e(
    'A',
    'Kan användas under graviditet. Folsyratillskott rekommenderas före och i tidig graviditet för att minska risken för neuralrörsdefekter.',
    'II',
    'Folsyra passerar över i modersmjölk. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),

  // C: hjärta och kretslopp
  C01AA05: e(
    'A',
    'Kan användas under graviditet. Lång erfarenhet utan tecken på fosterskada; digoxin passerar placenta och används även vid behandling av takyarytmier hos fostret. Serumkoncentrationen bör följas.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  C01BD01: e(
    'D',
    'Ska inte användas under graviditet om inte nyttan klart överväger risken. Amiodaron innehåller jod och kan ge hypotyreos och struma hos fostret samt bradykardi och QT-förlängning; vid exponering ska barnets tyreoideafunktion kontrolleras efter förlossningen.',
    'III',
    'Amiodaron och dess aktiva metabolit passerar över i modersmjölk i betydande mängd och har mycket lång halveringstid. Amning ska undvikas på grund av risk för påverkan på barnets tyreoidea och hjärta.',
  ),
  C01BD07: e(
    'B:3',
    'Rekommenderas inte under graviditet. Human erfarenhet saknas och djurstudier har visat teratogena effekter.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; dronedaron utsöndras i mjölk hos råtta. Amning ska undvikas under behandling.',
  ),
  C01CA24: e(
    'C',
    'Vid anafylaxi ska adrenalin ges även under graviditet, eftersom obehandlad anafylaxi är farligare för både mor och foster. Adrenalin kan minska det uterina blodflödet, men enstaka doser bedöms inte medföra risk för fosterskada.',
    'II',
    'Adrenalin passerar sannolikt över i modersmjölk men har mycket låg oral biotillgänglighet. Påverkan på barnet är osannolik och amningen kan fortsätta.',
  ),
  C01DA02: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat fosterskadande effekter och glyceryltrinitrat används även inom obstetriken; kraftigt blodtrycksfall hos modern kan dock minska placentagenomblödningen.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Nyttan för modern vid enstaka anfall bör vägas mot en okänd risk för barnet.',
  ),
  C01DA14: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat fosterskadande effekter; bör användas endast om nyttan överväger risken och kraftigt blodtrycksfall hos modern bör undvikas.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Bör användas under amning endast om nyttan för modern klart överväger en okänd risk för barnet.',
  ),
  C01EB18: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat embryotoxicitet vid doser som var toxiska för modern; bör inte användas under graviditet om det inte är absolut nödvändigt.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; ranolazin utsöndras i mjölk hos råtta. Ska inte användas under amning.',
  ),
  C02AC02: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat reproduktionstoxicitet; rekommenderas inte under graviditet eller till kvinnor i fertil ålder som inte använder preventivmedel.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; guanfacin utsöndras i mjölk hos råtta. Beslut måste fattas om amningen ska avbrytas eller behandlingen avstås.',
  ),
  C02CA04: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat minskad fosteröverlevnad vid höga doser; bör användas endast om nyttan klart överväger risken.',
    'IVb',
    'Begränsade data visar att doxazosin passerar över i modersmjölk i små mängder, men underlaget räcker inte för riskbedömning. Bör undvikas under amning.',
  ),
  C03AA01: e(
    'C',
    'Tiazider kan minska moderns plasmavolym och placentagenomblödningen och ge elektrolytrubbningar och trombocytopeni hos det nyfödda barnet. Bör inte användas mot ödem eller hypertoni under graviditet.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med låga doser, men höga doser kan hämma mjölkproduktionen.',
  ),
  C03AA03: e(
    'C',
    'Tiazider kan minska moderns plasmavolym och placentagenomblödningen och ge elektrolytrubbningar och trombocytopeni hos det nyfödda barnet. Bör inte användas mot ödem eller hypertoni under graviditet.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med låga doser, men höga doser kan hämma mjölkproduktionen.',
  ),
  C03CA01: e(
    'C',
    'Diuretika kan minska moderns plasmavolym och placentagenomblödningen. Furosemid bör användas under graviditet endast på strikt indikation, till exempel vid hjärtsvikt eller lungödem, och elektrolyter och fostrets tillväxt bör följas.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik, men furosemid kan hämma mjölkproduktionen.',
  ),
  C03CA02: e(
    'C',
    'Begränsad erfarenhet. Diuretika kan minska moderns plasmavolym och placentagenomblödningen; bumetanid bör användas under graviditet endast på strikt indikation.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Loopdiuretika kan hämma mjölkproduktionen; bör undvikas under amning.',
  ),
  C03DA01: e(
    'C',
    'Bör inte användas under graviditet. Spironolakton har antiandrogena effekter och djurstudier har visat feminisering av hanfoster; human erfarenhet är begränsad.',
    'II',
    'Den aktiva metaboliten kanrenon passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  C03DA04: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat direkta fosterskadande effekter; bör användas med försiktighet under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; eplerenon utsöndras i mjölk hos råtta. Amning rekommenderas inte under behandling.',
  ),
  C05AA01: e(
    'A',
    'Kan användas under graviditet. Lokal behandling med hydrokortison och lidokain ger låg systemisk exponering och lång erfarenhet talar inte för fosterskada.',
    'II',
    'Den systemiska exponeringen är låg och påverkan på barnet är osannolik vid behandling enligt anvisning.',
  ),
  C05AA04: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier med glukokortikoider har visat fosterskador vid systemisk exponering; kortvarig rektal behandling ger låg exponering men bör undvikas under första trimestern.',
    'II',
    'Prednisolon passerar över i modersmjölk i små mängder. Vid kortvarig lokal behandling är påverkan på barnet osannolik.',
  ),
  C07AA05: e(
    'C',
    BETA_P,
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  C07AA07: e(
    'C',
    `${BETA_P} Sotalol kan dessutom ge QT-förlängning.`,
    'III',
    'Sotalol passerar över i modersmjölk i höga koncentrationer. Risk för betablockad hos barnet (bradykardi, hypotoni) föreligger även med terapeutiska doser.',
  ),
  C07AB02: e(
    'C',
    BETA_P,
    'II',
    'Passerar över i modersmjölk men mängden som barnet får i sig är liten. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  C07AB03: e(
    'C',
    `${BETA_P} Atenolol har särskilt kopplats till tillväxthämning vid behandling från tidig graviditet.`,
    'III',
    'Atenolol passerar över i modersmjölk i relativt hög koncentration och utsöndras via barnets njurar. Bradykardi och cyanos har rapporterats hos ammade barn; metoprolol eller labetalol är att föredra.',
  ),
  C07AB07: e(
    'C',
    BETA_P,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Metoprolol eller labetalol, som har bättre dokumentation, är att föredra under amning.',
  ),
  C07AG01: e(
    'C',
    'Förstahandsval vid behandling av hypertoni under graviditet. Stor erfarenhet utan tecken på ökad missbildningsrisk, men som för andra betablockerare kan bradykardi, hypoglykemi och hypotoni förekomma hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  C07AG02: e(
    'C',
    `Begränsad erfarenhet. ${BETA_P}`,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; karvedilol utsöndras i mjölk hos djur. Amning rekommenderas inte under behandling.',
  ),
  C08CA01: e(
    'B:3',
    'Begränsad erfarenhet utan tecken på ökad missbildningsrisk. Djurstudier har visat reproduktionstoxicitet vid höga doser; bör användas endast om säkrare alternativ saknas.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  C08CA02: e(
    'B:3',
    'Ska inte användas under graviditet. Djurstudier har visat fingermissbildningar hos kanin, sannolikt orsakade av minskad placentagenomblödning, och human erfarenhet är begränsad.',
    'II',
    'Felodipin har påvisats i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  C08CA13: e(
    'B:1',
    'Human erfarenhet saknas i stort sett. Djurstudier har inte visat teratogena effekter men kalciumantagonister kan påverka förlossningsförloppet; rekommenderas inte under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Rekommenderas inte under amning.',
  ),
  C08DA01: e(
    'C',
    'Erfarenheten talar inte för ökad missbildningsrisk och verapamil har använts vid arytmier hos modern och fostret. Kan ge hypotension hos modern och bradykardi hos fostret.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  C08DB01: e(
    'B:3',
    'Ska inte användas under graviditet. Djurstudier har visat teratogena effekter och human erfarenhet är begränsad.',
    'IVb',
    'Diltiazem passerar över i modersmjölk i koncentrationer som liknar plasmans, men data räcker inte för riskbedömning. Bör undvikas under amning.',
  ),
  C09AA02: e(
    'D',
    ACE_P,
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på ett fullgånget barn är osannolik, men försiktighet gäller de första veckorna och vid amning av för tidigt fött barn.',
  ),
  C09AA03: e(
    'D',
    ACE_P,
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Enalapril, som har bättre dokumentation, är att föredra under amning.',
  ),
  C09AA05: e(
    'D',
    ACE_P,
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Enalapril, som har bättre dokumentation, är att föredra under amning.',
  ),
  C09CA01: e('D', ARB_P, 'IVa', ARB_L),
  C09CA03: e('D', ARB_P, 'IVa', ARB_L),
  C09CA04: e('D', ARB_P, 'IVa', ARB_L),
  C09CA06: e('D', ARB_P, 'IVa', ARB_L),
  C09CA07: e('D', ARB_P, 'IVa', ARB_L),
  C09DA01: e(
    'D',
    `${ARB_P} Tiaziden kan dessutom minska moderns plasmavolym och ge elektrolytrubbningar hos det nyfödda barnet.`,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk för losartan; hydroklortiazid passerar över och kan i höga doser hämma mjölkproduktionen. Rekommenderas inte under amning.',
  ),
  C09DA06: e(
    'D',
    `${ARB_P} Tiaziden kan dessutom minska moderns plasmavolym och ge elektrolytrubbningar hos det nyfödda barnet.`,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk för kandesartan; hydroklortiazid passerar över och kan i höga doser hämma mjölkproduktionen. Rekommenderas inte under amning.',
  ),
  C09DB01: e(
    'D',
    `${ARB_P} Kombinationen med amlodipin ändrar inte bedömningen.`,
    'IVa',
    'Amlodipin passerar över i modersmjölk i små mängder, men uppgift saknas för valsartan. Rekommenderas inte under amning.',
  ),
  C09DX04: e(
    'D',
    'Ska inte användas under graviditet och är kontraindicerat under andra och tredje trimestern. Valsartan kan, liksom andra läkemedel som påverkar renin-angiotensinsystemet, ge nedsatt njurfunktion hos fostret, oligohydramnios och neonatal hypotension; byt behandling vid planerad eller konstaterad graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; sakubitril och valsartan utsöndras i mjölk hos råtta. Rekommenderas inte under amning.',
  ),
  C10AA01: e('D', STATIN_P, 'IVa', STATIN_L),
  C10AA03: e(
    'D',
    STATIN_P,
    'IVb',
    'Pravastatin passerar över i modersmjölk i små mängder, men data räcker inte för riskbedömning. Kontraindicerat under amning enligt produktresumén.',
  ),
  C10AA05: e('D', STATIN_P, 'IVa', STATIN_L),
  C10AA07: e(
    'D',
    STATIN_P,
    'IVb',
    'Rosuvastatin har påvisats i modersmjölk i små mängder, men data räcker inte för riskbedömning. Kontraindicerat under amning.',
  ),
  C10AX09: e(
    'B:1',
    'Erfarenheten är otillräcklig. Djurstudier har inte visat direkta fosterskadande effekter; bör användas under graviditet endast om det är absolut nödvändigt.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; ezetimib utsöndras i mjölk hos råtta. Bör inte användas under amning.',
  ),
  C10AX13: e(
    'B:1',
    'Human erfarenhet saknas i stort sett. Djurstudier har inte visat fosterskadande effekter, men IgG-antikroppar passerar placenta i ökande grad under andra och tredje trimestern; bör undvikas om inte behandling är nödvändig.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. IgG-antikroppar kan passera över i små mängder de första dagarna efter förlossningen; nyttan ska vägas mot en okänd risk för barnet.',
  ),
  C10AX14: e(
    'B:1',
    'Human erfarenhet saknas i stort sett. Djurstudier har inte visat fosterskadande effekter, men IgG-antikroppar passerar placenta i ökande grad under andra och tredje trimestern; bör undvikas om inte behandling är nödvändig.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. IgG-antikroppar kan passera över i små mängder de första dagarna efter förlossningen; nyttan ska vägas mot en okänd risk för barnet.',
  ),
  C10BA02: e(
    'D',
    `${STATIN_P} Erfarenhet av ezetimib under graviditet saknas.`,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk för både ezetimib och simvastatin. Kontraindicerat under amning.',
  ),

  // D: dermatologiska medel
  D01AC01: e(
    'A',
    'Kan användas under graviditet. Klotrimazol absorberas i mycket ringa grad vid kutan behandling och stor erfarenhet talar inte för fosterskada.',
    'I',
    'Den systemiska exponeringen är försumbar vid kutan användning och passage till modersmjölk saknar betydelse. Applicera inte på bröstvårtorna.',
  ),
  D01AC02: e(
    'A',
    'Kan användas under graviditet. Mikonazol absorberas i mycket ringa grad vid kutan behandling och lång erfarenhet talar inte för fosterskada.',
    'I',
    'Den systemiska exponeringen är försumbar vid kutan användning och passage till modersmjölk saknar betydelse. Applicera inte på bröstvårtorna.',
  ),
  D01AC03: e(
    'A',
    'Kan användas under graviditet. Ekonazol absorberas i mycket ringa grad vid kutan behandling och lång erfarenhet talar inte för fosterskada.',
    'I',
    'Den systemiska exponeringen är försumbar vid kutan användning och passage till modersmjölk saknar betydelse. Applicera inte på bröstvårtorna.',
  ),
  D01AE15: e(
    'B:1',
    'Begränsad erfarenhet, men absorptionen efter kutan behandling är låg (omkring 5 procent) och djurstudier har inte visat fosterskadande effekter. Kan användas om behandling bedöms nödvändig.',
    'II',
    'Terbinafin passerar över i modersmjölk efter peroral tillförsel, men exponeringen efter kutan behandling är låg. Applicera inte på brösten och undvik att barnet kommer i kontakt med behandlad hud.',
  ),
  D01BA02: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat fosterskadande effekter, men eftersom behandling av nagelsvamp kan anstå ska peroralt terbinafin inte användas under graviditet.',
    'III',
    'Terbinafin passerar över i modersmjölk och har lång halveringstid. Ska inte användas under amning.',
  ),
  D02AE01: e(
    'A',
    'Kan användas under graviditet. Karbamid är ett kroppseget ämne och den systemiska exponeringen efter kutan behandling är försumbar.',
    'I',
    'Den systemiska exponeringen är försumbar och påverkan på barnet förväntas inte. Kan användas under amning.',
  ),
  D05AX52: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier med glukokortikoider och höga doser kalcipotriol har visat reproduktionstoxicitet; behandla begränsade ytor under kort tid och endast om nyttan överväger risken.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk efter kutan behandling. Behandla begränsade ytor och applicera inte på brösten.',
  ),
  D06AX01: e(
    'A',
    'Kan användas under graviditet. Den systemiska exponeringen efter kutan behandling av begränsade ytor är försumbar och ingen fosterskada förväntas.',
    'I',
    'Den systemiska exponeringen är försumbar och påverkan på barnet förväntas inte. Applicera inte på brösten.',
  ),
  D06BB03: e(
    'A',
    'Kan användas under graviditet. Aciklovir har stor erfarenhet även vid systemisk behandling och absorptionen efter kutan behandling är mycket låg.',
    'I',
    'Den systemiska exponeringen efter kutan behandling är försumbar. Kan användas under amning; undvik behandling nära bröstvårtorna.',
  ),
  D06BX01: e(
    'A',
    'Kan användas under graviditet. Absorptionen efter kutan behandling är låg och peroralt metronidazol har stor erfarenhet utan tecken på fosterskada.',
    'I',
    'Den systemiska exponeringen efter kutan behandling är mycket låg och påverkan på barnet förväntas inte. Applicera inte på brösten.',
  ),
  D07AA02: e(
    'A',
    'Kan användas under graviditet. Milt verkande glukokortikoid (grupp I) med låg systemisk exponering och lång erfarenhet utan tecken på fosterskada.',
    'II',
    TOP_STEROID_L,
  ),
  D07AB01: e(
    'B:3',
    'Medelstark glukokortikoid (grupp II). Djurstudier har visat fosterskador vid systemisk exponering för glukokortikoider, men erfarenheten av kutan behandling talar inte för ökad missbildningsrisk; behandla begränsade ytor.',
    'II',
    TOP_STEROID_L,
  ),
  D07AB02: e(
    'B:3',
    'Medelstark glukokortikoid (grupp II). Djurstudier har visat fosterskador vid systemisk exponering för glukokortikoider, men erfarenheten av kutan behandling talar inte för ökad missbildningsrisk; behandla begränsade ytor.',
    'II',
    TOP_STEROID_L,
  ),
  D07AC01: e(
    'B:3',
    'Stark glukokortikoid (grupp III). Djurstudier har visat fosterskador vid systemisk exponering och behandling av stora ytor med starka steroider har i vissa studier associerats med låg födelsevikt; behandla begränsade ytor under kort tid.',
    'II',
    TOP_STEROID_L,
  ),
  D07AC13: e(
    'B:3',
    'Stark glukokortikoid (grupp III). Djurstudier har visat fosterskador vid systemisk exponering och behandling av stora ytor med starka steroider har i vissa studier associerats med låg födelsevikt; behandla begränsade ytor under kort tid.',
    'IVa',
    STRONG_STEROID_L,
  ),
  D07AD01: e(
    'B:3',
    'Extra stark glukokortikoid (grupp IV). Djurstudier har visat fosterskador vid systemisk exponering och behandling av stora ytor har i vissa studier associerats med låg födelsevikt; använd endast på begränsade ytor under kort tid.',
    'IVa',
    STRONG_STEROID_L,
  ),
  D07CA01: e(
    'A',
    'Kan användas under graviditet. Hydrokortison är en mild glukokortikoid och fusidinsyra ger försumbar systemisk exponering vid behandling av begränsade ytor.',
    'II',
    TOP_STEROID_L,
  ),
  D10AD03: e(
    'B:3',
    'Kontraindicerat under graviditet och ska inte användas av kvinnor som planerar graviditet. Absorptionen är låg, men retinoider är teratogena vid systemisk exponering och djurstudier med peroral tillförsel har visat fosterskador.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk, men den systemiska exponeringen är låg och påverkan på barnet förväntas inte. Applicera inte på bröstkorgen.',
  ),
  D10AD53: e(
    'B:3',
    'Kontraindicerat under graviditet och ska inte användas av kvinnor som planerar graviditet. Absorptionen av adapalen är låg, men retinoider är teratogena vid systemisk exponering och djurstudier med peroral tillförsel har visat fosterskador.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk, men den systemiska exponeringen är låg och påverkan på barnet förväntas inte. Applicera inte på bröstkorgen.',
  ),
  D10AE01: e(
    'A',
    'Kan användas under graviditet. Bensoylperoxid omvandlas i huden till bensoesyra och den systemiska exponeringen är försumbar.',
    'I',
    'Den systemiska exponeringen är försumbar och påverkan på barnet förväntas inte. Applicera inte på bröstkorgen.',
  ),
  D10AX03: e(
    'B:1',
    'Begränsad erfarenhet, men den systemiska absorptionen är låg och djurstudier har inte visat fosterskadande effekter vid relevanta doser. Kan användas med försiktighet.',
    'II',
    'Azelainsyra är en kroppsegen dikarbonsyra och passagen till modersmjölk efter kutan behandling bedöms försumbar. Påverkan på barnet är osannolik.',
  ),
  D10BA01: e(
    'D',
    'Kontraindicerat under graviditet. Isotretinoin är starkt teratogent med hög risk för svåra missbildningar (centrala nervsystemet, hjärta, ansikte, tymus); behandling kräver graviditetspreventionsprogram med effektiv preventivmetod från en månad före till en månad efter behandlingen.',
    'III',
    'Isotretinoin är mycket lipofilt och passerar sannolikt över i modersmjölk. Kontraindicerat under amning.',
  ),
  D11AH01: e(
    'B:3',
    'Begränsad erfarenhet. Den systemiska absorptionen efter kutan behandling är låg, men djurstudier med systemiskt takrolimus har visat reproduktionstoxicitet; bör användas endast om det är klart nödvändigt.',
    'IVb',
    'Takrolimus passerar över i modersmjölk efter systemisk tillförsel; exponeringen efter kutan behandling är låg men data räcker inte för riskbedömning. Applicera inte på brösten.',
  ),
  D11AH02: e(
    'B:1',
    'Begränsad erfarenhet. Absorptionen efter kutan behandling är låg och djurstudier har inte visat fosterskadande effekter; bör användas endast om det är klart nödvändigt.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Den systemiska exponeringen är låg; applicera inte på brösten.',
  ),
  D11AX22: e(
    'B:3',
    'Begränsad erfarenhet. Absorptionen efter kutan behandling är låg, men djurstudier med peroralt ivermektin har visat fosterskador vid höga doser; rekommenderas inte under graviditet.',
    'IVb',
    'Ivermektin passerar över i modersmjölk i låga koncentrationer efter peroral tillförsel; efter kutan behandling är exponeringen låg men data räcker inte för riskbedömning. Rekommenderas inte under amning.',
  ),

  // G: urogenitala organ och könshormoner
  G01AA10: e(
    'B:1',
    'Lokal behandling ger låg systemisk exponering och klindamycin har stor erfarenhet vid systemisk behandling utan tecken på fosterskada. Under första trimestern bör vaginalkrämen användas endast om det är klart nödvändigt.',
    'II',
    'Den systemiska exponeringen efter vaginal behandling är låg och påverkan på barnet är osannolik.',
  ),
  G01AF01: e(
    'A',
    'Kan användas under graviditet. Absorptionen efter vaginal behandling är låg och metronidazol har stor erfarenhet utan tecken på fosterskada.',
    'II',
    'Den systemiska exponeringen efter vaginal behandling är betydligt lägre än efter peroral tillförsel. Påverkan på barnet är osannolik.',
  ),
  G01AF02: e(
    'A',
    'Kan användas under graviditet. Förstahandsval vid vaginal candidos hos gravida; den systemiska exponeringen är låg. Under graviditet bör vaginaltabletten föras in utan applikator.',
    'I',
    'Den systemiska exponeringen efter vaginal behandling är försumbar. Kan användas under amning.',
  ),
  G01AF05: e(
    'A',
    'Kan användas under graviditet. Den systemiska exponeringen efter vaginal behandling är låg och erfarenheten talar inte för fosterskada; klotrimazol är förstahandsval.',
    'II',
    'Den systemiska exponeringen efter vaginal behandling är låg och påverkan på barnet är osannolik.',
  ),
  G02BB01: e('B:3', CHC_P, 'II', CHC_L),
  G03AA07: e('B:3', CHC_P, 'II', CHC_L),
  G03AA12: e('B:3', CHC_P, 'II', CHC_L),
  G03AA13: e('B:3', CHC_P, 'II', CHC_L),
  G03AA14: e('B:3', CHC_P, 'II', CHC_L),
  G03AB08: e('B:3', CHC_P, 'II', CHC_L),
  G03AC09: e(
    'B:3',
    'Inte indicerat under graviditet; behandlingen ska avbrytas om graviditet konstateras. Epidemiologiska studier av oavsiktlig exponering för gestagena preventivmedel i tidig graviditet har inte visat ökad missbildningsrisk.',
    'II',
    'Etonogestrel passerar över i modersmjölk i små mängder och mjölkproduktionen påverkas inte. Kan användas under amning.',
  ),
  G03AD01: e(
    'B:3',
    'Inte indicerat vid konstaterad graviditet och avbryter inte en befintlig graviditet. Epidemiologiska data har inte visat fosterskador om graviditet inträffar trots behandling.',
    'II',
    'Levonorgestrel passerar över i modersmjölk. Exponeringen för barnet kan minskas genom att amma direkt före intaget och avstå från amning i 8 timmar efteråt.',
  ),
  G03AD02: e(
    'B:3',
    'Inte indicerat vid konstaterad graviditet. Begränsade data från graviditeter som fortsatt trots behandling har inte visat fosterskador, men erfarenheten är otillräcklig.',
    'IVb',
    'Ulipristalacetat passerar över i modersmjölk; effekten på barnet är inte studerad. Amning rekommenderas inte under en vecka efter intaget och mjölken bör pumpas och kasseras.',
  ),
  G03CA03: e(
    'B:3',
    ESTROGEN_P,
    'II',
    'Östradiol passerar över i modersmjölk i små mängder och systemisk behandling kan minska mjölkproduktionen. Systemisk östrogenbehandling rekommenderas inte under amning; lågdoserad vaginal behandling ger försumbar exponering.',
  ),
  G03CA04: e(
    'B:3',
    `${ESTROGEN_P} Den systemiska exponeringen efter lågdoserat vaginalt östriol är låg.`,
    'II',
    'Den systemiska exponeringen efter lågdoserad vaginal behandling är låg och påverkan på barnet är osannolik. Behandlingen är sällan indicerad under amning.',
  ),
  G03DA02: e(
    'D',
    'Ska inte användas under graviditet. Gestagen i höga doser i tidig graviditet har associerats med maskulinisering av flickfoster och hypospadi hos pojkfoster; graviditet ska uteslutas före behandling.',
    'II',
    'Medroxiprogesteron passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  G03DA04: e(
    'A',
    'Progesteron är ett kroppseget hormon som används under graviditet, till exempel som lutealfasstöd vid assisterad befruktning och för att förebygga förtidsbörd. Ingen ökad risk för fosterskada har setts.',
    'II',
    'Progesteron passerar över i modersmjölk. Påverkan på barnet är osannolik, men behandlingen är sällan indicerad under amning.',
  ),
  G03DC02: e(
    'D',
    'Ska inte användas under graviditet. Noretisteron har androgena effekter och kan orsaka maskulinisering av yttre genitalia hos flickfoster; graviditet ska uteslutas före behandling.',
    'II',
    'Noretisteron passerar över i modersmjölk i små mängder och kan i högre doser minska mjölkproduktionen. Påverkan på barnet är osannolik.',
  ),
  G03FA01: e(
    'B:3',
    `${ESTROGEN_P} Noretisteronacetat har androgena effekter i högre doser, men dosen i kombinationen är låg.`,
    'II',
    'Östradiol och noretisteron passerar över i modersmjölk i små mängder och östrogen kan minska mjölkproduktionen. Hormonell ersättningsbehandling är inte indicerad under amning.',
  ),
  G04BD07: e(
    'B:3',
    'Erfarenhet av användning under graviditet saknas och djurstudier har visat reproduktionstoxicitet vid höga doser. Rekommenderas inte under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Bör undvikas under amning.',
  ),
  G04BD08: e(
    'B:3',
    'Erfarenhet av användning under graviditet saknas och djurstudier har visat reproduktionstoxicitet vid höga doser. Rekommenderas inte under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; solifenacin utsöndras i mjölk hos möss. Bör undvikas under amning.',
  ),
  G04BD11: e(
    'B:3',
    'Erfarenhet av användning under graviditet saknas och djurstudier har visat lätt embryotoxicitet. Rekommenderas inte under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Rekommenderas inte under amning.',
  ),
  G04BD12: e(
    'B:3',
    'Begränsad erfarenhet och djurstudier har visat reproduktionstoxicitet. Rekommenderas inte under graviditet eller till kvinnor i fertil ålder som inte använder preventivmedel.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; mirabegron utsöndras i mjölk hos gnagare. Bör inte användas under amning.',
  ),
  G04BE03: e(
    'B:1',
    'Inte avsett för kvinnor vid denna indikation (erektil dysfunktion). Djurstudier har inte visat fosterskadande effekter.',
    'IVa',
    'Inte avsett för kvinnor vid denna indikation. Uppgift saknas om passage över i modersmjölk.',
  ),
  G04BE08: e(
    'B:1',
    'Inte avsett för kvinnor vid denna indikation (erektil dysfunktion). Djurstudier har inte visat fosterskadande effekter.',
    'IVa',
    'Inte avsett för kvinnor vid denna indikation. Uppgift saknas om passage över i human modersmjölk.',
  ),
  G04CA01: e(
    'B:2',
    'Inte avsett för kvinnor (benign prostataförstoring). Relevanta data för användning under graviditet saknas.',
    'IVa',
    'Inte avsett för kvinnor. Uppgift saknas om passage över i modersmjölk.',
  ),
  G04CA02: e(
    'B:2',
    'Inte avsett för kvinnor (benign prostataförstoring). Relevanta data för användning under graviditet saknas.',
    'IVa',
    'Inte avsett för kvinnor. Uppgift saknas om passage över i modersmjölk.',
  ),
  G04CB01: e(
    'D',
    'Kontraindicerat för kvinnor som är eller kan bli gravida. Finasterid hämmar bildningen av dihydrotestosteron och kan orsaka missbildningar av yttre genitalia hos pojkfoster; gravida kvinnor ska inte hantera krossade eller trasiga tabletter.',
    'IVa',
    'Inte avsett för kvinnor. Uppgift saknas om passage över i modersmjölk.',
  ),
  G04CB02: e(
    'D',
    'Kontraindicerat för kvinnor som är eller kan bli gravida. Dutasterid hämmar bildningen av dihydrotestosteron och kan orsaka missbildningar av yttre genitalia hos pojkfoster; dutasterid tas upp genom huden och gravida kvinnor ska undvika kontakt med läckande kapslar.',
    'IVa',
    'Inte avsett för kvinnor. Uppgift saknas om passage över i modersmjölk.',
  ),

  // H: systemiska hormonpreparat
  H01BA02: e(
    'A',
    'Kan användas under graviditet. Erfarenheten, bland annat vid diabetes insipidus, talar inte för fosterskada och desmopressin har ringa effekt på uterus.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder och absorberas knappast från barnets mag-tarmkanal. Påverkan på barnet är osannolik.',
  ),
  H02AA02: e(
    'C',
    'Substitutionsbehandling vid binjurebarksvikt ska fortsätta under graviditet. Fludrokortison passerar placenta och det nyfödda barnet bör observeras för tecken på påverkad binjurefunktion; dosen kan behöva justeras.',
    'II',
    'Passerar sannolikt över i modersmjölk i små mängder. Påverkan på barnet är osannolik vid substitutionsdoser.',
  ),
  H02AB01: e(
    'C',
    'Betametason passerar placenta i hög grad och används för att påskynda fostrets lungmognad inför förtidsbörd. Långvarig behandling kan ge tillväxthämning och binjurebarkshämning hos fostret; prednisolon är att föredra när modern själv behöver behandling.',
    'II',
    'Passerar över i modersmjölk i små mängder. Vid kortvarig behandling är påverkan på barnet osannolik.',
  ),
  H02AB04: e(
    'C',
    'Erfarenheten talar inte för någon kliniskt betydelsefull ökning av missbildningar, men vissa studier har visat en liten ökning av läpp-käk-gomspalt vid exponering i första trimestern. Långvarig behandling med höga doser kan ge tillväxthämning och binjurebarkshämning hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  H02AB06: e(
    'C',
    'Prednisolon inaktiveras till stor del i placenta och är förstahandsval när modern behöver systemisk glukokortikoid. Vissa studier har visat en liten ökning av läpp-käk-gomspalt vid exponering i första trimestern, och långvarig behandling med höga doser kan ge tillväxthämning och binjurebarkshämning hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser; vid höga doser kan amning ske 3–4 timmar efter dosen för att minska exponeringen.',
  ),
  H02AB09: e(
    'A',
    'Substitutionsbehandling vid binjurebarksvikt ska fortsätta under graviditet, ofta med dosökning under tredje trimestern och extra dos vid förlossningen. Hydrokortison inaktiveras i stor utsträckning i placenta.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik vid substitutionsdoser.',
  ),
  H03AA01: e(
    'A',
    'Kan användas under graviditet och behandlingen ska fortsätta. Behovet ökar ofta med 25–50 procent redan i tidig graviditet; TSH bör kontrolleras tidigt och regelbundet eftersom otillräcklig behandling kan påverka barnets neurologiska utveckling.',
    'II',
    'Tyroxin är ett kroppseget hormon som passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik vid substitutionsdoser.',
  ),
  H03BB02: e(
    'D',
    'Tiamazol har associerats med missbildningar (bland annat aplasia cutis samt koanal- och esofagusatresi) vid exponering under graviditetsvecka 6–10; propyltiouracil föredras under första trimestern. Tiamazol passerar placenta och för hög dos kan ge struma och hypotyreos hos fostret.',
    'II',
    'Passerar över i modersmjölk. Vid doser upp till 20 mg per dygn är påverkan på barnet osannolik; barnets tyreoideafunktion kan kontrolleras.',
  ),

  // J: antiinfektiva medel för systemiskt bruk
  J01AA02: e(
    'D',
    'Ska inte användas efter graviditetsvecka 15–16, eftersom tetracykliner lagras i fostrets tänder och skelett och kan ge bestående missfärgning av tänderna. Kortvarig användning i tidig graviditet bedöms inte medföra ökad missbildningsrisk.',
    'II',
    'Passerar över i modersmjölk, men upptaget hos barnet begränsas av kalcium i mjölken. Kortvarig behandling (upp till en vecka) bedöms förenlig med amning; långvarig behandling bör undvikas.',
  ),
  J01AA04: e(
    'D',
    'Ska inte användas efter graviditetsvecka 15–16, eftersom tetracykliner lagras i fostrets tänder och skelett och kan ge bestående missfärgning av tänderna. Aknebehandling bör avbrytas när graviditet konstateras.',
    'II',
    'Passerar över i modersmjölk, men upptaget hos barnet begränsas av kalcium i mjölken. Långvarig behandling, till exempel vid akne, bör undvikas under amning.',
  ),
  J01CA04: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på fosterskada.',
    'II',
    'Passerar över i modersmjölk i små mängder. Kan påverka barnets tarmflora (lös avföring, candida) och ge risk för sensibilisering, men kan användas under amning.',
  ),
  J01CA08: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet, bland annat vid urinvägsinfektion hos gravida, utan tecken på fosterskada.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik; barnets tarmflora kan påverkas.',
  ),
  J01CE02: e(
    'A',
    'Kan användas under graviditet. Mycket stor erfarenhet utan tecken på fosterskada.',
    'II',
    'Passerar över i modersmjölk i små mängder. Kan påverka barnets tarmflora och ge risk för sensibilisering, men kan användas under amning.',
  ),
  J01CF05: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på fosterskada.',
    'II',
    'Passerar över i modersmjölk i små mängder. Kan påverka barnets tarmflora, men kan användas under amning.',
  ),
  J01CR02: e(
    'B:1',
    'Erfarenheten talar inte för ökad missbildningsrisk. En studie vid prematur vattenavgång har visat ökad risk för nekrotiserande enterokolit hos det nyfödda barnet, varför kombinationen bör undvikas nära förlossningen om alternativ finns.',
    'II',
    'Amoxicillin och klavulansyra passerar över i modersmjölk i små mängder. Kan ge diarré och candida hos barnet och risk för sensibilisering, men kan användas under amning.',
  ),
  J01DB01: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på fosterskada.',
    'II',
    'Passerar över i modersmjölk i små mängder. Kan påverka barnets tarmflora, men kan användas under amning.',
  ),
  J01DB05: e(
    'A',
    'Kan användas under graviditet. Erfarenheten av cefalosporiner är stor och talar inte för fosterskada.',
    'II',
    'Passerar över i modersmjölk i små mängder. Kan påverka barnets tarmflora, men kan användas under amning.',
  ),
  J01EA01: e(
    'C',
    'Trimetoprim är en folatantagonist och bör undvikas under första trimestern; vissa studier har visat ökad risk för neuralrörsdefekter och hjärtmissbildningar. Används under senare delen av graviditeten endast när alternativ saknas.',
    'II',
    'Passerar över i modersmjölk. Påverkan på barnet är osannolik vid kortvarig behandling.',
  ),
  J01EE01: e(
    'C',
    'Bör undvikas under första trimestern på grund av folatantagonism och möjlig ökad missbildningsrisk, och under den sista månaden på grund av risk för hyperbilirubinemi och kärnikterus hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk. Påverkan på friska fullgångna barn är osannolik, men sulfonamider bör undvikas vid amning av för tidigt födda eller nyfödda barn med ikterus eller G6PD-brist.',
  ),
  J01FA01: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet; vissa registerstudier har visat en svag association med hjärtmissbildningar, men sambandet är osäkert.',
    'II',
    'Passerar över i modersmjölk. Kan påverka barnets tarmflora; en möjlig association med pylorusstenos har rapporterats vid exponering under de första levnadsveckorna.',
  ),
  J01FA09: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat fosterskadande effekter (bland annat hjärtmissbildningar och gomspalt) vid höga doser; erytromycin eller azitromycin är att föredra.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik, men diarré och candida kan förekomma.',
  ),
  J01FA10: e(
    'B:1',
    'Erfarenheten är växande och de flesta studier har inte visat ökad missbildningsrisk; djurstudier har inte visat fosterskadande effekter. Kan användas när indikation finns, till exempel vid klamydiainfektion.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik, men diarré och candida kan förekomma.',
  ),
  J01FF01: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på fosterskada.',
    'II',
    'Passerar över i modersmjölk i små mängder. Kan påverka barnets tarmflora (diarré, i enstaka fall blod i avföringen), men kan användas under amning med observation av barnet.',
  ),
  J01MA02: e(
    'B:3',
    'Fluorokinoloner har orsakat ledbroskskador hos unga djur. Human erfarenhet talar inte för ökad missbildningsrisk, men ciprofloxacin bör användas under graviditet endast då säkrare alternativ saknas.',
    'III',
    'Ciprofloxacin passerar över i modersmjölk i koncentrationer som liknar plasmans och risk för påverkan på barnet, bland annat på ledbrosket, kan inte uteslutas. Bör undvikas under amning.',
  ),
  J01XE01: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på ökad missbildningsrisk; bör undvikas nära förlossningen på grund av teoretisk risk för hemolys hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik, men nitrofurantoin bör undvikas vid amning av för tidigt födda barn eller barn med ikterus eller G6PD-brist.',
  ),
  J02AC01: e(
    'D',
    'Höga doser (400–800 mg per dygn) under första trimestern har kopplats till ett mönster av missbildningar i skelett, ansikte och hjärta. Även engångsdos 150 mg har i vissa studier associerats med ökad risk för missfall; lokal behandling med klotrimazol är förstahandsval vid vaginal candidos.',
    'II',
    'Passerar över i modersmjölk i koncentrationer som liknar plasmans. En engångsdos på 150 mg bedöms förenlig med amning, men amning rekommenderas inte vid upprepad eller högdoserad behandling.',
  ),
  J05AB01: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på ökad missbildningsrisk; används bland annat som profylax mot herpes genitalis inför förlossningen.',
    'II',
    'Passerar över i modersmjölk, men mängden är liten i förhållande till doser som ges till spädbarn. Påverkan på barnet är osannolik.',
  ),
  J05AB11: e(
    'A',
    'Kan användas under graviditet. Valaciklovir omvandlas till aciklovir, där erfarenheten är stor, och registerdata för valaciklovir talar inte för ökad missbildningsrisk.',
    'II',
    'Aciklovir passerar över i modersmjölk, men mängden är liten i förhållande till doser som ges till spädbarn. Påverkan på barnet är osannolik.',
  ),
  J05AH02: e(
    'B:1',
    'Data från ett stort antal graviditeter talar inte för fosterskada och djurstudier har inte visat fosterskadande effekter. Kan användas för behandling eller profylax mot influensa när nyttan bedöms överväga risken.',
    'II',
    'Oseltamivir och dess aktiva metabolit passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik.',
  ),

  // L: antineoplastiska och immunmodulerande medel
  L02BA01: e(
    'D',
    'Kontraindicerat under graviditet. Missfall, fosterskador och missbildningar har rapporterats och djurstudier har visat reproduktionstoxicitet; effektiv icke-hormonell preventivmetod ska användas under behandlingen och i minst nio månader efter avslutad behandling.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Tamoxifen hämmar mjölkproduktionen och amning rekommenderas inte under behandling.',
  ),
  L02BG03: e(
    'B:3',
    'Kontraindicerat under graviditet; anastrozol är avsett för postmenopausala kvinnor. Human erfarenhet saknas och djurstudier har visat reproduktionstoxicitet.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Kontraindicerat under amning.',
  ),
  L02BG04: e(
    'D',
    'Kontraindicerat under graviditet; letrozol är avsett för postmenopausala kvinnor. Enstaka fall av missbildningar (bland annat sammanväxta blygdläppar och oklar könsutveckling) har rapporterats och djurstudier har visat reproduktionstoxicitet.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Kontraindicerat under amning.',
  ),
  L04AA06: e(
    'D',
    'Kontraindicerat under graviditet. Mykofenolat är starkt teratogent med ökad risk för missfall och missbildningar (öron, ansikte, hjärta, extremiteter); graviditetstest före behandling och två effektiva preventivmetoder krävs, och män ska använda kondom.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; mykofenolsyra utsöndras i mjölk hos råtta. Kontraindicerat under amning.',
  ),
  L04AB01: e(
    'B:1',
    'Erfarenheten är växande och etanercept passerar placenta i mindre grad än andra TNF-hämmare; djurstudier har inte visat fosterskadande effekter. Bör användas endast om det är klart nödvändigt, och barnet bör inte få levande vacciner de första 16 veckorna efter moderns sista dos.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder och absorberas sannolikt inte från barnets mag-tarmkanal. Kan användas under amning.',
  ),
  L04AB04: e(
    'B:1',
    'Stor och växande erfarenhet, bland annat vid inflammatorisk tarmsjukdom, utan tecken på ökad missbildningsrisk. Adalimumab passerar placenta i ökande grad under tredje trimestern och barnet bör inte få levande vacciner förrän fem månader efter moderns sista dos under graviditeten.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder och absorberas sannolikt inte från barnets mag-tarmkanal. Kan användas under amning.',
  ),
  L04AD01: e(
    'C',
    'Erfarenheten, främst från transplanterade kvinnor, talar inte för ökad missbildningsrisk, men ökad förekomst av förtidsbörd och låg födelsevikt har rapporterats. Ska användas endast när nyttan överväger risken.',
    'IVb',
    'Ciklosporin passerar över i modersmjölk i varierande mängd och data räcker inte för riskbedömning. Om amning sker bör barnets blodkoncentration kontrolleras.',
  ),
  L04AD02: e(
    'C',
    'Erfarenheten, främst från transplanterade kvinnor, talar inte för ökad missbildningsrisk, men förtidsbörd samt hyperkalemi och påverkad njurfunktion hos det nyfödda barnet har rapporterats. Ska användas endast när nyttan överväger risken.',
    'IVb',
    'Takrolimus passerar över i modersmjölk i små mängder och begränsade data tyder på låg exponering för barnet, men underlaget räcker inte för säker riskbedömning. Amning rekommenderas inte enligt produktresumén.',
  ),
  L04AX01: e(
    'C',
    'Stor erfarenhet från transplanterade kvinnor och kvinnor med inflammatorisk tarmsjukdom talar inte för ökad missbildningsrisk, och behandlingen bör i regel inte avbrytas. Benmärgshämning och immunpåverkan hos det nyfödda barnet har rapporterats.',
    'II',
    'Metaboliten 6-merkaptopurin passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik med terapeutiska doser, men blodstatus kan kontrolleras vid symtom.',
  ),
  L04AX03: e(
    'D',
    'Kontraindicerat under graviditet. Metotrexat är en folatantagonist som orsakar missfall och allvarliga missbildningar (metotrexatembryopati); graviditet ska uteslutas före behandling och effektiv preventivmetod användas under och minst sex månader efter behandlingen.',
    'III',
    'Passerar över i modersmjölk och kan ackumuleras hos barnet. Kontraindicerat under amning.',
  ),

  // M: rörelseapparaten
  M01AB05: e(
    'C',
    NSAID_P,
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik vid tillfällig användning; ibuprofen är förstahandsval bland NSAID under amning.',
  ),
  M01AE01: e(
    'C',
    NSAID_P,
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Kan användas under amning och är förstahandsval bland NSAID.',
  ),
  M01AE02: e(
    'C',
    NSAID_P,
    'II',
    'Passerar över i modersmjölk i små mängder. Kortvarig användning bedöms förenlig med amning, men naproxen har lång halveringstid och ibuprofen är att föredra.',
  ),
  M01AH01: e(
    'C',
    COXIB_P,
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik, men ibuprofen har bättre dokumentation.',
  ),
  M01AH05: e(
    'C',
    COXIB_P,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; etoricoxib utsöndras i mjölk hos råtta. Ska inte användas under amning; ibuprofen är att föredra.',
  ),
  M02AA15: e(
    'C',
    'Den systemiska exponeringen efter kutan behandling är låg, men under första och andra trimestern bör endast begränsade ytor behandlas under kort tid. Ska inte användas under tredje trimestern eftersom risk för för tidig slutning av fostrets ductus arteriosus inte kan uteslutas.',
    'II',
    'Den systemiska exponeringen är låg och påverkan på barnet är osannolik. Applicera inte på brösten.',
  ),
  M03BX01: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat ökad förekomst av bukväggsbråck vid höga doser, och kramper och utsättningssymtom hos det nyfödda barnet har rapporterats vid behandling sent i graviditeten.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  M04AA01: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat fosterskadande effekter vid höga doser; bör användas under graviditet endast om säkrare alternativ saknas.',
    'II',
    'Allopurinol och dess aktiva metabolit oxipurinol passerar över i modersmjölk. Inga biverkningar har rapporterats hos ammade barn, men erfarenheten är begränsad.',
  ),
  M04AA03: e(
    'B:1',
    'Erfarenhet av användning under graviditet saknas. Djurstudier har inte visat direkta fosterskadande effekter, men febuxostat bör inte användas under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; febuxostat utsöndras i mjölk hos råtta. Ska inte användas under amning.',
  ),
  M05BA04: e(
    'B:3',
    'Ska inte användas under graviditet. Bisfosfonater lagras i skelettet under många år och djurstudier har visat påverkan på fostrets skelett och förlossningssvårigheter; human erfarenhet är begränsad.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Ska inte användas under amning.',
  ),
  M05BX04: e(
    'B:3',
    'Rekommenderas inte under graviditet. Studier på apa har visat ökad fosterdöd och påverkan på skelett, tänder och lymfkörtlar; effektiv preventivmetod bör användas under och minst fem månader efter behandlingen.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Beslut måste fattas om amningen ska avbrytas eller behandlingen avstås.',
  ),

  // N: nervsystemet
  N01BB02: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet av lidokain utan tecken på fosterskada och den systemiska exponeringen efter lokal användning är låg.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik.',
  ),
  N01BB20: e(
    'A',
    'Kan användas under graviditet. Lidokain och prilokain har stor erfarenhet utan tecken på fosterskada och den systemiska exponeringen vid rekommenderad användning är låg.',
    'II',
    'Lidokain och prilokain passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik vid rekommenderad användning.',
  ),
  N02AA01: e(
    'C',
    `Lång erfarenhet utan tecken på ökad missbildningsrisk. ${OPIOID_LATE}`,
    'II',
    'Passerar över i modersmjölk. Påverkan på barnet är osannolik vid enstaka doser, men barnet bör observeras för sedering och andningspåverkan vid upprepad dosering.',
  ),
  N02AA05: e(
    'C',
    `Erfarenheten talar inte för ökad missbildningsrisk. ${OPIOID_LATE}`,
    'II',
    'Passerar över i modersmjölk och kan anrikas där. Kortvarig användning efter förlossningen bedöms acceptabel, men barnet ska observeras för sedering och andningspåverkan och upprepad dosering bör undvikas.',
  ),
  N02AA55: e(
    'C',
    `Erfarenheten av kombinationen är begränsad; oxikodon har inte visat ökad missbildningsrisk. ${OPIOID_LATE}`,
    'IVa',
    'Oxikodon passerar över i modersmjölk; uppgift saknas för naloxon. Amning ska avbrytas under behandling.',
  ),
  N02AB03: e(
    'C',
    `Erfarenheten talar inte för ökad missbildningsrisk. ${OPIOID_LATE}`,
    'III',
    'Fentanyl passerar över i modersmjölk och kan ge sedering och andningsdepression hos barnet vid kontinuerlig tillförsel. Amning ska avbrytas under behandling och i minst 72 timmar efter att plåstret tagits bort.',
  ),
  N02AE01: e(
    'C',
    `Begränsad erfarenhet av plåsterbehandling. ${OPIOID_LATE}`,
    'II',
    'Buprenorfin passerar över i modersmjölk i små mängder och har låg oral biotillgänglighet. Påverkan på barnet är osannolik, men barnet bör observeras för sedering.',
  ),
  N02AJ06: e(
    'C',
    `Kodein har lång erfarenhet utan säkra tecken på ökad missbildningsrisk, men bör om möjligt undvikas under första trimestern. ${OPIOID_LATE}`,
    'III',
    'Kodein omvandlas till morfin, och hos mödrar som är ultrasnabba CYP2D6-metaboliserare kan barnet exponeras för höga morfinhalter; allvarlig andningsdepression och dödsfall har rapporterats. Kontraindicerat under amning.',
  ),
  N02AX02: e(
    'C',
    `Erfarenheten av tramadol i tidig graviditet talar inte säkert för ökad missbildningsrisk. ${OPIOID_LATE}`,
    'II',
    'Tramadol och dess aktiva metabolit passerar över i modersmjölk i små mängder. Enstaka doser bedöms förenliga med amning, men långvarig användning rekommenderas inte och barnet ska observeras för sedering och andningspåverkan.',
  ),
  N02AX06: e(
    'C',
    `Erfarenhet av användning under graviditet saknas i stort sett och djurstudier har visat reproduktionstoxicitet. ${OPIOID_LATE}`,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; tapentadol utsöndras i mjölk hos råtta. Ska inte användas under amning.',
  ),
  N02BA51: e(
    'C',
    'Acetylsalicylsyra i analgetiska doser bör undvikas under graviditet och är kontraindicerad under tredje trimestern på grund av risk för för tidig slutning av ductus arteriosus, förlängd förlossning och blödning hos mor och barn. Paracetamol är förstahandsval.',
    'II',
    'Acetylsalicylsyra och koffein passerar över i modersmjölk. Tillfällig användning bedöms medföra låg risk, men vid regelbunden användning är paracetamol att föredra.',
  ),
  N02BE01: e(
    'A',
    'Kan användas under graviditet och är förstahandsval vid smärta och feber. Stor erfarenhet utan tecken på fosterskada; använd lägsta effektiva dos under kortast möjliga tid.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser och paracetamol är förstahandsval vid smärta och feber under amning.',
  ),
  N02CC01: e(
    'B:3',
    'Störst erfarenhet bland triptaner; data från flera tusen graviditeter talar inte för ökad missbildningsrisk. Förstahandsval bland triptaner under graviditet.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik; exponeringen kan minskas genom att avstå från amning i 12 timmar efter dosen.',
  ),
  N02CC03: e(
    'B:3',
    TRIPTAN_P,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; zolmitriptan utsöndras i mjölk hos djur. Exponeringen kan minskas genom att avstå från amning i 24 timmar efter dosen; sumatriptan är att föredra.',
  ),
  N02CC04: e(
    'B:3',
    TRIPTAN_P,
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; rizatriptan utsöndras i mjölk hos råtta. Exponeringen kan minskas genom att avstå från amning i 24 timmar efter dosen; sumatriptan är att föredra.',
  ),
  N02CC06: e(
    'B:3',
    TRIPTAN_P,
    'II',
    'Eletriptan passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik; exponeringen kan minskas genom att avstå från amning i 24 timmar efter dosen.',
  ),
  N02CD01: e(
    'B:1',
    'Human erfarenhet saknas i stort sett. Studier på apa har inte visat fosterskadande effekter, men IgG-antikroppar passerar placenta i ökande grad under graviditeten; bör undvikas under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. IgG-antikroppar kan passera över de första dagarna efter förlossningen; nyttan ska vägas mot en okänd risk för barnet.',
  ),
  N03AF01: e(
    'D',
    'Karbamazepin ökar risken för missbildningar, främst neuralrörsdefekter, hjärtmissbildningar och läpp-käk-gomspalt, till ungefär dubbla bakgrundsrisken. Behandlingen ska planeras före graviditet med lägsta effektiva dos i monoterapi och folsyratillskott; avbryt inte behandlingen utan ersättning.',
    'II',
    'Passerar över i modersmjölk (25–60 procent av moderns plasmakoncentration). Kan användas under amning, men barnet bör observeras för sedering, dålig sugförmåga och hudreaktioner.',
  ),
  N03AF02: e(
    'B:3',
    'Data från flera hundra graviditeter talar inte för en tydligt ökad missbildningsrisk, men en risk kan inte uteslutas. Koncentrationen av den aktiva metaboliten sjunker under graviditeten och bör följas; folsyratillskott rekommenderas.',
    'II',
    'Oxkarbazepin och dess aktiva metabolit passerar över i modersmjölk (cirka 50 procent av plasmakoncentrationen). Barnet bör observeras för sedering.',
  ),
  N03AG01: e(
    'D',
    'Kontraindicerat under graviditet och hos kvinnor i fertil ålder som inte följer graviditetspreventionsprogrammet. Valproat är starkt teratogent, med cirka 10 procents risk för allvarliga missbildningar och 30–40 procents risk för neuropsykiatriska utvecklingsstörningar; får användas under graviditet endast vid epilepsi när ingen annan behandling fungerar.',
    'II',
    'Passerar över i modersmjölk i låga koncentrationer (1–10 procent av plasmakoncentrationen). Påverkan på barnet är osannolik, men hematologiska effekter har rapporterats och barnet bör observeras.',
  ),
  N03AX09: e(
    'A',
    'Stor erfarenhet från graviditetsregister utan tecken på ökad missbildningsrisk; lamotrigin är ett förstahandsval vid epilepsi under graviditet. Koncentrationen sjunker ofta påtagligt under graviditeten och bör följas, med dosminskning efter förlossningen; folsyratillskott rekommenderas.',
    'III',
    'Passerar över i modersmjölk och koncentrationen hos barnet kan nå 30–50 procent av moderns. Amning kan ofta ske, men barnet ska observeras för apné, sedering, dålig sugförmåga och hudutslag.',
  ),
  N03AX11: e(
    'D',
    'Topiramat ökar risken för missbildningar, främst läpp-käk-gomspalt och hypospadi, samt för låg födelsevikt och har associerats med neuropsykiatriska utvecklingsstörningar. Kontraindicerat vid migränprofylax under graviditet och till kvinnor i fertil ålder utan effektiv preventivmetod; graviditetspreventionsprogram gäller.',
    'III',
    'Passerar över i modersmjölk i betydande mängd och diarré och sedering har rapporterats hos ammade barn. Barnet ska observeras om amning sker.',
  ),
  N03AX12: e(
    'B:3',
    'Begränsad erfarenhet utan säkra tecken på ökad missbildningsrisk; djurstudier har visat fördröjd benbildning. Användning sent i graviditeten kan ge utsättningssymtom hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk, men koncentrationen hos barnet är låg. Påverkan på barnet är osannolik; barnet bör observeras för sedering.',
  ),
  N03AX14: e(
    'A',
    'Stor erfarenhet från graviditetsregister utan tecken på ökad missbildningsrisk; levetiracetam är ett förstahandsval vid epilepsi under graviditet. Koncentrationen kan sjunka under graviditeten och bör följas; folsyratillskott rekommenderas.',
    'II',
    'Passerar över i modersmjölk, men koncentrationen hos barnet är låg. Påverkan på barnet är osannolik; barnet bör observeras för sedering.',
  ),
  N03AX16: e(
    'B:3',
    'Begränsad erfarenhet; en studie har visat en möjlig ökning av missbildningar, medan större registerstudier inte bekräftat detta. Djurstudier har visat reproduktionstoxicitet; bör användas endast om nyttan klart överväger risken.',
    'IVb',
    'Pregabalin passerar över i modersmjölk (cirka 7 procent av moderns viktjusterade dos), men data räcker inte för riskbedömning. Amning rekommenderas inte enligt produktresumén.',
  ),
  N03AX18: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat utvecklingstoxicitet vid doser som gav toxicitet hos modern; bör användas endast om nyttan klart överväger risken.',
    'IVb',
    'Lakosamid passerar över i modersmjölk, men data räcker inte för riskbedömning. Barnet ska observeras för sedering om amning sker.',
  ),
  N04BA02: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier med levodopa och dekarboxylashämmare har visat skelett- och organmissbildningar; bör användas endast om nyttan klart överväger risken.',
    'IVb',
    'Levodopa passerar över i modersmjölk och hämmar prolaktinfrisättningen, vilket kan minska mjölkproduktionen. Data räcker inte för riskbedömning och amning rekommenderas inte.',
  ),
  N04BA03: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier med levodopa, karbidopa och entakapon har visat reproduktionstoxicitet; bör användas endast om nyttan klart överväger risken.',
    'IVb',
    'Levodopa passerar över i modersmjölk och hämmar prolaktinfrisättningen; entakapon utsöndras i mjölk hos råtta. Amning rekommenderas inte.',
  ),
  N04BC05: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat reproduktionstoxicitet vid doser som gav toxicitet hos modern; bör användas endast om nyttan klart överväger risken.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Pramipexol hämmar prolaktinfrisättningen och kan hämma mjölkproduktionen; amning rekommenderas inte.',
  ),
  N04BD02: e(
    'B:1',
    'Human erfarenhet saknas i stort sett. Djurstudier har inte visat direkta fosterskadande effekter; bör undvikas under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Rasagilin kan hämma prolaktinfrisättningen och därmed mjölkproduktionen; bör användas med försiktighet.',
  ),
  N05AA02: e(
    'C',
    `Fentiaziner har lång erfarenhet utan säkra tecken på ökad missbildningsrisk. ${ANTIPSYCHOTIC_LATE}`,
    'IVb',
    'Levomepromazin passerar över i modersmjölk, men data räcker inte för riskbedömning. Barnet ska observeras för sedering.',
  ),
  N05AD01: e(
    'C',
    `Stor erfarenhet utan säkra tecken på ökad missbildningsrisk. ${ANTIPSYCHOTIC_LATE}`,
    'II',
    'Passerar över i modersmjölk. Påverkan på barnet är osannolik vid låga doser, men barnet bör observeras för sedering och extrapyramidala symtom.',
  ),
  N05AF03: e(
    'C',
    `Lång erfarenhet utan säkra tecken på ökad missbildningsrisk. ${ANTIPSYCHOTIC_LATE}`,
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik vid terapeutiska doser, men barnet bör observeras för sedering.',
  ),
  N05AH02: e(
    'C',
    `Erfarenheten talar inte för ökad missbildningsrisk, men klozapin kan bidra till viktuppgång och graviditetsdiabetes. ${ANTIPSYCHOTIC_LATE}`,
    'III',
    'Klozapin passerar över i modersmjölk och kan anrikas hos barnet, med risk för sedering och agranulocytos. Amning ska undvikas.',
  ),
  N05AH03: e(
    'C',
    `Stor erfarenhet utan tecken på ökad missbildningsrisk, men olanzapin kan bidra till viktuppgång och graviditetsdiabetes. ${ANTIPSYCHOTIC_LATE}`,
    'II',
    'Passerar över i modersmjölk i små mängder (omkring 1–2 procent av moderns viktjusterade dos). Påverkan på barnet är osannolik, men barnet bör observeras för sedering.',
  ),
  N05AH04: e(
    'C',
    `Stor erfarenhet utan tecken på ökad missbildningsrisk. ${ANTIPSYCHOTIC_LATE}`,
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik, men barnet bör observeras för sedering.',
  ),
  N05AN01: e(
    'D',
    'Litium har associerats med en ökad risk för hjärtmissbildningar, bland annat Ebsteins anomali, även om den absoluta risken är låg. Användning sent i graviditeten kan ge toxiska effekter hos det nyfödda barnet (hypotoni, struma, hypotyreos); serumkoncentrationen ska följas noga under graviditeten och runt förlossningen.',
    'III',
    'Litium passerar över i modersmjölk och barnets serumkoncentration kan nå 10–50 procent av moderns. Risk för påverkan på barnet föreligger; amning kräver noggrann övervakning av barnet med serumkoncentration och tyreoideaprov, annars bör den undvikas.',
  ),
  N05AX08: e(
    'C',
    `Erfarenheten talar inte för någon tydligt ökad missbildningsrisk. ${ANTIPSYCHOTIC_LATE}`,
    'II',
    'Risperidon och dess aktiva metabolit passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik, men barnet bör observeras för sedering och extrapyramidala symtom.',
  ),
  N05AX12: e(
    'C',
    `Erfarenheten talar inte för någon tydligt ökad missbildningsrisk. ${ANTIPSYCHOTIC_LATE}`,
    'IVb',
    'Aripiprazol passerar över i modersmjölk och kan minska mjölkproduktionen genom att sänka prolaktinnivån. Data räcker inte för riskbedömning.',
  ),
  N05BA01: e(
    'C',
    `Lång erfarenhet utan säkra tecken på ökad missbildningsrisk. ${BENZO_LATE}`,
    'III',
    'Diazepam och dess aktiva metabolit passerar över i modersmjölk och kan ackumuleras hos barnet på grund av lång halveringstid. Sedering och dålig sugförmåga kan förekomma; upprepad dosering ska undvikas.',
  ),
  N05BA04: e(
    'C',
    `Lång erfarenhet utan säkra tecken på ökad missbildningsrisk. ${BENZO_LATE}`,
    'II',
    'Passerar över i modersmjölk i små mängder. Oxazepam har kort halveringstid och saknar aktiva metaboliter och är att föredra bland bensodiazepiner under amning; barnet bör observeras för sedering.',
  ),
  N05BA12: e(
    'C',
    `Erfarenheten talar inte för ökad missbildningsrisk. ${BENZO_LATE}`,
    'II',
    'Passerar över i modersmjölk i små mängder, men sedering och utsättningssymtom har rapporterats hos ammade barn. Oxazepam är att föredra och barnet bör observeras.',
  ),
  N05BB01: e(
    'C',
    'Erfarenheten talar inte för ökad missbildningsrisk, men användning sent i graviditeten kan ge sedering, kramper och utsättningssymtom hos det nyfödda barnet. Kontraindicerat under graviditet enligt produktresumén.',
    'IVb',
    'Hydroxizin och dess metabolit cetirizin passerar över i modersmjölk, men data räcker inte för riskbedömning. Amning rekommenderas inte enligt produktresumén.',
  ),
  N05CD08: e(
    'C',
    `Erfarenheten talar inte för ökad missbildningsrisk. ${BENZO_LATE} Vid långvariga kramper överväger nyttan risken.`,
    'II',
    'Passerar över i modersmjölk i små mängder och har kort halveringstid. Enligt produktresumén kan amning återupptas 24 timmar efter dosen.',
  ),
  N05CF01: e(
    'C',
    'Erfarenheten talar inte för ökad missbildningsrisk. Användning sent i graviditeten kan ge sedering, hypotoni och utsättningssymtom hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk i små mängder. Tillfällig användning bedöms förenlig med amning; barnet bör observeras för sedering.',
  ),
  N05CF02: e(
    'C',
    'Erfarenheten talar inte för ökad missbildningsrisk. Användning sent i graviditeten kan ge sedering, hypotoni och utsättningssymtom hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk i små mängder. Tillfällig användning bedöms förenlig med amning; barnet bör observeras för sedering.',
  ),
  N05CH01: e(
    'B:1',
    'Erfarenheten är otillräcklig. Djurstudier har inte visat fosterskadande effekter, men melatonin påverkar dygnsrytmregleringen och bör undvikas under graviditet.',
    'IVb',
    'Kroppseget melatonin finns i modersmjölk, men data om tillfört melatonin räcker inte för riskbedömning. Amning rekommenderas inte enligt produktresumén.',
  ),
  N05CM02: e(
    'C',
    'Begränsad erfarenhet. Användning nära förlossningen kan ge sedering och andningsdepression hos det nyfödda barnet; används under graviditet främst vid svår alkoholabstinens.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik vid terapeutiska doser, men barnet bör observeras för sedering.',
  ),
  N05CM06: e(
    'C',
    'Begränsad erfarenhet utan tecken på ökad missbildningsrisk. Användning nära förlossningen kan ge sedering och andningspåverkan hos det nyfödda barnet.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Fentiaziner passerar i regel över och barnet bör observeras för sedering; tillfällig användning är att föredra.',
  ),
  N06AA04: e(
    'C',
    'Klomipramin har associerats med en ökad risk för hjärtmissbildningar, främst septumdefekter, i svenska registerstudier. Användning sent i graviditeten kan ge utsättningssymtom och antikolinerga effekter hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk i låga koncentrationer. Påverkan på barnet är osannolik med terapeutiska doser, men barnet bör observeras.',
  ),
  N06AA09: e(
    'C',
    'Lång erfarenhet utan säkra tecken på ökad missbildningsrisk. Användning sent i graviditeten kan ge utsättningssymtom och antikolinerga effekter hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk i låga koncentrationer. Påverkan på barnet är osannolik med terapeutiska doser, men barnet bör observeras för sedering.',
  ),
  N06AB03: e(
    'C',
    `Stor erfarenhet utan tydligt ökad missbildningsrisk. ${SSRI_LATE}`,
    'III',
    'Fluoxetin och den aktiva metaboliten norfluoxetin passerar över i modersmjölk och har lång halveringstid, vilket kan ge ackumulering hos barnet. Kolik, irritabilitet och sömnstörning har rapporterats; sertralin är att föredra.',
  ),
  N06AB04: e(
    'C',
    `Stor erfarenhet utan tydligt ökad missbildningsrisk. ${SSRI_LATE}`,
    'II',
    'Passerar över i modersmjölk och enstaka fall av sömnighet hos barnet har rapporterats. Påverkan på barnet är osannolik med terapeutiska doser, men sertralin är att föredra.',
  ),
  N06AB05: e(
    'D',
    `Paroxetin har i flera studier associerats med en ökad risk för hjärtmissbildningar, främst ventrikelseptumdefekter, vid exponering under första trimestern; bör inte sättas in hos gravida eller kvinnor som planerar graviditet. ${SSRI_LATE}`,
    'II',
    'Passerar över i modersmjölk i mycket små mängder och kan i regel inte påvisas i barnets blod. Påverkan på barnet är osannolik.',
  ),
  N06AB06: e(
    'C',
    `Förstahandsval bland SSRI under graviditet; stor erfarenhet utan tydligt ökad missbildningsrisk. ${SSRI_LATE}`,
    'II',
    'Passerar över i modersmjölk i mycket små mängder och kan i regel inte påvisas i barnets blod. Förstahandsval bland SSRI under amning.',
  ),
  N06AB10: e(
    'C',
    `Erfarenheten, inklusive den för citalopram, talar inte för tydligt ökad missbildningsrisk. ${SSRI_LATE}`,
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser, men sertralin är att föredra.',
  ),
  N06AX11: e(
    'C',
    'Erfarenheten talar inte för ökad missbildningsrisk. Användning sent i graviditeten kan ge anpassnings- och utsättningssymtom hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  N06AX12: e(
    'B:3',
    'Begränsad erfarenhet; vissa studier har antytt en möjlig ökning av hjärtmissbildningar, men fynden är inkonsekventa. Bör användas endast om nyttan klart överväger risken.',
    'IVb',
    'Bupropion och dess metaboliter passerar över i modersmjölk i små mängder och enstaka fall av kramper hos ammade barn har rapporterats. Data räcker inte för riskbedömning.',
  ),
  N06AX16: e(
    'C',
    'Erfarenheten talar inte säkert för ökad missbildningsrisk. Användning sent i graviditeten kan ge anpassnings- och utsättningssymtom hos det nyfödda barnet och en möjlig ökad risk för preeklampsi och postpartumblödning har rapporterats.',
    'II',
    'Venlafaxin och dess aktiva metabolit passerar över i modersmjölk. Påverkan på barnet är osannolik med terapeutiska doser, men barnet bör observeras för sedering och irritabilitet.',
  ),
  N06AX21: e(
    'C',
    'Erfarenheten talar inte för ökad missbildningsrisk. Användning sent i graviditeten kan ge anpassnings- och utsättningssymtom hos det nyfödda barnet och en möjlig ökad risk för postpartumblödning har rapporterats.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  N06AX26: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat reproduktionstoxicitet och som för andra serotonerga läkemedel kan anpassnings- och utsättningssymtom förekomma hos det nyfödda barnet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; vortioxetin utsöndras i mjölk hos råtta. Beslut måste fattas om amningen ska avbrytas eller behandlingen avstås.',
  ),
  N06BA04: e(
    'B:3',
    'Begränsad erfarenhet; vissa studier har visat en liten ökning av hjärtmissbildningar vid exponering under första trimestern. Ska användas under graviditet endast efter noggrann nytta-riskbedömning.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik, men barnet bör observeras för irritabilitet, sömnstörning och dålig viktuppgång.',
  ),
  N06BA09: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat reproduktionstoxicitet vid höga doser; bör användas endast om nyttan klart överväger risken.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; atomoxetin utsöndras i mjölk hos råtta. Rekommenderas inte under amning.',
  ),
  N06BA12: e(
    'C',
    'Begränsad erfarenhet. Amfetamin kan minska placentagenomblödningen och ge tillväxthämning samt utsättningssymtom hos det nyfödda barnet; bör användas endast om nyttan klart överväger risken.',
    'III',
    'Amfetamin passerar över i modersmjölk i högre koncentration än i moderns plasma. Ska inte användas under amning.',
  ),
  N06DA02: e(
    'B:3',
    'Sällan aktuellt för den avsedda patientgruppen. Human erfarenhet saknas och djurstudier har visat påverkan på dräktigheten; bör inte användas under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Ska inte användas under amning.',
  ),
  N06DA03: e(
    'B:1',
    'Sällan aktuellt för den avsedda patientgruppen. Human erfarenhet saknas och djurstudier har inte visat teratogena effekter; bör inte användas under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; rivastigmin utsöndras i mjölk hos djur. Ska inte användas under amning.',
  ),
  N06DX01: e(
    'B:3',
    'Sällan aktuellt för den avsedda patientgruppen. Human erfarenhet saknas och djurstudier har visat hämmad fostertillväxt; bör inte användas under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Ska inte användas under amning.',
  ),
  N07BA01: e(
    'C',
    'Rökstopp utan läkemedel är förstahandsval. Nikotin påverkar fostrets cirkulation och utveckling, men nikotinersättning är sannolikt mindre skadligt än fortsatt rökning och kan användas efter samråd med läkare eller barnmorska; intermittenta beredningar föredras framför plåster.',
    'III',
    'Nikotin passerar över i modersmjölk i mängder som kan påverka barnet även med terapeutiska doser. Om nikotinersättning används bör kortverkande beredningar tas direkt efter amning och plåster undvikas.',
  ),
  N07BB01: e(
    'B:2',
    'Begränsad erfarenhet; enstaka fall av missbildningar har rapporterats men sambandet är osäkert. Bör användas under graviditet endast om nyttan klart överväger risken, till exempel när fostret annars sannolikt exponeras för alkohol.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Ska inte användas under amning.',
  ),
  N07BB03: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat teratogena effekter; bör användas under graviditet endast efter noggrann nytta-riskbedömning.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; akamprosat utsöndras i mjölk hos djur. Ska inte användas under amning.',
  ),
  N07BB04: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat ökad tidig fosterdöd; bör användas under graviditet endast om nyttan klart överväger risken.',
    'IVb',
    'Naltrexon och dess metabolit passerar över i modersmjölk i små mängder, men data räcker inte för riskbedömning. Amning rekommenderas inte.',
  ),
  N07BC51: e(
    'C',
    `Pågående underhållsbehandling bör fortsätta under graviditet, eftersom återfall i missbruk innebär större risk för fostret. Erfarenheten av kombinationen är begränsad; buprenorfin talar inte för ökad missbildningsrisk. ${OPIOID_LATE}`,
    'II',
    'Buprenorfin passerar över i modersmjölk i små mängder och har låg oral biotillgänglighet, och naloxon absorberas i mycket ringa grad. Amning kan ske med observation av barnet för sedering.',
  ),

  // P: antiparasitära medel
  P01AB01: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet utan tecken på ökad missbildningsrisk; tidigare farhågor om mutagena effekter har inte bekräftats hos människa.',
    'II',
    'Passerar över i modersmjölk i koncentrationer som liknar plasmans. Vid standardbehandling är påverkan på barnet osannolik, men efter en engångsdos på 2 g rekommenderas uppehåll i amningen i 12–24 timmar.',
  ),
  P01BA02: e(
    'B:3',
    'Erfarenheten, främst från kvinnor med SLE och reumatoid artrit, talar inte för någon kliniskt relevant ökad missbildningsrisk. Behandlingen bör i regel fortsätta under graviditet, eftersom skov är mer skadliga; dosen bör hållas så låg som möjligt.',
    'II',
    'Passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  P01BB51: e(
    'B:1',
    'Proguanil har lång erfarenhet som malariaprofylax under graviditet, men för kombinationen med atovakvon är erfarenheten begränsad. Bör användas endast om nyttan klart överväger risken; proguanil är en svag folatantagonist och folsyratillskott rekommenderas.',
    'IVb',
    'Proguanil passerar över i modersmjölk i små mängder; uppgift saknas för atovakvon hos människa. Amning rekommenderas inte enligt produktresumén.',
  ),
  P02CA01: e(
    'B:3',
    'Svenska registerdata talar inte för ökad missbildningsrisk, men djurstudier har visat embryotoxicitet och teratogenicitet. Behandling under första trimestern bör undvikas om möjligt; vid springmaskinfektion kan behandlingen ofta anstå.',
    'II',
    'Mebendazol absorberas i ringa grad och passerar över i modersmjölk endast i mycket små mängder. Påverkan på barnet är osannolik.',
  ),

  // R: andningsorganen
  R01AA05: e(
    'A',
    'Kan användas under graviditet i rekommenderad dos under kort tid. Stor erfarenhet av lokal behandling utan tecken på fosterskada; överdosering bör undvikas eftersom systemisk kärlsammandragning kan påverka placentagenomblödningen.',
    'II',
    'Den systemiska exponeringen är låg. Påverkan på barnet är osannolik vid kortvarig användning i rekommenderad dos.',
  ),
  R01AA07: e(
    'A',
    'Kan användas under graviditet i rekommenderad dos under kort tid. Stor erfarenhet av lokal behandling utan tecken på fosterskada; överdosering bör undvikas eftersom systemisk kärlsammandragning kan påverka placentagenomblödningen.',
    'II',
    'Den systemiska exponeringen är låg. Påverkan på barnet är osannolik vid kortvarig användning i rekommenderad dos.',
  ),
  R01AC01: e(
    'A',
    'Kan användas under graviditet. Natriumkromoglikat absorberas i mycket ringa grad och stor erfarenhet talar inte för fosterskada.',
    'I',
    'Absorberas i mycket ringa grad och passagen till modersmjölk bedöms försumbar. Kan användas under amning.',
  ),
  R01AC02: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat fosterskadande effekter vid höga perorala doser, men exponeringen vid nasal behandling är låg.',
    'II',
    'Levokabastin passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik vid nasal behandling.',
  ),
  R01AD05: e(
    'A',
    'Kan användas under graviditet. Budesonid har stor erfarenhet utan tecken på fosterskada och är förstahandsval bland nasala glukokortikoider.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder och den systemiska exponeringen efter nasal användning är låg. Kan användas under amning.',
  ),
  R01AD08: e(
    'B:3',
    'Erfarenheten är mindre än för budesonid, men den systemiska exponeringen efter nasal användning är mycket låg. Djurstudier med systemiska glukokortikoider har visat fosterskador; budesonid är att föredra.',
    'IVa',
    NASAL_STEROID_L,
  ),
  R01AD09: e(
    'B:3',
    'Erfarenheten är mindre än för budesonid, men den systemiska exponeringen efter nasal användning är mycket låg. Djurstudier med systemiska glukokortikoider har visat fosterskador; budesonid är att föredra.',
    'IVa',
    NASAL_STEROID_L,
  ),
  R01AD11: e(
    'B:3',
    'Erfarenheten är mindre än för budesonid, men den systemiska exponeringen efter nasal användning är låg. Djurstudier med systemiska glukokortikoider har visat fosterskador; budesonid är att föredra.',
    'IVa',
    NASAL_STEROID_L,
  ),
  R01AD12: e(
    'B:3',
    'Erfarenheten är mindre än för budesonid, men den systemiska exponeringen efter nasal användning är mycket låg. Djurstudier med systemiska glukokortikoider har visat fosterskador; budesonid är att föredra.',
    'IVa',
    NASAL_STEROID_L,
  ),
  R01AD58: e(
    'B:3',
    'Erfarenheten av kombinationen är begränsad. Den systemiska exponeringen efter nasal användning är låg, men djurstudier med höga systemiska doser av azelastin och glukokortikoider har visat fosterskador; bör användas endast om nyttan överväger risken.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Den systemiska exponeringen efter nasal användning är låg, men barnet bör observeras för sedering.',
  ),
  R03AC02: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet av inhalationsbehandling utan tecken på fosterskada; välbehandlad astma är viktig för både mor och foster.',
    'II',
    'Passerar sannolikt över i modersmjölk, men exponeringen efter inhalation är låg. Påverkan på barnet är osannolik.',
  ),
  R03AC03: e(
    'A',
    'Kan användas under graviditet. Stor erfarenhet av inhalationsbehandling utan tecken på fosterskada; välbehandlad astma är viktig för både mor och foster.',
    'II',
    'Passerar över i modersmjölk, men exponeringen efter inhalation är låg. Påverkan på barnet är osannolik.',
  ),
  R03AC13: e(
    'A',
    'Kan användas under graviditet när astman kräver det. Erfarenheten av inhalerat formoterol talar inte för ökad missbildningsrisk, och välbehandlad astma är viktig för både mor och foster.',
    'II',
    'Passerar sannolikt över i modersmjölk, men exponeringen efter inhalation är låg. Påverkan på barnet är osannolik.',
  ),
  R03AK06: e(
    'B:3',
    'Erfarenheten är mindre än för budesonid/formoterol men talar inte för ökad missbildningsrisk; den systemiska exponeringen vid vanliga doser är låg. Djurstudier med höga systemiska doser har visat effekter typiska för glukokortikoider och beta-2-agonister.',
    'IVa',
    INH_STEROID_LABA_L,
  ),
  R03AK07: e(
    'A',
    'Kan användas under graviditet när astman kräver kombinationsbehandling. Budesonid har stor erfarenhet utan tecken på fosterskada och erfarenheten av formoterol talar inte för ökad risk; välbehandlad astma är viktig för både mor och foster.',
    'II',
    'Budesonid och formoterol passerar över i modersmjölk i mycket små mängder och exponeringen efter inhalation är låg. Kan användas under amning.',
  ),
  R03AK10: e(
    'B:3',
    'Begränsad erfarenhet. Den systemiska exponeringen vid vanliga doser är låg, men djurstudier med höga systemiska doser har visat effekter typiska för glukokortikoider och beta-2-agonister; budesonid/formoterol har bäst dokumentation.',
    'IVa',
    INH_STEROID_LABA_L,
  ),
  R03AK11: e(
    'B:3',
    'Begränsad erfarenhet av kombinationen. Den systemiska exponeringen vid vanliga doser är låg, men djurstudier med höga systemiska doser har visat effekter typiska för glukokortikoider och beta-2-agonister; budesonid/formoterol har bäst dokumentation.',
    'IVa',
    INH_STEROID_LABA_L,
  ),
  R03AL03: e('B:3', COPD_P, 'IVa', COPD_L),
  R03AL04: e('B:3', COPD_P, 'IVa', COPD_L),
  R03AL06: e('B:3', COPD_P, 'IVa', COPD_L),
  R03AL08: e('B:3', COPD_P, 'IVa', COPD_L),
  R03AL09: e('B:3', COPD_P, 'IVa', COPD_L),
  R03BA02: e(
    'A',
    'Kan användas under graviditet. Förstahandsval bland inhalerade glukokortikoider, med stor erfarenhet utan tecken på fosterskada; välkontrollerad astma är viktig för fostret.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder och exponeringen för barnet är försumbar. Kan användas under amning.',
  ),
  R03BA05: e(
    'B:3',
    'Erfarenheten är mindre än för budesonid men talar inte för ökad missbildningsrisk, och den systemiska exponeringen vid vanliga doser är låg. Djurstudier med höga systemiska doser har visat fosterskador.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Den systemiska exponeringen efter inhalation är låg och påverkan på barnet bedöms osannolik.',
  ),
  R03BB04: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat direkta fosterskadande effekter; bör användas endast om nyttan klart överväger risken.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; tiotropium utsöndras i mjölk hos råtta. Bör användas endast om nyttan överväger en okänd risk för barnet.',
  ),
  R03BB07: e(
    'B:1',
    'Läkemedlet är avsett för KOL och erfarenhet av användning under graviditet saknas. Djurstudier har inte visat fosterskadande effekter; bör användas endast om nyttan klart överväger risken.',
    'IVa',
    COPD_L,
  ),
  R03DC03: e(
    'B:1',
    'Erfarenheten är växande och talar inte för ökad missbildningsrisk. Kan fortsätta om det bedöms nödvändigt för astmakontrollen, men bör inte sättas in under graviditet.',
    'II',
    'Passerar över i modersmjölk i mycket små mängder. Påverkan på barnet är osannolik.',
  ),
  R03DX07: e(
    'B:3',
    'Erfarenhet saknas och djurstudier har visat reproduktionstoxicitet. Rekommenderas inte under graviditet eller till kvinnor i fertil ålder som inte använder preventivmedel.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; roflumilast utsöndras i mjölk hos råtta. Ska inte användas under amning.',
  ),
  R05CB01: e(
    'B:1',
    'Begränsad erfarenhet av peroral användning. Djurstudier har inte visat fosterskadande effekter och acetylcystein används vid paracetamolförgiftning under graviditet utan kända fosterskador.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Påverkan på barnet bedöms osannolik, men behandlingen bör användas endast om nyttan överväger risken.',
  ),
  R05CB02: e(
    'A',
    'Kan användas under graviditet. Lång erfarenhet utan tecken på fosterskada.',
    'II',
    'Passerar sannolikt över i modersmjölk. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  R05DA20: e(
    'A',
    'Kan användas tillfälligt under graviditet. Lång erfarenhet utan tecken på fosterskada; regelbunden användning nära förlossningen bör undvikas på grund av risk för andningsdepression och abstinens hos det nyfödda barnet.',
    'IVb',
    'Etylmorfin passerar sannolikt över i modersmjölk och omvandlas delvis till morfin, men data räcker inte för riskbedömning. Bör undvikas under amning, särskilt vid upprepad dosering.',
  ),
  R06AA04: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat fosterskadande effekter; användning nära förlossningen kan ge sedering hos det nyfödda barnet.',
    'III',
    'Klemastin passerar över i modersmjölk och sömnighet och irritabilitet har rapporterats hos ammade barn. Bör inte användas under amning; ett icke-sederande antihistamin är att föredra.',
  ),
  R06AD01: e(
    'C',
    'Begränsad erfarenhet. Fentiaziner nära förlossningen kan ge sedering och andningspåverkan hos det nyfödda barnet; alimemazin bör undvikas under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Fentiaziner passerar i regel över och har diskuterats som riskfaktor för apné hos spädbarn; bör undvikas under amning.',
  ),
  R06AD02: e(
    'A',
    'Kan användas under graviditet, bland annat vid graviditetsillamående. Lång erfarenhet utan tecken på fosterskada; användning nära förlossningen kan ge sedering hos det nyfödda barnet.',
    'II',
    'Passerar över i modersmjölk. Tillfällig användning bedöms medföra låg risk, men barnet bör observeras för sedering och fentiaziner har diskuterats som riskfaktor för apné hos spädbarn.',
  ),
  R06AE05: e(
    'A',
    'Kan användas under graviditet, bland annat vid graviditetsillamående och åksjuka. Stor erfarenhet utan tecken på fosterskada.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Tillfällig användning bedöms medföra låg risk, men barnet bör observeras för sedering.',
  ),
  R06AE07: e(
    'B:1',
    'Erfarenheten är stor och talar inte för ökad missbildningsrisk; djurstudier har inte visat fosterskadande effekter. Kan användas när antihistamin behövs.',
    'II',
    'Passerar över i modersmjölk i små mängder. Tillfällig användning bedöms förenlig med amning; barnet bör observeras för sedering.',
  ),
  R06AX13: e(
    'B:3',
    'Stor erfarenhet utan tecken på ökad missbildningsrisk; en tidigare rapporterad koppling till hypospadi har inte bekräftats. Kan användas när antihistamin behövs.',
    'II',
    'Loratadin och dess aktiva metabolit passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik med terapeutiska doser.',
  ),
  R06AX22: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat fosterskadande effekter; loratadin eller cetirizin har bättre dokumentation.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Loratadin eller cetirizin, som har bättre dokumentation, är att föredra.',
  ),
  R06AX26: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat fosterskadande effekter; loratadin eller cetirizin har bättre dokumentation.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Loratadin eller cetirizin, som har bättre dokumentation, är att föredra.',
  ),
  R06AX27: e(
    'B:1',
    'En stor mängd data för desloratadin och loratadin talar inte för ökad missbildningsrisk och djurstudier har inte visat fosterskadande effekter. Kan användas när antihistamin behövs.',
    'II',
    'Passerar över i modersmjölk och har påvisats hos ammade barn, men påverkan på barnet är osannolik med terapeutiska doser.',
  ),

  // S: ögon
  S01AA01: e(
    'C',
    'Vid lokal behandling i ögat är den systemiska exponeringen mycket låg och fosterpåverkan bedöms osannolik. Systemiskt kloramfenikol nära förlossningen kan ge grey baby-syndrom, varför långvarig behandling bör undvikas under tredje trimestern.',
    'II',
    'Passerar över i modersmjölk efter systemisk tillförsel, men mängden efter behandling i ögat är mycket liten. Kortvarig behandling bedöms förenlig med amning.',
  ),
  S01AA13: e(
    'A',
    'Kan användas under graviditet. Den systemiska exponeringen efter behandling i ögat är försumbar.',
    'I',
    'Den systemiska exponeringen är försumbar och påverkan på barnet förväntas inte. Kan användas under amning.',
  ),
  S01BA01: e(
    'B:3',
    'Begränsad erfarenhet. Den systemiska exponeringen vid behandling i ögat är låg, men djurstudier med glukokortikoider har visat fosterskador; långvarig eller frekvent behandling bör undvikas.',
    'IVa',
    'Uppgift saknas om passage över i modersmjölk. Den systemiska exponeringen är låg och påverkan på barnet förväntas inte vid kortvarig behandling.',
  ),
  S01EA05: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat teratogena effekter; bör användas endast om nyttan överväger risken.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Brimonidin kan ge allvarlig CNS-depression och apné hos spädbarn och ska inte användas under amning.',
  ),
  S01EC04: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat reproduktionstoxicitet vid systemisk exponering; rekommenderas inte under graviditet.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; brinzolamid utsöndras i mjölk hos råtta. Risk för barnet kan inte uteslutas.',
  ),
  S01ED01: e(
    'C',
    'Betablockerare kan ge tillväxthämning samt bradykardi hos fostret och det nyfödda barnet. Den systemiska absorptionen från ögondroppar kan vara betydande; använd lägsta effektiva dos och nasolakrimal ocklusion.',
    'II',
    'Timolol passerar över i modersmjölk, men mängden efter ögondroppar är liten och påverkan på barnet är osannolik. Nasolakrimal ocklusion minskar exponeringen.',
  ),
  S01ED51: e(
    'C',
    'Timolol kan ge tillväxthämning samt bradykardi hos fostret och det nyfödda barnet, och dorzolamid har visat reproduktionstoxicitet hos djur. Bör användas endast om nyttan klart överväger risken, med nasolakrimal ocklusion.',
    'IVb',
    'Timolol passerar över i modersmjölk; uppgift saknas för dorzolamid hos människa. Data räcker inte för riskbedömning och amning rekommenderas inte enligt produktresumén.',
  ),
  S01EE01: e(
    'C',
    'Begränsad erfarenhet. Prostaglandinanaloger kan ha farmakologiska effekter på graviditetsförloppet och fostret; bör inte användas under graviditet om inte nyttan klart överväger risken.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk. Bör användas med försiktighet; nasolakrimal ocklusion minskar den systemiska exponeringen.',
  ),
  S01EE03: e(
    'C',
    'Begränsad erfarenhet. Prostaglandinanaloger kan ha farmakologiska effekter på graviditetsförloppet och fostret; bör inte användas under graviditet om inte nyttan klart överväger risken.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; bimatoprost utsöndras i mjölk hos råtta. Bör användas med försiktighet.',
  ),
  S01EE04: e(
    'C',
    'Travoprost har skadliga farmakologiska effekter på graviditeten och fostret i djurstudier. Ska inte användas under graviditet om det inte är absolut nödvändigt och kvinnor i fertil ålder ska använda effektiv preventivmetod.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; travoprost utsöndras i mjölk hos råtta. Rekommenderas inte under amning.',
  ),
  S01GX01: e(
    'A',
    'Kan användas under graviditet. Natriumkromoglikat absorberas i mycket ringa grad och stor erfarenhet talar inte för fosterskada.',
    'I',
    'Absorberas i mycket ringa grad och passagen till modersmjölk bedöms försumbar. Kan användas under amning.',
  ),
  S01GX02: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat fosterskadande effekter vid höga perorala doser, men exponeringen vid behandling i ögat är mycket låg.',
    'II',
    'Levokabastin passerar över i modersmjölk i små mängder. Påverkan på barnet är osannolik vid behandling i ögat.',
  ),
  S01GX08: e(
    'B:1',
    'Begränsad erfarenhet. Djurstudier har inte visat fosterskadande effekter vid relevanta doser och den systemiska exponeringen efter ögondroppar är låg.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk efter ögondroppar. Den systemiska exponeringen är låg och påverkan på barnet förväntas inte.',
  ),
  S01GX09: e(
    'B:3',
    'Begränsad erfarenhet. Djurstudier har visat reproduktionstoxicitet vid höga perorala doser; bör användas endast om nyttan överväger risken.',
    'IVa',
    'Uppgift saknas om passage över i human modersmjölk; olopatadin utsöndras i mjölk hos råtta. Rekommenderas inte under amning.',
  ),
  S01XA20: e(
    'A',
    'Kan användas under graviditet. Karbomer absorberas inte och når därför inte fostret.',
    'I',
    'Karbomer absorberas inte och passerar inte över i modersmjölk. Kan användas under amning.',
  ),
};
