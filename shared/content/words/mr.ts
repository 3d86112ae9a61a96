import type { LanguageWords } from "./types";

/*
 * Marathi search words (issue 32): places and job words as people type them
 * in Devanagari on a Marathi keyboard, each mapped to the English words the
 * ATS writes, plus the words that only frame a search ("ड्रायव्हरची नोकरी
 * पाहिजे", "पुणे येथे").
 *
 * Marathi joins its postpositions to the word, and many nouns change their
 * stem before them: पुणे → पुण्यात, नागपूर → नागपुरात, हैदराबाद →
 * हैदराबादेत, शिक्षक → शिक्षकाची, शिपाई → शिपायाची, बँक → बँकेत. The search
 * looks each word up as typed (./index.ts), so the lists below hold the bare
 * words and `withEndings` adds the forms people type, on the last word of a
 * phrase (सिक्युरिटी गार्डची, नवी मुंबईत):
 * - every place: in (-त / -तील on the oblique stem: पुण्यात, मुंबईतील,
 *   महाराष्ट्रात), -मध्ये, to (-ला), near (-जवळ);
 * - every job word: of (-ची, -चा, -चे, -च्या: "ड्रायव्हरची नोकरी",
 *   "वेल्डिंगचे काम", "नर्सच्या जागा") and for (-साठी); an English loan
 *   in -र also its English plural (ड्रायव्हर्स, ड्रायव्हर्ससाठी);
 * - the job words that name a workplace or a line of work (WORKPLACES):
 *   in, too (हॉटेलमध्ये, बँकेत, गोदामात, फॅक्टरीत, सेल्समध्ये).
 * An English loan keeps its stem (ड्रायव्हरची); a Marathi noun whose stem
 * changes is in OBLIQUE. Endings typed apart ("पुणे मध्ये") and the words
 * around a search (नोकरी, पाहिजे, कंपनीत) are `filler`.
 *
 * Spelling: Marathi writes English /æ/ and /ɔ/ with the candra vowels
 * (बँक, मॅनेजर, ऑफिस); people also type them without (बेंक, मेनेजर), so the
 * common pairs are listed. The fold (./index.ts) drops joiners and the nukta,
 * so the eyelash ra (नोकऱ्या, आचाऱ्याची) and र + virama are one. Marathi
 * keeps older names in everyday use: म्हैसूर, ग्वाल्हेर, इंदूर, भोपाळ.
 */

/** Marathi nouns whose stem changes before an ending (bare word → oblique stem). */
const OBLIQUE: Readonly<Record<string, string>> = {
  // Places: the -ा and -े names, and नाशिक.
  गोवा: "गोव्या",
  पाटणा: "पाटण्या",
  आग्रा: "आग्र्या",
  कोलकाता: "कोलकात्या",
  कलकत्ता: "कलकत्त्या",
  वडोदरा: "वडोदऱ्या",
  विजयवाडा: "विजयवाड्या",
  सातारा: "साताऱ्या",
  अकोला: "अकोल्या",
  लोणावळा: "लोणावळ्या",
  हिंगणा: "हिंगण्या",
  नाशिक: "नाशका",
  नासिक: "नासका",
  // Job words: Marathi nouns take -ा (शिक्षकाची), -ी and -ई nouns -्या (शिपायाची,
  // अधिकाऱ्याची), -िका nouns -िके (शिक्षिकेची).
  शिक्षक: "शिक्षका",
  प्राध्यापक: "प्राध्यापका",
  प्रशिक्षक: "प्रशिक्षका",
  चालक: "चालका",
  लेखापाल: "लेखापाला",
  सहाय्यक: "सहाय्यका",
  लिपिक: "लिपिका",
  कारकून: "कारकुना",
  रक्षक: "रक्षका",
  रखवालदार: "रखवालदारा",
  सुतार: "सुतारा",
  गवंडी: "गवंड्या",
  मदतनीस: "मदतनिसा",
  तंत्रज्ञ: "तंत्रज्ञा",
  लघुलेखक: "लघुलेखका",
  शिपाई: "शिपाया",
  स्वयंपाकी: "स्वयंपाक्या",
  आचारी: "आचाऱ्या",
  अधिकारी: "अधिकाऱ्या",
  शिंपी: "शिंप्या",
  रंगारी: "रंगाऱ्या",
  शिक्षिका: "शिक्षिके",
  // Workplaces: बँकेत, गोदामात, रुग्णालयात, दवाखान्यात, कारखान्यात, विम्यात.
  बँक: "बँके",
  बॅंक: "बॅंके",
  बेंक: "बेंके",
  गोदाम: "गोदामा",
  रुग्णालय: "रुग्णालया",
  दवाखाना: "दवाखान्या",
  कारखाना: "कारखान्या",
  विमा: "विम्या",
};

