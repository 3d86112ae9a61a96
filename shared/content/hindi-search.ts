/*
 * Hindi search words (issue 24): Devanagari spellings of places and common
 * job words, each mapped to the English words the job search already
 * understands (the ATS writes jobs in English). `englishSearchText` rewrites
 * a search box before its words are split (worker/jobs/search.ts
 * searchWords), so "पुणे" searches as "pune", "दिल्ली" as "delhi" (and so Delhi
 * NCR, through shared/content/places.ts), and "ड्राइवर" as "driver". Latin
 * words pass through unchanged, so mixed input ("driver दिल्ली") works. A
 * Devanagari word not listed is kept as written: it matches no English job,
 * so an unknown word finds nothing rather than everything.
 *
 * Spellings are compared after `foldDevanagari` (nukta dropped, chandrabindu
 * as anusvara, joiners removed), so "ज़" and "ज", "फ़" and "फ" are one.
 */

/** Places: every state and union territory, every city the embedded jobs and their generator use, and aliases. */
const PLACES: Record<string, string[]> = {
  // Cities (scripts/data/generate-jobs-data/cities.json, worker/jobs/data/embedded-jobs.json).
  mumbai: ["मुंबई", "मुम्बई", "बंबई", "बम्बई"],
  pune: ["पुणे", "पूणे", "पुना", "पूना"],
  bengaluru: ["बेंगलुरु", "बेंगलूरु", "बेंगलुरू", "बेंगलूरू", "बैंगलोर", "बेंगलोर", "बंगलौर", "बंगलोर", "बेंगळूरु", "बेंगळुरु"],
  hyderabad: ["हैदराबाद"],
  chennai: ["चेन्नई", "चेनई", "मद्रास"],
  delhi: ["दिल्ली", "देहली", "दिल्ली एनसीआर", "एनसीआर"],
  "new delhi": ["नई दिल्ली", "नयी दिल्ली"],
  gurugram: ["गुरुग्राम", "गुड़गांव", "गुड़गाँव", "गुरुगांव", "गुरगांव"],
  noida: ["नोएडा", "नोयडा"],
  "greater noida": ["ग्रेटर नोएडा"],
  ghaziabad: ["गाजियाबाद", "ग़ाज़ियाबाद"],
  faridabad: ["फरीदाबाद", "फ़रीदाबाद"],
  kolkata: ["कोलकाता", "कलकत्ता"],
  ahmedabad: ["अहमदाबाद"],
  jaipur: ["जयपुर"],
  lucknow: ["लखनऊ", "लखनउ"],
  kochi: ["कोच्चि", "कोची", "कोचीन"],
  indore: ["इंदौर", "इन्दौर"],
  coimbatore: ["कोयंबटूर", "कोयम्बटूर", "कोइम्बतूर"],
  chandigarh: ["चंडीगढ़", "चण्डीगढ़"],
  bhubaneswar: ["भुवनेश्वर"],
  nagpur: ["नागपुर"],
  visakhapatnam: ["विशाखापत्तनम", "विशाखापट्टनम", "विजाग"],
  thiruvananthapuram: ["तिरुवनंतपुरम", "त्रिवेंद्रम"],
  vadodara: ["वडोदरा", "बड़ौदा"],
  mysuru: ["मैसूरु", "मैसूर"],
  guwahati: ["गुवाहाटी"],
  nashik: ["नासिक", "नाशिक"],
  surat: ["सूरत"],
  bhopal: ["भोपाल"],
  puducherry: ["पुदुचेरी", "पुडुचेरी", "पांडिचेरी"],
  ludhiana: ["लुधियाना"],
  patna: ["पटना"],
  dehradun: ["देहरादून"],
  ranchi: ["रांची", "राँची"],
  kanpur: ["कानपुर"],
  varanasi: ["वाराणसी", "बनारस"],
  agra: ["आगरा"],
  meerut: ["मेरठ"],
  prayagraj: ["प्रयागराज", "इलाहाबाद"],
  amritsar: ["अमृतसर"],
  raipur: ["रायपुर"],
  jodhpur: ["जोधपुर"],
  udaipur: ["उदयपुर"],
  rajkot: ["राजकोट"],
  aurangabad: ["औरंगाबाद"],
  thane: ["ठाणे"],
  "navi mumbai": ["नवी मुंबई"],
  madurai: ["मदुरै"],
  vijayawada: ["विजयवाड़ा"],
  jamshedpur: ["जमशेदपुर"],
  gwalior: ["ग्वालियर"],
  jabalpur: ["जबलपुर"],
  // States and union territories (shared/schemas/fields.ts INDIAN_STATES).
  "andhra pradesh": ["आंध्र प्रदेश", "आन्ध्र प्रदेश"],
  "arunachal pradesh": ["अरुणाचल प्रदेश"],
  assam: ["असम"],
  bihar: ["बिहार"],
  chhattisgarh: ["छत्तीसगढ़"],
  goa: ["गोवा"],
  gujarat: ["गुजरात"],
  haryana: ["हरियाणा"],
  "himachal pradesh": ["हिमाचल प्रदेश"],
  jharkhand: ["झारखंड", "झारखण्ड"],
  karnataka: ["कर्नाटक"],
  kerala: ["केरल"],
  "madhya pradesh": ["मध्य प्रदेश", "मध्यप्रदेश"],
  maharashtra: ["महाराष्ट्र"],
  manipur: ["मणिपुर"],
  meghalaya: ["मेघालय"],
  mizoram: ["मिज़ोरम", "मिजोरम"],
  nagaland: ["नागालैंड", "नगालैंड"],
  odisha: ["ओडिशा", "ओड़िशा", "उड़ीसा"],
  punjab: ["पंजाब"],
  rajasthan: ["राजस्थान"],
  sikkim: ["सिक्किम"],
  "tamil nadu": ["तमिलनाडु", "तमिल नाडु", "तमिलनाडू"],
  telangana: ["तेलंगाना"],
  tripura: ["त्रिपुरा"],
  "uttar pradesh": ["उत्तर प्रदेश", "उत्तरप्रदेश"],
  uttarakhand: ["उत्तराखंड", "उत्तराखण्ड"],
  "west bengal": ["पश्चिम बंगाल", "प. बंगाल"],
  "andaman and nicobar islands": ["अंडमान और निकोबार द्वीपसमूह", "अंडमान निकोबार", "अंडमान"],
  "dadra and nagar haveli and daman and diu": ["दादरा और नगर हवेली और दमन और दीव", "दादरा नगर हवेली", "दमन दीव"],
  "jammu and kashmir": ["जम्मू और कश्मीर", "जम्मू कश्मीर", "जम्मू-कश्मीर"],
  ladakh: ["लद्दाख"],
  lakshadweep: ["लक्षद्वीप"],
  india: ["भारत", "हिंदुस्तान"],
};

