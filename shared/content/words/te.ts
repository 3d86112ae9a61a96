import type { LanguageWords } from "./types";

/*
 * Telugu search words and display names (issue 32). Places and job words map
 * what people type in Telugu script to the English words the ATS writes, as
 * shared/content/words/hi.ts does for Devanagari. Spellings vary in Telugu
 * (a conjunct or a visible virama before an ending, a final -u added to an
 * English word, old and new city names), so common variants are listed; the
 * first spelling of a place is the one this site writes. The lists carry no
 * zero-width joiners (U+200C, U+200D): the search drops them from what people
 * type (./index.ts `foldScript`), so "హైదరాబాద్" + ZWNJ + "లో" is looked up as
 * హైదరాబాద్లో, and the display names render as conjuncts.
 *
 * Telugu writes case endings as part of the word: "హైదరాబాదులో డ్రైవర్
 * ఉద్యోగాలు", "విశాఖలో నర్సులు", "బ్యాంకులో జాబ్స్", "ఫ్రెషర్లకు". The
 * search looks each word up as typed (./index.ts, after dropping ZWNJ/ZWJ),
 * so `withEndings` below adds those forms to the bare lists: every place
 * with లో, లోని, లోనే, కి, కు, నుంచి, నుండి; every job word with its plural
 * (లు, ల, లకు, and the English -s people write: డ్రైవర్స్), its dative and
 * "as a …" (డ్రైవరుగా); the job words that name a workplace or a line of
 * work (WORKPLACES) with the locative too. An ending joins the last word of
 * a phrase (సెక్యూరిటీ గార్డులు, ఉత్తర ప్రదేశ్ + లో). Endings written as a
 * separate word ("హైదరాబాద్ లో") are in `filler`.
 */

const VIRAMA = "\u0c4d";
const ANUSVARA = "\u0c02";

/** Endings of a place: హైదరాబాదులో, హైదరాబాదులోని, హైదరాబాదులోనే, విజయవాడకి, గుంటూరుకు. */
const PLACE_ENDINGS = ["లో", "లోని", "లోనే", "కి", "కు"];
/** Endings of a job word: plural and oblique plural (డ్రైవర్లు, డ్రైవర్ల, ఫ్రెషర్లకు), dative, "as a …" (డ్రైవరుగా). */
const JOB_ENDINGS = ["లు", "ల", "లకు", "లకి", "కి", "కు", "గా"];
/** The locative of a workplace or a line of work: బ్యాంకులో, సేల్స్ + లో, హాస్పిటల్లోని. */
const WORKPLACE_ENDINGS = ["లో", "లోని"];
/** The endings people put on the -u form of a word that ends in a virama: హైదరాబాదులో, గార్డులు, బ్యాంకుల్లో. */
const U_ENDINGS = new Set(["లో", "లోని", "కి", "కు", "లు", "ల", "లకు", "గా", "ల్లో"]);

/**
 * One word with the endings. A word ending in a virama also takes them on its
 * -u form, which many people write (హైదరాబాద్ → హైదరాబాదులో, గార్డ్ →
 * గార్డులు); the ZWNJ people put between a virama and an ending is dropped
 * before the lookup, so హైదరాబాద్ + లో stands for both ways of writing it. Job
 * words also take the English plural (డ్రైవర్స్, హాస్పిటల్స్ + లో) and the
 * plural of -ుడు and -ి nouns (ఉపాధ్యాయులు, అధికారులు).
 */
function forms(word: string, endings: readonly string[], jobWord: boolean): string[] {
  const out = [word, ...endings.map((ending) => word + ending)];
  if (word.endsWith(VIRAMA)) {
    const u = `${word.slice(0, -1)}ు`;
    out.push(u, ...endings.filter((ending) => U_ENDINGS.has(ending)).map((ending) => u + ending));
    if (endings.includes("లో")) out.push(`${u}ల్లో`);
    if (jobWord && !word.endsWith(`స${VIRAMA}`)) {
      const plural = `${word}స${VIRAMA}`;
      out.push(plural, `${plural}కి`, `${plural}కు`, ...(endings.includes("లో") ? [`${plural}లో`] : []));
    }
  }
  // -ం nouns: విశాఖపట్నం → విశాఖపట్నానికి; రుణం → రుణాలు.
  if (word.endsWith(ANUSVARA)) {
    const oblique = word.slice(0, -1);
    out.push(`${oblique}ానికి`, `${oblique}ాలు`);
  }
  if (jobWord && word.endsWith("ుడు")) out.push(`${word.slice(0, -2)}లు`);
  if (jobWord && word.endsWith("ి")) out.push(`${word.slice(0, -1)}ులు`);
  return out;
}