/** A word that ends in a vowel (a sign or an independent vowel) keeps its stem: मुंबईत, दिल्लीला, फॅक्टरीत. */
const VOWEL_END = /[\u093e-\u094c\u0905-\u0914\u0902]$/u;

/** A place with its endings: पुण्यात, पुण्यातील, पुण्याला, पुण्याजवळ, पुण्यामध्ये; नागपुरात, नागपूरला; हैदराबादेत. */
function placeForms(word: string): string[] {
  const oblique = OBLIQUE[word];
  if (word.endsWith("े") || oblique?.endsWith("्या")) {
    // पुणे → पुण्या-, गोवा → गोव्या- before every ending; -मध्ये is also typed on the bare word.
    const stem = oblique ?? `${word.slice(0, -1)}्या`;
    return [`${stem}त`, `${stem}तील`, `${stem}ला`, `${stem}जवळ`, `${stem}मध्ये`, `${word}मध्ये`];
  }
  if (VOWEL_END.test(word)) return [`${word}त`, `${word}तील`, `${word}ला`, `${word}जवळ`, `${word}मध्ये`];
  // A consonant: "in" on the oblique (महाराष्ट्रात, नागपुरात, हैदराबादेत, नाशकात), the rest on the word.
  const stem =
    oblique ?? (word.endsWith("ूर") ? `${word.slice(0, -2)}ुरा` : word.endsWith("ाद") ? `${word}े` : `${word}ा`);
  return [`${stem}त`, `${stem}तील`, `${word}ला`, `${word}जवळ`, `${word}मध्ये`];
}

/** English job words that name a workplace or a line of work: they also take "in" (हॉटेलमध्ये, बँकेत, सेल्समध्ये). */
const WORKPLACES = new Set([
  "hotel",
  "hospital",
  "bank",
  "banking",
  "office",
  "back office",
  "front office",
  "factory",
  "warehouse",
  "store",
  "call centre",
  "bpo",
  "it",
  "software",
  "sales",
  "marketing",
  "digital marketing",
  "accounts",
  "finance",
  "insurance",
  "pharma",
  "medical",
  "retail",
  "logistics",
  "production",
  "quality",
  "maintenance",
  "construction",
  "customer service",
  "customer support",
  "security",
  "housekeeping",
  "packing",
  "hr",
  "recruitment",
  "travel",
]);

/** Job words people type bare ("वर्क फ्रॉम होम जॉब", "जावा डेव्हलपर"): no endings. */
const BARE = new Set(["work from home", "remote", "part time", "java", "python", "excel", "tally", "cnc"]);

/** A job word with its endings: ड्रायव्हरची, ड्रायव्हरचे, ड्रायव्हरसाठी, ड्रायव्हर्स; शिक्षकाची; a workplace also बँकेत, हॉटेलमध्ये, हॉटेलमधील. */
function jobForms(word: string, english: string): string[] {
  if (BARE.has(english)) return [];
  const oblique = OBLIQUE[word];
  const stem = oblique ?? word;
  // -ची for नोकरी, -चे for काम, -च्या for नोकऱ्या / जागा; -चा (जॉब) is rarer and left out.
  const out = [`${stem}ची`, `${stem}चे`, `${stem}च्या`, `${stem}साठी`];
  // The English plural of a loan in -र: ड्रायव्हर्स, मॅनेजर्स.
  if (!oblique && word.endsWith("र")) out.push(`${word}्स`);
  if (WORKPLACES.has(english)) {
    // बँकेत, गोदामातील; फॅक्टरीत; हॉटेलमध्ये, हॉटेलमधील.
    const inside = oblique ? `${oblique}त` : /[ीई]$/u.test(word) ? `${word}त` : `${word}मध्ये`;
    out.push(inside, inside.endsWith("त") ? `${inside}ील` : `${word}मधील`);
  }
  return out;
}

/** How many spellings of each word take endings: the first ones, the Marathi spellings people type most; Hindi-style and rarer spellings after them stay bare. */
const WITH_ENDINGS = 3;

/** Each spelling, then the forms of the first spellings with an ending on the last word (bare spellings first). */
function withEndings(
  table: Readonly<Record<string, readonly string[]>>,
  forms: (word: string, english: string) => string[],
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(table).map(([english, spellings]) => {
      const all = new Set(spellings);
      for (const spelling of spellings.slice(0, WITH_ENDINGS)) {
        const cut = spelling.lastIndexOf(" ") + 1;
        for (const form of forms(spelling.slice(cut), english)) all.add(spelling.slice(0, cut) + form);
      }
      return [english, [...all]];
    }),
  );
}