/** Common job words (what people type) → the English words the ATS's titles and skills use. */
const JOB_WORDS: Record<string, string[]> = {
  driver: ["ड्राइवर", "ड्रायवर", "ड्राईवर", "चालक"],
  sales: ["सेल्स", "सेल", "बिक्री"],
  accountant: ["अकाउंटेंट", "अकाउंटैंट", "एकाउंटेंट", "लेखाकार"],
  accounts: ["अकाउंट्स", "एकाउंट्स", "लेखा"],
  nurse: ["नर्स", "नर्सिंग"],
  delivery: ["डिलीवरी", "डिलिवरी", "डिलेवरी"],
  "security guard": ["सिक्योरिटी गार्ड", "सिक्यूरिटी गार्ड", "सुरक्षा गार्ड"],
  security: ["सिक्योरिटी", "सिक्यूरिटी", "सुरक्षा"],
  guard: ["गार्ड"],
  "computer operator": ["कंप्यूटर ऑपरेटर", "कम्प्यूटर ऑपरेटर"],
  computer: ["कंप्यूटर", "कम्प्यूटर"],
  operator: ["ऑपरेटर", "आपरेटर", "ओपरेटर"],
  "data entry": ["डेटा एंट्री", "डाटा एंट्री", "डेटा एन्ट्री"],
  data: ["डेटा", "डाटा"],
  telecaller: ["टेली कॉलर", "टेलीकॉलर", "टेली कालर"],
  "tele sales": ["टेली सेल्स", "टेलीसेल्स"],
  caller: ["कॉलर", "कालर"],
  electrician: ["इलेक्ट्रीशियन", "इलेक्ट्रिशियन", "बिजली मिस्त्री"],
  electrical: ["इलेक्ट्रिकल"],
  welder: ["वेल्डर"],
  fitter: ["फिटर"],
  plumber: ["प्लंबर", "प्लम्बर"],
  carpenter: ["कारपेंटर", "बढ़ई"],
  mechanic: ["मैकेनिक", "मेकैनिक", "मिस्त्री"],
  technician: ["टेक्नीशियन", "तकनीशियन", "टेक्निशियन"],
  receptionist: ["रिसेप्शनिस्ट"],
  reception: ["रिसेप्शन"],
  "front office": ["फ्रंट ऑफिस", "फ्रंट आफिस"],
  teacher: ["शिक्षक", "टीचर", "अध्यापक", "शिक्षिका", "अध्यापिका"],
  tutor: ["ट्यूटर"],
  faculty: ["फैकल्टी"],
  professor: ["प्रोफेसर", "प्राध्यापक"],
  trainer: ["ट्रेनर", "प्रशिक्षक"],
  cashier: ["कैशियर", "खजांची"],
  manager: ["मैनेजर", "प्रबंधक"],
  executive: ["एग्जीक्यूटिव", "एग्जिक्यूटिव", "एक्जीक्यूटिव", "कार्यकारी"],
  officer: ["ऑफिसर", "अफसर", "अधिकारी"],
  supervisor: ["सुपरवाइजर", "सुपरवाइज़र", "पर्यवेक्षक"],
  assistant: ["असिस्टेंट", "सहायक"],
  associate: ["एसोसिएट"],
  helper: ["हेल्पर"],
  clerk: ["क्लर्क", "लिपिक"],
  peon: ["चपरासी", "पियोन"],
  "office boy": ["ऑफिस बॉय", "आफिस बॉय"],
  housekeeping: ["हाउसकीपिंग"],
  cook: ["कुक", "रसोइया", "बावर्ची"],
  chef: ["शेफ"],
  waiter: ["वेटर"],
  hotel: ["होटल"],
  "customer service": ["कस्टमर सर्विस", "ग्राहक सेवा"],
  "customer support": ["कस्टमर सपोर्ट"],
  customer: ["कस्टमर", "ग्राहक"],
  support: ["सपोर्ट"],
  bpo: ["बीपीओ"],
  "call centre": ["कॉल सेंटर", "काल सेंटर"],
  voice: ["वॉयस", "वॉइस"],
  marketing: ["मार्केटिंग", "विपणन"],
  "digital marketing": ["डिजिटल मार्केटिंग"],
  "field sales": ["फील्ड सेल्स"],
  retail: ["रिटेल", "खुदरा"],
  store: ["स्टोर"],
  warehouse: ["वेयरहाउस", "गोदाम"],
  inventory: ["इन्वेंटरी"],
  logistics: ["लॉजिस्टिक्स"],
  "supply chain": ["सप्लाई चेन"],
  production: ["प्रोडक्शन", "उत्पादन"],
  quality: ["क्वालिटी", "गुणवत्ता"],
  maintenance: ["मेंटेनेंस", "मेंटेनेन्स", "रखरखाव"],
  engineer: ["इंजीनियर", "इंजिनियर", "अभियंता"],
  civil: ["सिविल"],
  mechanical: ["मैकेनिकल"],
  "site engineer": ["साइट इंजीनियर"],
  developer: ["डेवलपर"],
  software: ["सॉफ्टवेयर", "साफ्टवेयर"],
  java: ["जावा"],
  python: ["पायथन"],
  analyst: ["एनालिस्ट", "विश्लेषक"],
  hr: ["एचआर"],
  recruiter: ["रिक्रूटर"],
  recruitment: ["रिक्रूटमेंट"],
  pharmacist: ["फार्मासिस्ट"],
  pharma: ["फार्मा"],
  doctor: ["डॉक्टर", "डाक्टर", "चिकित्सक"],
  medical: ["मेडिकल", "चिकित्सा"],
  hospital: ["हॉस्पिटल", "अस्पताल"],
  "lab technician": ["लैब टेक्नीशियन"],
  physiotherapist: ["फिजियोथेरेपिस्ट"],
  banking: ["बैंकिंग"],
  bank: ["बैंक"],
  loan: ["लोन", "ऋण"],
  insurance: ["इंश्योरेंस", "बीमा"],
  finance: ["फाइनेंस", "वित्त"],
  credit: ["क्रेडिट"],
  collection: ["कलेक्शन", "वसूली"],
  "relationship manager": ["रिलेशनशिप मैनेजर"],
  "business development": ["बिजनेस डेवलपमेंट", "बिज़नेस डेवलपमेंट"],
  graphic: ["ग्राफिक"],
  designer: ["डिजाइनर", "डिज़ाइनर"],
  "content writer": ["कंटेंट राइटर"],
  tally: ["टैली"],
  excel: ["एक्सेल"],
  typist: ["टाइपिस्ट"],
  stenographer: ["स्टेनोग्राफर", "आशुलिपिक"],
  tailor: ["टेलर", "दर्जी"],
  beautician: ["ब्यूटीशियन"],
  travel: ["ट्रैवल", "यात्रा"],
  tour: ["टूर"],
  ticketing: ["टिकटिंग"],
  cnc: ["सीएनसी"],
  machine: ["मशीन"],
  safety: ["सेफ्टी"],
  trainee: ["ट्रेनी", "प्रशिक्षु"],
  fresher: ["फ्रेशर", "फ्रेशर्स"],
  intern: ["इंटर्न"],
  "work from home": ["वर्क फ्रॉम होम", "घर से काम"],
  remote: ["रिमोट"],
  "part time": ["पार्ट टाइम"],
};