/** Each spelling, then its forms with an ending on the last word (the bare spellings first). */
function withEndings(
  table: Record<string, readonly string[]>,
  endings: (english: string) => readonly string[],
  jobWords: boolean,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(table).map(([english, spellings]) => {
      const all = new Set(spellings);
      for (const spelling of spellings) {
        const cut = spelling.lastIndexOf(" ") + 1;
        for (const form of forms(spelling.slice(cut), endings(english), jobWords))
          all.add(spelling.slice(0, cut) + form);
      }
      return [english, [...all]];
    }),
  );
}

/** English place name (lower case, as the ATS writes it) → spellings in Telugu script (bare forms). */
const PLACES: Record<string, readonly string[]> = {
  // Cities (the places of shared/content/words/hi.ts).
  mumbai: ["ముంబై", "ముంబయి", "ముంబాయి", "బొంబాయి", "బాంబే"],
  pune: ["పుణె", "పూణే", "పుణే", "పూణె", "పూనా"],
  bengaluru: ["బెంగళూరు", "బెంగుళూరు", "బెంగలూరు", "బెంగళూర్", "బెంగుళూర్", "బెంగలూర్", "బ్యాంగలోర్"],
  hyderabad: ["హైదరాబాద్", "హైదరాబాదు", "హైద్రాబాద్", "భాగ్యనగరం"],
  chennai: ["చెన్నై", "చెన్నయ్", "మద్రాసు", "మద్రాస్"],
  delhi: ["ఢిల్లీ", "దిల్లీ", "డిల్లీ", "ఢిల్లీ ఎన్సీఆర్", "ఎన్సీఆర్"],
  "new delhi": ["న్యూఢిల్లీ", "న్యూ ఢిల్లీ", "న్యూడిల్లీ", "న్యూ దిల్లీ"],
  gurugram: ["గురుగ్రామ్", "గుర్గావ్", "గుర్గాం", "గుడ్గావ్"],
  noida: ["నోయిడా", "నొయిడా"],
  "greater noida": ["గ్రేటర్ నోయిడా"],
  ghaziabad: ["ఘజియాబాద్", "గాజియాబాద్"],
  faridabad: ["ఫరీదాబాద్", "ఫరిదాబాద్"],
  kolkata: ["కోల్కతా", "కొల్కతా", "కలకత్తా"],
  ahmedabad: ["అహ్మదాబాద్", "అహమదాబాద్"],
  jaipur: ["జైపూర్", "జయపూర్", "జైపుర్"],
  lucknow: ["లక్నో", "లఖ్నవూ"],
  kochi: ["కొచ్చి", "కోచి", "కొచ్చిన్"],
  indore: ["ఇండోర్", "ఇందోర్"],
  coimbatore: ["కోయంబత్తూరు", "కోయంబత్తూర్", "కోయంబటూర్"],
  chandigarh: ["చండీగఢ్", "చండీగడ్", "చండీఘడ్"],
  bhubaneswar: ["భువనేశ్వర్", "భుబనేశ్వర్"],
  nagpur: ["నాగ్పూర్", "నాగపూర్"],
  visakhapatnam: ["విశాఖపట్నం", "విశాఖపట్టణం", "విశాఖ", "వైజాగ్"],
  thiruvananthapuram: ["తిరువనంతపురం", "త్రివేండ్రం"],
  vadodara: ["వడోదరా", "వడోదర", "బరోడా"],
  mysuru: ["మైసూరు", "మైసూర్"],
  guwahati: ["గువాహటి", "గువహాటి", "గౌహతి"],
  nashik: ["నాసిక్", "నాశిక్"],
  surat: ["సూరత్"],
  bhopal: ["భోపాల్"],
  puducherry: ["పుదుచ్చేరి", "పుదుచేరి", "పాండిచ్చేరి", "పాండిచేరి"],
  ludhiana: ["లూధియానా", "లుధియానా"],
  patna: ["పాట్నా"],
  dehradun: ["డెహ్రాడూన్", "దెహ్రాదూన్", "డెహ్రాడున్"],
  ranchi: ["రాంచీ", "రాంచి"],
  kanpur: ["కాన్పూర్"],
  varanasi: ["వారణాసి", "బనారస్", "కాశీ"],
  agra: ["ఆగ్రా"],
  meerut: ["మీరట్"],
  prayagraj: ["ప్రయాగ్రాజ్", "ప్రయాగరాజ్", "అలహాబాద్"],
  amritsar: ["అమృత్సర్", "అమృతసర్"],
  raipur: ["రాయ్పూర్", "రాయపూర్"],
  jodhpur: ["జోధ్పూర్", "జోధపూర్"],
  udaipur: ["ఉదయ్పూర్", "ఉదయపూర్"],
  rajkot: ["రాజ్కోట్", "రాజకోట్"],
  aurangabad: ["ఔరంగాబాద్", "ఛత్రపతి శంభాజీనగర్", "శంభాజీనగర్"],
  thane: ["థానే", "ఠాణే", "థాణే"],
  "navi mumbai": ["నవీ ముంబై", "నవి ముంబై", "నవీ ముంబయి"],
  madurai: ["మదురై", "మధురై"],
  vijayawada: ["విజయవాడ", "బెజవాడ"],
  jamshedpur: ["జంషెడ్పూర్", "జమ్షెడ్పూర్"],
  gwalior: ["గ్వాలియర్"],
  jabalpur: ["జబల్పూర్"],
  // Telangana and Andhra Pradesh towns a reader here types, and the Hyderabad
  // and Visakhapatnam areas the ATS writes in a job's location
  // (scripts/data/generate-jobs-data/cities.json, worker/jobs/data/embedded-jobs.json).
  secunderabad: ["సికింద్రాబాద్", "సికిందరాబాద్", "సికింద్రాబాదు"],
  warangal: ["వరంగల్", "ఓరుగల్లు"],
  guntur: ["గుంటూరు", "గుంటూర్"],
  tirupati: ["తిరుపతి"],
  nellore: ["నెల్లూరు", "నెల్లూర్"],
  kakinada: ["కాకినాడ"],
  rajahmundry: ["రాజమండ్రి", "రాజమహేంద్రవరం", "రాజమహేంద్రి"],
  kurnool: ["కర్నూలు", "కర్నూల్"],
  karimnagar: ["కరీంనగర్"],
  khammam: ["ఖమ్మం"],
  nizamabad: ["నిజామాబాద్"],
  anantapur: ["అనంతపురం", "అనంతపురము", "అనంతపూర్"],
  kadapa: ["కడప"],
  ongole: ["ఒంగోలు"],
  eluru: ["ఏలూరు"],
  srikakulam: ["శ్రీకాకుళం"],
  vizianagaram: ["విజయనగరం"],
  nalgonda: ["నల్గొండ", "నల్లగొండ"],
  mahbubnagar: ["మహబూబ్నగర్", "మహబూబ్ నగర్", "పాలమూరు"],
  "hitec city": ["హైటెక్ సిటీ", "హైటెక్సిటీ", "హైటెక్ సిటి"],
  gachibowli: ["గచ్చిబౌలి", "గచ్చీబౌలి"],
  madhapur: ["మాదాపూర్", "మాధాపూర్"],
  kondapur: ["కొండాపూర్"],
  "banjara hills": ["బంజారా హిల్స్", "బంజారాహిల్స్"],
  begumpet: ["బేగంపేట", "బేగంపేట్"],
  uppal: ["ఉప్పల్"],
  jeedimetla: ["జీడిమెట్ల"],
  patancheru: ["పటాన్చెరు", "పటాన్చెరువు"],
  kukatpally: ["కూకట్పల్లి", "కూకట్ పల్లి"],
  ameerpet: ["అమీర్పేట", "అమీర్పేట్"],
  dilsukhnagar: ["దిల్సుఖ్నగర్", "దిల్సుఖ్ నగర్"],
  madhurawada: ["మధురవాడ"],
  rushikonda: ["రుషికొండ", "ఋషికొండ"],
  "dwaraka nagar": ["ద్వారకా నగర్", "ద్వారకానగర్"],
  siripuram: ["సిరిపురం"],
  gajuwaka: ["గాజువాక"],
  // States and union territories (shared/schemas/fields.ts INDIAN_STATES).
  "andhra pradesh": ["ఆంధ్రప్రదేశ్", "ఆంధ్ర ప్రదేశ్", "ఆంధ్ర", "ఏపీ"],
  "arunachal pradesh": ["అరుణాచల్ ప్రదేశ్", "అరుణాచల్ప్రదేశ్", "అరుణాచల్"],
  assam: ["అస్సాం", "అసోం", "అస్సామ్"],
  bihar: ["బిహార్", "బీహార్"],
  chhattisgarh: ["ఛత్తీస్గఢ్", "ఛత్తీస్గడ్", "చత్తీస్గఢ్"],
  goa: ["గోవా"],
  gujarat: ["గుజరాత్"],
  haryana: ["హర్యానా", "హరియాణా", "హర్యాణా"],
  "himachal pradesh": ["హిమాచల్ ప్రదేశ్", "హిమాచల్ప్రదేశ్", "హిమాచల్"],
  jharkhand: ["జార్ఖండ్", "ఝార్ఖండ్"],
  karnataka: ["కర్ణాటక", "కర్నాటక"],
  kerala: ["కేరళ", "కేరళా", "కేరల"],
  "madhya pradesh": ["మధ్యప్రదేశ్", "మధ్య ప్రదేశ్"],
  maharashtra: ["మహారాష్ట్ర", "మహరాష్ట్ర"],
  manipur: ["మణిపూర్", "మణిపుర్"],
  meghalaya: ["మేఘాలయ", "మేఘాలయా"],
  mizoram: ["మిజోరం", "మిజోరాం"],
  nagaland: ["నాగాలాండ్", "నాగాలాండు"],
  odisha: ["ఒడిశా", "ఒడిషా", "ఒరిస్సా"],
  punjab: ["పంజాబ్"],
  rajasthan: ["రాజస్థాన్", "రాజస్తాన్"],
  sikkim: ["సిక్కిం", "సిక్కిమ్"],
  "tamil nadu": ["తమిళనాడు", "తమిళ నాడు", "తమిళనాడ్"],
  telangana: ["తెలంగాణ", "తెలంగాణా"],
  tripura: ["త్రిపుర"],
  "uttar pradesh": ["ఉత్తరప్రదేశ్", "ఉత్తర్ ప్రదేశ్", "ఉత్తర ప్రదేశ్", "యూపీ"],
  uttarakhand: ["ఉత్తరాఖండ్"],
  "west bengal": ["పశ్చిమ బెంగాల్", "పశ్చిమబెంగాల్", "వెస్ట్ బెంగాల్", "బెంగాల్"],
  "andaman and nicobar islands": ["అండమాన్ నికోబార్ దీవులు", "అండమాన్ మరియు నికోబార్ దీవులు", "అండమాన్ నికోబార్", "అండమాన్"],
  "dadra and nagar haveli and daman and diu": [
    "దాద్రా నగర్ హవేలీ డామన్ డయ్యూ",
    "దాద్రా నగర్ హవేలీ మరియు డామన్ డయ్యూ",
    "దాద్రా నగర్ హవేలీ",
    "డామన్ డయ్యూ",
    "దమన్ దీవ్",
  ],
  "jammu and kashmir": ["జమ్మూ కశ్మీర్", "జమ్మూ కాశ్మీర్", "జమ్మూ-కశ్మీర్", "జమ్మూ మరియు కశ్మీర్", "కశ్మీర్", "కాశ్మీర్"],
  ladakh: ["లద్దాఖ్", "లడఖ్", "లడాఖ్"],
  lakshadweep: ["లక్షద్వీప్", "లక్షదీవులు"],
  india: ["భారతదేశం", "భారత్", "ఇండియా"],
};