/** English place name (lower case, as the ATS writes it) → spellings in Devanagari as Marathi writes them (bare). */
const PLACES: Readonly<Record<string, readonly string[]>> = {
  // Cities (the same list as ./hi.ts).
  mumbai: ["मुंबई", "मुम्बई", "बॉम्बे", "बंबई"],
  pune: ["पुणे", "पूणे", "पुना", "पूना"],
  bengaluru: ["बंगळुरू", "बेंगळुरू", "बंगलोर", "बेंगळूरु", "बंगळूर", "बेंगलुरू", "बेंगलुरु", "बेंगलोर", "बँगलोर", "बॅंगलोर"],
  hyderabad: ["हैदराबाद", "हैद्राबाद"],
  chennai: ["चेन्नई", "चेन्नै", "चेनई", "मद्रास"],
  delhi: ["दिल्ली", "देहली", "दिल्ली एनसीआर", "एनसीआर"],
  "new delhi": ["नवी दिल्ली", "नई दिल्ली", "न्यू दिल्ली"],
  gurugram: ["गुरुग्राम", "गुडगाव", "गुडगांव", "गुरगाव"],
  noida: ["नोएडा", "नोयडा"],
  "greater noida": ["ग्रेटर नोएडा", "ग्रेटर नोयडा"],
  ghaziabad: ["गाझियाबाद", "गाजियाबाद"],
  faridabad: ["फरीदाबाद", "फरिदाबाद"],
  kolkata: ["कोलकाता", "कलकत्ता", "कोलकत्ता"],
  ahmedabad: ["अहमदाबाद", "अमदाबाद"],
  jaipur: ["जयपूर", "जयपुर"],
  lucknow: ["लखनौ", "लखनऊ", "लखनउ"],
  kochi: ["कोची", "कोच्ची", "कोचीन"],
  indore: ["इंदूर", "इंदौर", "इन्दौर"],
  coimbatore: ["कोइमतूर", "कोईमतूर", "कोइम्बतूर", "कोयंबतूर", "कोईम्बतूर"],
  chandigarh: ["चंदीगड", "चंडीगड", "चंदिगड", "चंडीगढ"],
  bhubaneswar: ["भुवनेश्वर", "भुबनेश्वर"],
  nagpur: ["नागपूर", "नागपुर"],
  visakhapatnam: ["विशाखापट्टणम", "विझाग", "विशाखापट्टनम", "विशाखापत्तनम", "वायझॅग"],
  thiruvananthapuram: ["तिरुवनंतपुरम", "तिरुअनंतपुरम", "त्रिवेंद्रम"],
  vadodara: ["वडोदरा", "बडोदे", "बडोदा"],
  mysuru: ["म्हैसूर", "मैसूर", "मैसुरू", "म्हैसुरू"],
  guwahati: ["गुवाहाटी", "गुवाहटी", "गौहाटी"],
  nashik: ["नाशिक", "नासिक"],
  surat: ["सुरत", "सूरत"],
  bhopal: ["भोपाळ", "भोपाल"],
  puducherry: ["पुदुच्चेरी", "पुदुचेरी", "पाँडिचेरी", "पॉंडिचेरी", "पांडिचेरी"],
  ludhiana: ["लुधियाना"],
  patna: ["पाटणा", "पटना"],
  dehradun: ["डेहराडून", "देहरादून", "डेहरादून"],
  ranchi: ["रांची", "राँची"],
  kanpur: ["कानपूर", "कानपुर"],
  varanasi: ["वाराणसी", "बनारस", "काशी"],
  agra: ["आग्रा"],
  meerut: ["मेरठ", "मीरत"],
  prayagraj: ["प्रयागराज", "अलाहाबाद"],
  amritsar: ["अमृतसर"],
  raipur: ["रायपूर", "रायपुर"],
  jodhpur: ["जोधपूर", "जोधपुर"],
  udaipur: ["उदयपूर", "उदयपुर"],
  rajkot: ["राजकोट"],
  aurangabad: ["छत्रपती संभाजीनगर", "संभाजीनगर", "औरंगाबाद", "छत्रपती संभाजी नगर", "संभाजी नगर"],
  thane: ["ठाणे"],
  "navi mumbai": ["नवी मुंबई"],
  madurai: ["मदुराई", "मदुरै"],
  vijayawada: ["विजयवाडा"],
  jamshedpur: ["जमशेदपूर", "जमशेदपुर"],
  gwalior: ["ग्वाल्हेर", "ग्वालियर"],
  jabalpur: ["जबलपूर", "जबलपुर"],
  // Maharashtra towns a reader here types (the English the ATS would write;
  // Ahmednagar is now Ahilyanagar, and the ATS may write either: see the review).
  kolhapur: ["कोल्हापूर", "कोल्हापुर"],
  solapur: ["सोलापूर", "सोलापुर"],
  satara: ["सातारा"],
  sangli: ["सांगली"],
  amravati: ["अमरावती"],
  jalgaon: ["जळगाव", "जळगांव", "जलगाव"],
  ahmednagar: ["अहमदनगर", "अहिल्यानगर", "अहिल्या नगर", "अहमद नगर"],
  latur: ["लातूर"],
  nanded: ["नांदेड"],
  akola: ["अकोला"],
  dhule: ["धुळे"],
  ratnagiri: ["रत्नागिरी"],
  kalyan: ["कल्याण"],
  vasai: ["वसई"],
  virar: ["विरार"],
  panvel: ["पनवेल"],
  bhiwandi: ["भिवंडी"],
  lonavala: ["लोणावळा"],
  // The Mumbai, Pune, Nagpur and Nashik areas the ATS writes in a job's
  // location (scripts/data/generate-jobs-data/cities.json), and MIDC, the
  // industrial estates a factory worker names.
  andheri: ["अंधेरी"],
  powai: ["पवई"],
  "bandra kurla complex": ["वांद्रे कुर्ला संकुल", "बीकेसी"],
  bandra: ["वांद्रे", "बांद्रा"],
  kurla: ["कुर्ला"],
  "lower parel": ["लोअर परळ", "परळ"],
  goregaon: ["गोरेगाव"],
  malad: ["मालाड"],
  "nariman point": ["नरिमन पॉइंट"],
  vikhroli: ["विक्रोळी"],
  baner: ["बाणेर"],
  hinjewadi: ["हिंजवडी", "हिंजेवाडी", "हिंजवाडी", "हिंजवडी फेज"],
  kharadi: ["खराडी"],
  "viman nagar": ["विमाननगर", "विमान नगर"],
  hadapsar: ["हडपसर"],
  shivajinagar: ["शिवाजीनगर"],
  wakad: ["वाकड"],
  chakan: ["चाकण"],
  bhosari: ["भोसरी"],
  pimpri: ["पिंपरी", "पिंपरी चिंचवड"],
  chinchwad: ["चिंचवड"],
  mihan: ["मिहान"],
  sitabuldi: ["सीताबर्डी", "सिताबर्डी"],
  dharampeth: ["धरमपेठ"],
  butibori: ["बुटीबोरी"],
  hingna: ["हिंगणा"],
  satpur: ["सातपूर"],
  ambad: ["अंबड"],
  "gangapur road": ["गंगापूर रोड"],
  midc: ["एमआयडीसी"],
  // States and union territories (shared/schemas/fields.ts INDIAN_STATES; Chandigarh, Delhi and Puducherry are above).
  "andhra pradesh": ["आंध्र प्रदेश", "आंध्रप्रदेश", "आंध्र"],
  "arunachal pradesh": ["अरुणाचल प्रदेश", "अरुणाचल"],
  assam: ["आसाम", "असम"],
  bihar: ["बिहार"],
  chhattisgarh: ["छत्तीसगड", "छत्तीसगढ"],
  goa: ["गोवा"],
  gujarat: ["गुजरात"],
  haryana: ["हरियाणा", "हरयाणा"],
  "himachal pradesh": ["हिमाचल प्रदेश", "हिमाचल"],
  jharkhand: ["झारखंड"],
  karnataka: ["कर्नाटक"],
  kerala: ["केरळ", "केरल"],
  "madhya pradesh": ["मध्य प्रदेश", "मध्यप्रदेश"],
  maharashtra: ["महाराष्ट्र"],
  manipur: ["मणिपूर", "मणिपुर"],
  meghalaya: ["मेघालय"],
  mizoram: ["मिझोराम", "मिझोरम", "मिजोरम"],
  nagaland: ["नागालँड", "नागालॅंड", "नागालंड"],
  odisha: ["ओडिशा", "ओरिसा", "ओडिसा"],
  punjab: ["पंजाब"],
  rajasthan: ["राजस्थान"],
  sikkim: ["सिक्कीम", "सिक्किम"],
  "tamil nadu": ["तमिळनाडू", "तामिळनाडू", "तमिळ नाडू", "तमिलनाडू", "तमिलनाडु"],
  telangana: ["तेलंगणा", "तेलंगाणा", "तेलंगाना"],
  tripura: ["त्रिपुरा"],
  "uttar pradesh": ["उत्तर प्रदेश", "उत्तरप्रदेश"],
  uttarakhand: ["उत्तराखंड"],
  "west bengal": ["पश्चिम बंगाल", "प. बंगाल", "बंगाल"],
  "andaman and nicobar islands": ["अंदमान आणि निकोबार बेटे", "अंदमान निकोबार", "अंदमान"],
  "dadra and nagar haveli and daman and diu": [
    "दादरा आणि नगर हवेली आणि दमण आणि दीव",
    "दादरा नगर हवेली",
    "दमण आणि दीव",
    "दमण दीव",
    "दमण",
  ],
  "jammu and kashmir": ["जम्मू आणि काश्मीर", "जम्मू-काश्मीर", "जम्मू काश्मीर", "काश्मीर"],
  ladakh: ["लडाख", "लद्दाख"],
  lakshadweep: ["लक्षद्वीप"],
  india: ["भारत", "हिंदुस्थान", "इंडिया"],
};