const NUKTA = /\u093c/g;
const JOINERS = /[\u200c\u200d]/g;

/** One spelling per word: nukta dropped, chandrabindu as anusvara, joiners removed (NFD, then NFC). */
export function foldDevanagari(text: string): string {
  return text
    .normalize("NFD")
    .replace(NUKTA, "")
    .replace(JOINERS, "")
    .replace(/\u0901/g, "\u0902")
    .normalize("NFC");
}

const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * Words that only frame a search ("ड्राइवर की नौकरी", "पुणे में"): dropped, as
 * they match nothing in an English job. Phrases are looked up first, so the
 * "और" of "जम्मू और कश्मीर" stays part of its name.
 */
const FILLER = new Set(
  [
    "नौकरी",
    "नौकरियां",
    "नौकरियाँ",
    "जॉब",
    "जॉब्स",
    "की",
    "का",
    "के",
    "में",
    "मे",
    "लिए",
    "चाहिए",
    "वाली",
    "वाला",
    "वाले",
    "और",
    "या",
  ].map((w) => foldDevanagari(w)),
);

/** Folded Devanagari phrase (its words joined by one space) → English words. */
const LOOKUP = new Map<string, string>();
/** The most words a listed phrase has. */
let LONGEST = 1;
for (const table of [JOB_WORDS, PLACES]) {
  for (const [english, spellings] of Object.entries(table)) {
    for (const spelling of spellings) {
      const words = foldDevanagari(spelling)
        .split(/[\s,-]+/)
        .filter(Boolean);
      const key = words.join(" ");
      if (!LOOKUP.has(key)) LOOKUP.set(key, english);
      LONGEST = Math.max(LONGEST, words.length);
    }
  }
}