/** English job words → spellings people type in Telugu script (bare forms; the keys of hi.ts's jobWords, and a few more). */
const JOB_WORDS: Record<string, readonly string[]> = {
  driver: ["డ్రైవర్", "డ్రైవరు", "డ్రయివర్", "డ్రైవింగ్"],
  sales: ["సేల్స్", "సేల్", "అమ్మకాలు", "సేల్స్మ్యాన్", "సేల్స్ మ్యాన్", "సేల్స్ మెన్", "సేల్స్ గర్ల్"],
  accountant: ["అకౌంటెంట్", "అకౌంటంట్", "ఎకౌంటెంట్", "అకౌంటెంట్లు"],
  accounts: ["అకౌంట్స్", "ఎకౌంట్స్"],
  nurse: ["నర్స్", "నర్సు", "నర్సులు", "నర్సింగ్"],
  delivery: ["డెలివరీ", "డెలివరి", "డెలివెరీ", "డెలివరీ బాయ్", "డెలివరీ బాయ్స్"],
  "security guard": ["సెక్యూరిటీ గార్డ్", "సెక్యూరిటీ గార్డు", "సెక్యురిటీ గార్డ్", "సెక్యూరిటీ గార్డులు"],
  security: ["సెక్యూరిటీ", "సెక్యురిటీ", "సెక్యూరిటి", "భద్రత"],
  guard: ["గార్డ్", "గార్డు", "వాచ్మన్", "వాచ్మెన్", "కాపలాదారు"],
  "computer operator": ["కంప్యూటర్ ఆపరేటర్", "కంప్యూటర్ ఆపరేటరు"],
  computer: ["కంప్యూటర్", "కంప్యూటరు"],
  operator: ["ఆపరేటర్", "ఆపరేటరు"],
  "data entry": ["డేటా ఎంట్రీ", "డాటా ఎంట్రీ", "డేటా ఎంట్రి"],
  data: ["డేటా", "డాటా"],
  telecaller: ["టెలీకాలర్", "టెలికాలర్", "టెలీ కాలర్", "టెలి కాలర్", "టెలికాలింగ్", "టెలీకాలింగ్", "టెలి కాలింగ్"],
  "tele sales": ["టెలీ సేల్స్", "టెలిసేల్స్", "టెలి సేల్స్"],
  caller: ["కాలర్"],
  electrician: ["ఎలక్ట్రీషియన్", "ఎలక్ట్రిషియన్", "ఎలెక్ట్రీషియన్"],
  electrical: ["ఎలక్ట్రికల్", "ఎలెక్ట్రికల్"],
  welder: ["వెల్డర్", "వెల్డరు", "వెల్డింగ్"],
  fitter: ["ఫిట్టర్", "ఫిట్టరు"],
  plumber: ["ప్లంబర్", "ప్లంబరు"],
  carpenter: ["కార్పెంటర్", "కార్పెంటరు", "వడ్రంగి"],
  mechanic: ["మెకానిక్", "మెకానిక్లు"],
  technician: ["టెక్నీషియన్", "టెక్నిషియన్", "టెక్నీషియన్లు"],
  receptionist: ["రిసెప్షనిస్ట్", "రిసెప్షనిస్టు"],
  reception: ["రిసెప్షన్"],
  "front office": ["ఫ్రంట్ ఆఫీస్", "ఫ్రంట్ ఆఫీసు"],
  teacher: ["టీచర్", "టీచరు", "టీచర్లు", "ఉపాధ్యాయుడు", "ఉపాధ్యాయురాలు", "ఉపాధ్యాయులు"],
  tutor: ["ట్యూటర్"],
  faculty: ["ఫ్యాకల్టీ", "ఫ్యాకల్టి"],
  professor: ["ప్రొఫెసర్", "ప్రొఫెసరు"],
  trainer: ["ట్రైనర్", "ట్రైనరు", "శిక్షకుడు"],
  cashier: ["క్యాషియర్", "కేషియర్", "క్యాషియరు"],
  manager: ["మేనేజర్", "మేనేజరు", "మేనేజర్లు"],
  executive: ["ఎగ్జిక్యూటివ్", "ఎగ్జిక్యుటివ్", "ఎక్జిక్యూటివ్"],
  officer: ["ఆఫీసర్", "ఆఫీసరు", "అధికారి"],
  supervisor: ["సూపర్వైజర్", "సూపర్వైజరు"],
  assistant: ["అసిస్టెంట్", "అసిస్టెంటు", "సహాయకుడు"],
  associate: ["అసోసియేట్", "అసోసియేటు"],
  helper: ["హెల్పర్", "హెల్పరు"],
  clerk: ["క్లర్క్", "క్లర్కు", "గుమాస్తా"],
  peon: ["ప్యూన్", "అటెండర్", "అటెండరు"],
  "office boy": ["ఆఫీస్ బాయ్", "ఆఫీసు బాయ్", "ఆఫీస్ బాయ్స్"],
  "back office": ["బ్యాక్ ఆఫీస్", "బ్యాక్ ఆఫీసు"],
  office: ["ఆఫీస్", "ఆఫీసు"],
  housekeeping: ["హౌస్కీపింగ్", "హౌస్ కీపింగ్"],
  cook: ["కుక్", "వంటమనిషి", "వంట మనిషి", "వంటవాడు"],
  chef: ["చెఫ్"],
  waiter: ["వెయిటర్", "వెయిటరు"],
  hotel: ["హోటల్", "హోటలు"],
  "customer service": ["కస్టమర్ సర్వీస్", "కస్టమర్ సేవ"],
  "customer support": ["కస్టమర్ సపోర్ట్"],
  customer: ["కస్టమర్", "కస్టమరు"],
  support: ["సపోర్ట్", "సపోర్టు"],
  bpo: ["బీపీఓ", "బిపిఓ", "బీపీవో", "బిపివో"],
  "call centre": ["కాల్ సెంటర్", "కాల్ సెంటరు"],
  voice: ["వాయిస్"],
  marketing: ["మార్కెటింగ్"],
  "digital marketing": ["డిజిటల్ మార్కెటింగ్"],
  "field sales": ["ఫీల్డ్ సేల్స్"],
  retail: ["రిటైల్"],
  store: ["స్టోర్", "స్టోరు"],
  warehouse: ["వేర్హౌస్", "గోదాము", "గోడౌన్"],
  inventory: ["ఇన్వెంటరీ", "ఇన్వెంటరి"],
  logistics: ["లాజిస్టిక్స్"],
  "supply chain": ["సప్లై చెయిన్", "సప్లై చైన్", "సప్లయ్ చైన్"],
  production: ["ప్రొడక్షన్", "ఉత్పత్తి"],
  quality: ["క్వాలిటీ", "నాణ్యత"],
  maintenance: ["మెయింటెనెన్స్", "మెయింటెనెన్సు"],
  engineer: ["ఇంజినీర్", "ఇంజనీర్", "ఇంజినీరు", "ఇంజనీరు", "ఇంజినీర్లు"],
  civil: ["సివిల్"],
  mechanical: ["మెకానికల్"],
  "site engineer": ["సైట్ ఇంజినీర్", "సైట్ ఇంజనీర్"],
  developer: ["డెవలపర్", "డెవలపరు"],
  software: ["సాఫ్ట్వేర్", "సాఫ్టువేర్"],
  java: ["జావా"],
  python: ["పైథాన్", "పైతాన్"],
  analyst: ["అనలిస్ట్", "ఎనలిస్ట్"],
  hr: ["హెచ్ఆర్", "హెచ్.ఆర్"],
  recruiter: ["రిక్రూటర్", "రిక్రూటరు"],
  recruitment: ["రిక్రూట్మెంట్"],
  pharmacist: ["ఫార్మసిస్ట్", "ఫార్మాసిస్ట్"],
  pharma: ["ఫార్మా"],
  "medical representative": ["మెడికల్ రిప్రజెంటేటివ్", "మెడికల్ రిప్రెజెంటేటివ్", "మెడికల్ రెప్"],
  representative: ["రిప్రజెంటేటివ్", "రిప్రెజెంటేటివ్", "రెప్రజెంటేటివ్"],
  doctor: ["డాక్టర్", "డాక్టరు", "వైద్యుడు"],
  medical: ["మెడికల్", "వైద్య"],
  hospital: ["హాస్పిటల్", "ఆసుపత్రి", "ఆస్పత్రి", "దవాఖానా"],
  "lab technician": ["ల్యాబ్ టెక్నీషియన్", "ల్యాబ్ టెక్నిషియన్"],
  physiotherapist: ["ఫిజియోథెరపిస్ట్", "ఫిజియో"],
  banking: ["బ్యాంకింగ్"],
  bank: ["బ్యాంక్", "బ్యాంకు"],
  loan: ["లోన్", "లోను", "రుణం"],
  insurance: ["ఇన్సూరెన్స్", "ఇన్సురెన్స్", "బీమా"],
  finance: ["ఫైనాన్స్"],
  credit: ["క్రెడిట్"],
  collection: ["కలెక్షన్", "వసూలు", "వసూళ్లు"],
  "relationship manager": ["రిలేషన్షిప్ మేనేజర్"],
  "business development": ["బిజినెస్ డెవలప్మెంట్"],
  graphic: ["గ్రాఫిక్"],
  designer: ["డిజైనర్", "డిజైనరు"],
  "content writer": ["కంటెంట్ రైటర్"],
  tally: ["టాలీ", "ట్యాలీ"],
  excel: ["ఎక్సెల్"],
  typist: ["టైపిస్ట్", "టైపిస్టు"],
  stenographer: ["స్టెనోగ్రాఫర్", "స్టెనో"],
  tailor: ["టైలర్", "టైలరు", "దర్జీ"],
  beautician: ["బ్యూటీషియన్"],
  travel: ["ట్రావెల్", "ట్రావెల్స్"],
  tour: ["టూర్"],
  ticketing: ["టికెటింగ్"],
  cnc: ["సీఎన్సీ"],
  machine: ["మెషిన్", "మిషన్"],
  safety: ["సేఫ్టీ", "సేఫ్టి"],
  trainee: ["ట్రైనీ"],
  fresher: ["ఫ్రెషర్", "ఫ్రెషర్స్", "ఫ్రెషర్లు"],
  intern: ["ఇంటర్న్", "ఇంటర్న్షిప్"],
  "work from home": [
    "వర్క్ ఫ్రమ్ హోమ్",
    "వర్క్ ఫ్రం హోం",
    "వర్క్ ఫ్రమ్ హోం",
    "ఇంటి నుంచి పని",
    "ఇంటి నుండి పని",
    "ఇంటి నుంచి",
    "ఇంటి నుండి",
    "ఇంటి నుంచే",
    "ఇంట్లో నుంచి",
  ],
  remote: ["రిమోట్"],
  "part time": ["పార్ట్ టైమ్", "పార్ట్-టైమ్", "పార్ట్ టైం", "పార్ట్టైమ్"],
  // Beyond hi.ts: words Telugu seekers put in a search that the ATS writes in English.
  it: ["ఐటీ", "ఐటి"],
  factory: ["ఫ్యాక్టరీ", "ఫ్యాక్టరి", "కర్మాగారం"],
  branch: ["బ్రాంచ్", "బ్రాంచి"],
  field: ["ఫీల్డ్"],
  bike: ["బైక్", "బైకు"],
  ac: ["ఏసీ"],
  night: ["నైట్"],
  shift: ["షిఫ్ట్", "షిఫ్టు"],
  "walk in": ["వాక్ ఇన్", "వాకిన్"],
  telugu: ["తెలుగు", "తెలుగులో"],
  hindi: ["హిందీ", "హింది", "హిందీలో"],
  english: ["ఇంగ్లిష్", "ఇంగ్లీష్", "ఇంగ్లీషు", "ఇంగ్లిష్లో", "ఇంగ్లీష్లో"],
  tamil: ["తమిళం", "తమిళ్"],
  kannada: ["కన్నడ"],
};