/** English job words → spellings people type in Devanagari as Marathi writes them (bare; the keys of ./hi.ts's jobWords, and more). */
const JOB_WORDS: Readonly<Record<string, readonly string[]>> = {
  driver: ["ड्रायव्हर", "ड्रायवर", "चालक", "ड्राइव्हर", "ड्राइवर", "वाहनचालक", "ड्रायव्हिंग"],
  sales: ["सेल्स", "सेल्समन", "विक्री", "सेल"],
  accountant: ["अकाउंटंट", "अकौंटंट", "लेखापाल", "अकाऊंटंट", "अकाउंटेंट"],
  accounts: ["अकाउंट्स", "अकौंट्स", "अकाऊंट्स", "लेखा", "हिशोब"],
  nurse: ["नर्स", "नर्सेस", "स्टाफ नर्स", "नर्सिंग", "परिचारिका"],
  delivery: ["डिलिव्हरी", "डिलिव्हरी बॉय", "डिलीव्हरी", "डिलिवरी", "डिलेव्हरी"],
  "security guard": ["सिक्युरिटी गार्ड", "सुरक्षा रक्षक", "वॉचमन", "सिक्यूरिटी गार्ड", "सेक्युरिटी गार्ड", "सुरक्षारक्षक"],
  security: ["सिक्युरिटी", "सिक्यूरिटी", "सेक्युरिटी", "सुरक्षा"],
  guard: ["गार्ड", "रखवालदार"],
  "computer operator": ["कॉम्प्युटर ऑपरेटर", "कंप्युटर ऑपरेटर", "कम्प्युटर ऑपरेटर", "संगणक चालक"],
  computer: ["कॉम्प्युटर", "कंप्युटर", "कम्प्युटर", "कॉम्प्यूटर", "संगणक"],
  operator: ["ऑपरेटर", "ओपरेटर", "आॅपरेटर"],
  "data entry": ["डेटा एंट्री", "डाटा एंट्री", "डेटा एन्ट्री", "डाटा एन्ट्री"],
  data: ["डेटा", "डाटा"],
  telecaller: ["टेलिकॉलर", "टेली कॉलर", "टेलीकॉलर", "टेलिकॉलिंग"],
  "tele sales": ["टेली सेल्स", "टेलिसेल्स", "टेलीसेल्स"],
  caller: ["कॉलर"],
  electrician: ["इलेक्ट्रिशियन", "वायरमन", "इलेक्ट्रिशिअन", "इलेक्ट्रीशियन"],
  electrical: ["इलेक्ट्रिकल"],
  welder: ["वेल्डर", "वेल्डिंग"],
  fitter: ["फिटर"],
  plumber: ["प्लंबर", "प्लम्बर"],
  carpenter: ["कारपेंटर", "सुतार"],
  mason: ["गवंडी", "मेसन"],
  painter: ["पेंटर", "रंगारी"],
  mechanic: ["मेकॅनिक", "मॅकेनिक", "मेकानिक", "मिस्त्री"],
  technician: ["टेक्निशियन", "टेक्निशिअन", "तंत्रज्ञ"],
  receptionist: ["रिसेप्शनिस्ट"],
  reception: ["रिसेप्शन"],
  "front office": ["फ्रंट ऑफिस", "फ्रन्ट ऑफिस"],
  "back office": ["बॅक ऑफिस", "बेक ऑफिस"],
  office: ["ऑफिस", "ओफिस"],
  admin: ["ॲडमिन", "अॅडमिन", "एडमिन"],
  teacher: ["शिक्षक", "शिक्षिका", "टीचर", "अध्यापक"],
  tutor: ["ट्यूटर", "ट्युटर", "शिकवणी"],
  faculty: ["फॅकल्टी", "फेकल्टी"],
  professor: ["प्रोफेसर", "प्राध्यापक"],
  trainer: ["ट्रेनर", "प्रशिक्षक"],
  cashier: ["कॅशियर", "कॅशिअर", "केशियर", "रोखपाल"],
  billing: ["बिलिंग"],
  manager: ["मॅनेजर", "मेनेजर", "मैनेजर", "व्यवस्थापक"],
  executive: ["एक्झिक्युटिव्ह", "एक्झिक्यूटिव्ह", "एक्झिक्युटिव", "एक्सिक्युटिव्ह"],
  officer: ["ऑफिसर", "अधिकारी"],
  supervisor: ["सुपरवायझर", "सुपरव्हायझर", "सुपरवायजर", "पर्यवेक्षक"],
  assistant: ["असिस्टंट", "असिस्टन्ट", "सहाय्यक", "सहायक"],
  associate: ["असोसिएट", "असोशिएट"],
  helper: ["हेल्पर", "मदतनीस"],
  clerk: ["क्लार्क", "लिपिक", "कारकून", "क्लर्क"],
  peon: ["शिपाई", "प्यून", "पियून"],
  "office boy": ["ऑफिस बॉय", "ऑफिसबॉय"],
  housekeeping: ["हाउसकीपिंग", "हाऊसकीपिंग", "साफसफाई", "सफाई"],
  packing: ["पॅकिंग", "पेकिंग", "पॅकेजिंग"],
  cook: ["कुक", "स्वयंपाकी", "आचारी"],
  chef: ["शेफ"],
  waiter: ["वेटर"],
  hotel: ["हॉटेल"],
  "customer service": ["कस्टमर सर्व्हिस", "कस्टमर सर्विस", "ग्राहक सेवा"],
  "customer support": ["कस्टमर सपोर्ट"],
  customer: ["कस्टमर", "ग्राहक"],
  support: ["सपोर्ट"],
  bpo: ["बीपीओ"],
  "call centre": ["कॉल सेंटर", "कॉल सेन्टर"],
  voice: ["व्हॉइस", "व्हॉईस", "वॉइस"],
  marketing: ["मार्केटिंग", "विपणन"],
  "digital marketing": ["डिजिटल मार्केटिंग"],
  "field sales": ["फील्ड सेल्स", "फिल्ड सेल्स"],
  retail: ["रिटेल", "किरकोळ विक्री"],
  store: ["स्टोअर", "स्टोर", "स्टोअर कीपर", "स्टोअरकीपर"],
  warehouse: ["वेअरहाऊस", "गोदाम", "वेअरहाउस", "वेयरहाउस"],
  inventory: ["इन्व्हेंटरी", "इन्वेंटरी"],
  logistics: ["लॉजिस्टिक्स", "लॉजिस्टिक"],
  "supply chain": ["सप्लाय चेन", "सप्लाई चेन"],
  factory: ["फॅक्टरी", "फेक्टरी", "कारखाना"],
  production: ["प्रॉडक्शन", "प्रोडक्शन", "उत्पादन"],
  quality: ["क्वालिटी", "गुणवत्ता"],
  maintenance: ["मेंटेनन्स", "मेंटेनेन्स", "देखभाल"],
  construction: ["कन्स्ट्रक्शन", "बांधकाम"],
  engineer: ["इंजिनिअर", "इंजिनियर", "इंजीनियर", "अभियंता"],
  civil: ["सिव्हिल", "सिविल"],
  mechanical: ["मेकॅनिकल", "मेकानिकल"],
  "site engineer": ["साइट इंजिनिअर", "साईट इंजिनिअर", "साइट इंजिनियर"],
  it: ["आयटी"],
  developer: ["डेव्हलपर", "डेवलपर"],
  software: ["सॉफ्टवेअर", "सॉफ्टवेयर"],
  java: ["जावा"],
  python: ["पायथन"],
  analyst: ["ॲनालिस्ट", "अॅनालिस्ट", "अनालिस्ट", "विश्लेषक"],
  hr: ["एचआर"],
  recruiter: ["रिक्रूटर"],
  recruitment: ["रिक्रूटमेंट"],
  pharmacist: ["फार्मासिस्ट"],
  pharma: ["फार्मा"],
  "medical representative": ["मेडिकल रिप्रेझेंटेटिव्ह", "मेडिकल रिप्रेझेंटेटिव", "एमआर"],
  doctor: ["डॉक्टर", "डॉक्टर्स"],
  medical: ["मेडिकल", "वैद्यकीय"],
  hospital: ["हॉस्पिटल", "रुग्णालय", "दवाखाना", "इस्पितळ"],
  "lab technician": ["लॅब टेक्निशियन", "लॅब टेक्निशिअन"],
  physiotherapist: ["फिजिओथेरपिस्ट", "फिजिओ"],
  banking: ["बँकिंग", "बॅंकिंग", "बेंकिंग"],
  bank: ["बँक", "बॅंक", "बेंक"],
  loan: ["लोन", "कर्ज"],
  insurance: ["इन्शुरन्स", "इन्शुअरन्स", "विमा"],
  finance: ["फायनान्स", "फाइनान्स", "वित्त"],
  credit: ["क्रेडिट"],
  collection: ["कलेक्शन", "वसुली", "वसूली"],
  "relationship manager": ["रिलेशनशिप मॅनेजर"],
  "business development": ["बिझनेस डेव्हलपमेंट", "बिजनेस डेव्हलपमेंट"],
  graphic: ["ग्राफिक"],
  designer: ["डिझायनर", "डिजायनर"],
  "content writer": ["कंटेंट रायटर", "कन्टेन्ट रायटर"],
  tally: ["टॅली", "टैली"],
  excel: ["एक्सेल"],
  typist: ["टायपिस्ट"],
  stenographer: ["स्टेनोग्राफर", "स्टेनो", "लघुलेखक"],
  tailor: ["टेलर", "शिंपी"],
  beautician: ["ब्युटीशियन", "ब्यूटिशियन", "ब्युटिशिअन"],
  travel: ["ट्रॅव्हल", "ट्रॅवल", "प्रवास"],
  tour: ["टूर"],
  ticketing: ["तिकिटिंग", "टिकेटिंग"],
  cnc: ["सीएनसी"],
  machine: ["मशीन", "मशिन"],
  safety: ["सेफ्टी"],
  trainee: ["ट्रेनी", "प्रशिक्षणार्थी"],
  fresher: ["फ्रेशर", "फ्रेशर्स"],
  graduate: ["ग्रॅज्युएट", "पदवीधर", "ग्रॅज्युएट्स"],
  intern: ["इंटर्न"],
  "night shift": ["नाईट शिफ्ट", "नाइट शिफ्ट", "रात्रपाळी"],
  "work from home": ["वर्क फ्रॉम होम", "घरून काम", "घरबसल्या काम", "घरबसल्या"],
  remote: ["रिमोट"],
  "part time": ["पार्ट टाइम", "पार्ट टाईम", "पार्टटाइम", "पार्टटाईम", "अर्धवेळ"],
  // The languages a job asks for ("टेलिकॉलर हिंदी").
  english: ["इंग्रजी", "इंग्लिश"],
  hindi: ["हिंदी"],
  marathi: ["मराठी"],
};