/** Every place spelling listed, by English name (tests and docs). */
export const HINDI_PLACE_NAMES: Readonly<Record<string, readonly string[]>> = PLACES;
/** Every job word spelling listed, by English words. */
export const HINDI_JOB_WORDS: Readonly<Record<string, readonly string[]>> = JOB_WORDS;

/**
 * A search box with its listed Devanagari words and phrases put in English
 * (longest phrase first: "सिक्योरिटी गार्ड" → "security guard", "उत्तर प्रदेश" →
 * "uttar pradesh"); Latin words, numbers and unlisted Devanagari words are
 * kept. Text without Devanagari is returned as it is.
 */
export function englishSearchText(text: string): string {
  if (!DEVANAGARI.test(text)) return text;
  // Words as the search splits them (spaces and commas); a hyphen inside a Devanagari name is a space.
  const words = text.split(/[\s,]+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    if (DEVANAGARI.test(words[i])) {
      for (let n = Math.min(LONGEST, words.length - i); n >= 1 && matched === 0; n--) {
        const key = foldDevanagari(words.slice(i, i + n).join(" "))
          .split(/[\s-]+/)
          .filter(Boolean)
          .join(" ")
          .replace(/[।.]+$/u, "");
        const english = LOOKUP.get(key);
        if (english !== undefined) {
          out.push(english);
          matched = n;
        }
      }
    }
    if (matched === 0) {
      if (!FILLER.has(foldDevanagari(words[i]))) out.push(words[i]);
      matched = 1;
    }
    i += matched;
  }
  return out.join(" ");
}