/** Job words that name a workplace or a line of work: "బ్యాంకులో ఉద్యోగం", "సేల్స్ + లో జాబ్", "హాస్పిటల్లో". */
const WORKPLACES = new Set([
  "sales",
  "accounts",
  "delivery",
  "security",
  "data entry",
  "reception",
  "front office",
  "back office",
  "office",
  "housekeeping",
  "hotel",
  "customer service",
  "customer support",
  "bpo",
  "call centre",
  "marketing",
  "digital marketing",
  "field sales",
  "retail",
  "store",
  "warehouse",
  "logistics",
  "supply chain",
  "production",
  "quality",
  "maintenance",
  "software",
  "it",
  "hr",
  "recruitment",
  "pharma",
  "medical",
  "hospital",
  "banking",
  "bank",
  "insurance",
  "finance",
  "collection",
  "travel",
  "ticketing",
  "factory",
  "branch",
]);

export const words: LanguageWords = {
  places: withEndings(PLACES, () => PLACE_ENDINGS, false),
  jobWords: withEndings(
    JOB_WORDS,
    (english) => (WORKPLACES.has(english) ? [...JOB_ENDINGS, ...WORKPLACE_ENDINGS] : JOB_ENDINGS),
    true,
  ),

  /** Words that frame a search and match nothing: "job(s)", "work", "wanted", separate postpositions. */
  filler: [
    // "job(s)", "work", "vacancies", "posts", with the endings they take.
    "ఉద్యోగం",
    "ఉద్యోగాలు",
    "ఉద్యోగ",
    "ఉద్యోగాల",
    "ఉద్యోగానికి",
    "ఉద్యోగాలకు",
    "ఉద్యోగంలో",
    "ఉద్యోగాల్లో",
    "ఉద్యోగాలలో",
    "ఉద్యోగావకాశాలు",
    "జాబ్",
    "జాబ్స్",
    "జాబు",
    "జాబులు",
    "జాబ్లు",
    "జాబ్కి",
    "జాబ్స్కి",
    "జాబ్స్లో",
    "పని",
    "పనులు",
    "వర్క్",
    "ఖాళీ",
    "ఖాళీలు",
    "ఖాళీల",
    "వేకెన్సీ",
    "వేకెన్సీలు",
    "వేకెన్సీస్",
    "పోస్ట్",
    "పోస్టు",
    "పోస్టులు",
    "పోస్టుల",
    "పోస్ట్లు",
    "అవకాశం",
    "అవకాశాలు",
    "నియామకాలు",
    // "company", "private" (every job here is with a private company), "new", "latest".
    "కంపెనీ",
    "కంపెనీలు",
    "కంపెనీలో",
    "కంపెనీల్లో",
    "కంపెనీలలో",
    "ప్రైవేట్",
    "ప్రైవేటు",
    "కొత్త",
    "కొత్తవి",
    "తాజా",
    // "wanted", "needed", "for me", "are there".
    "కావాలి",
    "కావాలా",
    "కావలెను",
    "అవసరం",
    "నాకు",
    "ఉన్నాయా",
    // Postpositions and conjunctions written as a separate word, Telugu and English ("జాబ్స్ ఇన్ హైదరాబాద్").
    "కోసం",
    "లో",
    "లోని",
    "కి",
    "కు",
    "నుంచి",
    "నుండి",
    "దగ్గర",
    "దగ్గరలో",
    "దగ్గర్లో",
    "చుట్టుపక్కల",
    "వద్ద",
    "మరియు",
    "లేదా",
    "ఇన్",
    "ఫర్",
  ],

  /** Display names of the form's states (keys exactly INDIAN_STATES in shared/schemas/fields.ts, plus "Other"). */
  states: {
    "Andhra Pradesh": "ఆంధ్రప్రదేశ్",
    "Arunachal Pradesh": "అరుణాచల్ ప్రదేశ్",
    Assam: "అస్సాం",
    Bihar: "బిహార్",
    Chhattisgarh: "ఛత్తీస్గఢ్",
    Goa: "గోవా",
    Gujarat: "గుజరాత్",
    Haryana: "హర్యానా",
    "Himachal Pradesh": "హిమాచల్ ప్రదేశ్",
    Jharkhand: "జార్ఖండ్",
    Karnataka: "కర్ణాటక",
    Kerala: "కేరళ",
    "Madhya Pradesh": "మధ్యప్రదేశ్",
    Maharashtra: "మహారాష్ట్ర",
    Manipur: "మణిపూర్",
    Meghalaya: "మేఘాలయ",
    Mizoram: "మిజోరం",
    Nagaland: "నాగాలాండ్",
    Odisha: "ఒడిశా",
    Punjab: "పంజాబ్",
    Rajasthan: "రాజస్థాన్",
    Sikkim: "సిక్కిం",
    "Tamil Nadu": "తమిళనాడు",
    Telangana: "తెలంగాణ",
    Tripura: "త్రిపుర",
    "Uttar Pradesh": "ఉత్తరప్రదేశ్",
    Uttarakhand: "ఉత్తరాఖండ్",
    "West Bengal": "పశ్చిమ బెంగాల్",
    "Andaman and Nicobar Islands": "అండమాన్ నికోబార్ దీవులు",
    Chandigarh: "చండీగఢ్",
    "Dadra and Nagar Haveli and Daman and Diu": "దాద్రా నగర్ హవేలీ, డామన్ డయ్యూ",
    Delhi: "ఢిల్లీ",
    "Jammu and Kashmir": "జమ్మూ కశ్మీర్",
    Ladakh: "లద్దాఖ్",
    Lakshadweep: "లక్షద్వీప్",
    Puducherry: "పుదుచ్చేరి",
    // Abroad.
    Other: "ఇతర (విదేశాలు)",
  },

  /** Display names of the 18 services by slug (shared/content/service-names.ts). */
  services: {
    "permanent-staffing": "పర్మనెంట్ స్టాఫింగ్",
    "temporary-staffing": "టెంపరరీ స్టాఫింగ్",
    "contract-staffing": "కాంట్రాక్ట్ స్టాఫింగ్",
    "executive-search": "ఎగ్జిక్యూటివ్ సెర్చ్",
    "recruitment-process-outsourcing-rpo": "రిక్రూట్మెంట్ ప్రాసెస్ అవుట్సోర్సింగ్ (RPO)",
    "skill-gap-assessment": "స్కిల్ గ్యాప్ అసెస్మెంట్",
    "internship-program-management": "ఇంటర్న్షిప్ ప్రోగ్రామ్ మేనేజ్మెంట్",
    "diversity-inclusion-hiring-initiatives": "డైవర్సిటీ, ఇన్క్లూజన్ నియామకాలు",
    "onboarding-and-training-support": "ఆన్బోర్డింగ్, ట్రైనింగ్ సపోర్ట్",
    "pre-placement-offer-ppo-recruitment": "ప్రీ-ప్లేస్మెంట్ ఆఫర్ (PPO) నియామకాలు",
    "remote-talent-pooling": "వర్క్ ఫ్రమ్ హోమ్ టాలెంట్ పూల్",
    "payroll-management": "పేరోల్ మేనేజ్మెంట్",
    "labour-compliance-management": "లేబర్ కంప్లయన్స్ మేనేజ్మెంట్",
    "freelance-recruiter-partnership": "ఫ్రీలాన్స్ రిక్రూటర్ పార్ట్నర్షిప్",
    "outplacement-services": "అవుట్ప్లేస్మెంట్ సేవలు",
    "hr-consulting-and-strategy": "HR కన్సల్టింగ్, స్ట్రాటజీ",
    "talent-mapping-and-market-intelligence": "టాలెంట్ మ్యాపింగ్, మార్కెట్ ఇంటెలిజెన్స్",
    "graduate-trainee-programs": "గ్రాడ్యుయేట్ ట్రైనీ ప్రోగ్రాములు",
  },
};