export const words: LanguageWords = {
  places: withEndings(PLACES, placeForms),
  jobWords: withEndings(JOB_WORDS, jobForms),

  /** Words that frame a search and match nothing: "job(s)", "work", "wanted", "urgent", "company", postpositions typed apart, "and"/"or". */
  filler: [
    "नोकरी",
    "नोकऱ्या",
    "नोकर्या",
    "नोकरीसाठी",
    "नोकरीची",
    "नोकरीचे",
    "नोकरीच्या",
    "नोकऱ्यांसाठी",
    "जॉब",
    "जॉब्स",
    "जॉबसाठी",
    "काम",
    "कामासाठी",
    "कामाची",
    "कामाचे",
    "भरती",
    "जागा",
    "रिक्त",
    "पद",
    "पदे",
    "पदासाठी",
    "पोस्ट",
    "पोस्टसाठी",
    "व्हेकन्सी",
    "वेकन्सी",
    "पाहिजे",
    "पाहिजेत",
    "हवी",
    "हवे",
    "हवा",
    "हव्या",
    "हवेत",
    "आहे",
    "आहेत",
    "मला",
    "एक",
    "अर्जंट",
    "तातडीने",
    "त्वरित",
    "लगेच",
    "नवीन",
    "उपलब्ध",
    "खासगी",
    "खाजगी",
    "प्रायव्हेट",
    // "company" (a company job is any job here): "फार्मा कंपनीत नोकरी".
    "कंपनी",
    "कंपनीत",
    "कंपनीमध्ये",
    "कंपनीची",
    "कंपनीचे",
    "कंपन्यांमध्ये",
    // "walk-in", "interview": a walk-in interview is a job like any other.
    "वॉक-इन",
    "वॉक",
    "इन",
    "मुलाखत",
    "इंटरव्ह्यू",
    // "who knows / speaks …": "टॅली येणारा अकाउंटंट", "इंग्रजी बोलणारे टेलिकॉलर", "घरून काम करण्याची नोकरी".
    "येणारा",
    "येणारे",
    "येणारी",
    "बोलणारा",
    "बोलणारे",
    "बोलणारी",
    "करण्याची",
    "करण्याचे",
    "म्हणून",
    "करिता",
    "साठी",
    "मध्ये",
    "मधे",
    "मधील",
    "त",
    "ला",
    "येथे",
    "येथील",
    "इथे",
    "जवळ",
    "जवळपास",
    "आसपास",
    "परिसरात",
    "भागात",
    "शहरात",
    "ची",
    "चा",
    "चे",
    "च्या",
    "आणि",
    "व",
    "किंवा",
  ],

  /** Display names of the form's states (keys exactly INDIAN_STATES in shared/schemas/fields.ts, plus "Other"); each is one of the place spellings above. */
  states: {
    "Andhra Pradesh": "आंध्र प्रदेश",
    "Arunachal Pradesh": "अरुणाचल प्रदेश",
    Assam: "आसाम",
    Bihar: "बिहार",
    Chhattisgarh: "छत्तीसगड",
    Goa: "गोवा",
    Gujarat: "गुजरात",
    Haryana: "हरियाणा",
    "Himachal Pradesh": "हिमाचल प्रदेश",
    Jharkhand: "झारखंड",
    Karnataka: "कर्नाटक",
    Kerala: "केरळ",
    "Madhya Pradesh": "मध्य प्रदेश",
    Maharashtra: "महाराष्ट्र",
    Manipur: "मणिपूर",
    Meghalaya: "मेघालय",
    Mizoram: "मिझोराम",
    Nagaland: "नागालँड",
    Odisha: "ओडिशा",
    Punjab: "पंजाब",
    Rajasthan: "राजस्थान",
    Sikkim: "सिक्कीम",
    "Tamil Nadu": "तमिळनाडू",
    Telangana: "तेलंगणा",
    Tripura: "त्रिपुरा",
    "Uttar Pradesh": "उत्तर प्रदेश",
    Uttarakhand: "उत्तराखंड",
    "West Bengal": "पश्चिम बंगाल",
    "Andaman and Nicobar Islands": "अंदमान आणि निकोबार बेटे",
    Chandigarh: "चंदीगड",
    "Dadra and Nagar Haveli and Daman and Diu": "दादरा आणि नगर हवेली आणि दमण आणि दीव",
    Delhi: "दिल्ली",
    "Jammu and Kashmir": "जम्मू आणि काश्मीर",
    Ladakh: "लडाख",
    Lakshadweep: "लक्षद्वीप",
    Puducherry: "पुदुच्चेरी",
    // Abroad.
    Other: "इतर (परदेश)",
  },

  /** Display names of the 18 services by slug (shared/content/service-names.ts). */
  services: {
    "permanent-staffing": "परमनंट स्टाफिंग",
    "temporary-staffing": "टेम्पररी स्टाफिंग",
    "contract-staffing": "कॉन्ट्रॅक्ट स्टाफिंग",
    "executive-search": "एक्झिक्युटिव्ह सर्च",
    "recruitment-process-outsourcing-rpo": "रिक्रूटमेंट प्रोसेस आउटसोर्सिंग (RPO)",
    "skill-gap-assessment": "स्किल गॅप असेसमेंट",
    "internship-program-management": "इंटर्नशिप प्रोग्राम मॅनेजमेंट",
    "diversity-inclusion-hiring-initiatives": "डायव्हर्सिटी आणि इन्क्लुजन हायरिंग",
    "onboarding-and-training-support": "ऑनबोर्डिंग आणि ट्रेनिंग सपोर्ट",
    "pre-placement-offer-ppo-recruitment": "प्री-प्लेसमेंट ऑफर (PPO) भरती",
    "remote-talent-pooling": "वर्क फ्रॉम होम टॅलेंट पूल",
    "payroll-management": "पेरोल मॅनेजमेंट",
    "labour-compliance-management": "लेबर कम्प्लायन्स मॅनेजमेंट",
    "freelance-recruiter-partnership": "फ्रीलान्स रिक्रूटर पार्टनरशिप",
    "outplacement-services": "आउटप्लेसमेंट सेवा",
    "hr-consulting-and-strategy": "HR कन्सल्टिंग आणि स्ट्रॅटेजी",
    "talent-mapping-and-market-intelligence": "टॅलेंट मॅपिंग आणि मार्केट इंटेलिजन्स",
    "graduate-trainee-programs": "ग्रॅज्युएट ट्रेनी प्रोग्राम",
  },
};
