import type { LanguageWords } from "./types";

/*
 * Tamil search words (issue 32): how people type places and jobs in Tamil
 * script, mapped to the English words the ATS writes. Loanwords are listed
 * in the spellings Tamil writers actually use (டிரைவர் and ட்ரைவர்; ஃப and
 * ப for "f"), with the native word beside them where people use it
 * (ஓட்டுநர், ஆசிரியர், கணக்காளர்); the first spelling of a place is the one
 * this site writes.
 *
 * Tamil joins case endings to the noun: "சென்னையில் டிரைவர் வேலை",
 * "டிரைவருக்கு வேலை", "ஹோட்டலில் வேலை", "ஃப்ரெஷர்களுக்கு". The search looks
 * each word up as typed (./index.ts), so `withEndings` below adds those
 * forms to the bare lists, following the spelling rules (the glide ய/வ after
 * a vowel, the doubled stop of ஹைதராபாத்தில், -அம் → -அத்தில், -டு → -ட்டில்):
 * every place with the locative (சென்னையில்), the dative (சென்னைக்கு) and
 * the spoken locative (சென்னைல); every job word with its plural
 * (டிரைவர்கள், டிரைவர்ஸ்), the dative of both (டிரைவருக்கு,
 * ஃப்ரெஷர்களுக்கு) and "as a …" (டிரைவராக); the job words that name a
 * workplace or a line of work (WORKPLACES) with the locative too
 * (ஹோட்டலில், வங்கியில், சேல்ஸில்). An ending joins the last word of a
 * phrase (செக்யூரிட்டி கார்டுக்கு). Endings typed apart ("சென்னை இல்") and
 * the words around a search (வேலை, தேவை, கம்பெனியில்) are `filler`.
 */

const PULLI = "\u0bcd";
/** An independent vowel → its sign after a consonant (அ has none: the pulli just goes). */
const SIGN: Record<string, string> = {
  அ: "",
  ஆ: "ா",
  இ: "ி",
  ஈ: "ீ",
  உ: "ு",
  ஊ: "ூ",
  எ: "ெ",
  ஏ: "ே",
  ஐ: "ை",
  ஒ: "ொ",
  ஓ: "ோ",
  ஔ: "ௌ",
};
/** Stops that double before a vowel ending when a vowel precedes them (ஹைதராபாத்தில், மீரட்டில்). */
const HARD = new Set(["க", "ச", "ட", "த", "ப", "ற"]);
/** Word ends after which a vowel ending takes the glide ய (சென்னையில், டெல்லியில், புனேயில்). */
const Y_GLIDE = new Set(["ி", "ீ", "ை", "ே", "இ", "ஈ", "ஐ", "ஏ"]);
/** Word ends after which it takes the glide வ (கொல்கத்தாவில், லக்னோவில், புனேவில்). */
const V_GLIDE = new Set(["ா", "ோ", "ொ", "ூ", "ௌ", "ே", "ஆ", "ஓ", "ஒ", "ஊ", "ஔ", "ஏ"]);
/** Word ends that take the dative க்கு directly (சென்னைக்கு, டெல்லிக்கு, பாய்க்கு). */
const KKU = new Set(["ி", "ீ", "ை", "ே", "இ", "ஈ", "ஐ", "ஏ"]);
const isConsonant = (c: string) => c >= "\u0b95" && c <= "\u0bb9";
const isVowelSign = (c: string) => c >= "\u0bbe" && c <= "\u0bcc";

/**
 * The stems, each ending in a pulli, to which an ending that starts with a
 * vowel joins: ஹைதராபாத் → ஹைதராபாத்த், தமிழகம் → தமிழகத்த் (and
 * தமிழகம் for a name such as அசாம்), தமிழ்நாடு → தமிழ்நாட்ட், கார்டு →
 * கார்ட், சென்னை → சென்னைய், கொல்கத்தா → கொல்கத்தாவ். A word ending in
 * ஸ் also gets the ச் stem many writers use (நர்சுக்கு, மதராசில்). None for
 * a word that ends in a bare consonant (மருத்துவ, பகுதிநேர: adjectives).
 */
function stems(word: string, place: boolean): string[] {
  const last = word.at(-1) ?? "";
  const c = word.at(-2) ?? "";
  const before = word.at(-3) ?? "";
  if (last === PULLI) {
    if (HARD.has(c) && before !== PULLI) return c === "ப" ? [word, word + c + PULLI] : [word + c + PULLI];
    if (c === "ம" && isConsonant(before)) return [`${word.slice(0, -2)}த்த${PULLI}`, word];
    if (c === "ஸ") return [word, `${word.slice(0, -2)}ச${PULLI}`];
    return [word];
  }
  if (last === "ு") {
    // A long vowel, then டு or று, doubles: நாடு → நாட்டில், ஈரோடு → ஈரோட்டில்.
    if ((c === "ட" || c === "ற") && isVowelSign(before)) return [`${word.slice(0, -1)}${PULLI}${c}${PULLI}`];
    return place ? [word.slice(0, -1) + PULLI, `${word}வ${PULLI}`] : [word.slice(0, -1) + PULLI];
  }
  const out: string[] = [];
  if (Y_GLIDE.has(last)) out.push(`${word}ய${PULLI}`);
  if (V_GLIDE.has(last)) out.push(`${word}வ${PULLI}`);
  return out;
}

/** A stem from `stems` + an ending that starts with an independent vowel. */
function join(stem: string, ending: string): string {
  return stem.slice(0, -1) + (SIGN[ending.charAt(0)] ?? "") + ending.slice(1);
}

/** The dative ("for", "to"): சென்னைக்கு, புனேவுக்கு, டிரைவருக்கு, ஹைதராபாத்துக்கு, பாய்க்கு. */
function dative(word: string, place: boolean): string[] {
  const last = word.at(-1) ?? "";
  if (word.endsWith(`ய${PULLI}`)) return [`${word}க்கு`];
  if (KKU.has(last)) return last === "ே" || last === "ஏ" ? [`${word}க்கு`, `${word}வுக்கு`] : [`${word}க்கு`];
  // -அம்: only the native form (தமிழகத்துக்கு, அலுவலகத்துக்கு).
  const found = stems(word, place);
  return (word.endsWith(`ம${PULLI}`) ? found.slice(0, 1) : found).map((stem) => join(stem, "உக்கு"));
}

/** A place with its endings: சென்னையில், சென்னைக்கு, சென்னைல (spoken). */
function placeForms(word: string): string[] {
  const found = stems(word, true);
  const first = found[0];
  if (first === undefined) return [word];
  // Spoken: சென்னைல, ஹைதராபாத்ல; பெங்களூருல, தமிழ்நாட்டுல, சேலத்துல.
  const spoken =
    word.at(-1) === "ு" || (word.endsWith(`ம${PULLI}`) && isConsonant(word.at(-3) ?? ""))
      ? join(first, "உல")
      : `${word}ல`;
  return [word, ...found.map((stem) => join(stem, "இல்")), ...dative(word, true), spoken];
}

/** A job word with its endings: டிரைவர்கள், டிரைவர்ஸ், டிரைவருக்கு, டிரைவர்களுக்கு, டிரைவராக; a workplace also ஹோட்டலில், ஹோட்டல்களில். */
function jobForms(word: string, workplace: boolean): string[] {
  const found = stems(word, false);
  if (found.length === 0) return [word];
  // -அம் nouns: அலுவலகம் → அலுவலகங்கள், அலுவலகமாக (and அலுவலகத்தில், from `stems`).
  const am = word.endsWith(`ம${PULLI}`) && isConsonant(word.at(-3) ?? "");
  const plural = word.endsWith(`ஸ${PULLI}`) ? word : am ? `${word.slice(0, -2)}ங்கள்` : `${word}கள்`;
  const as = (am ? [word] : found).map((stem) => join(stem, "ஆக"));
  // No plural for an -ing word (மார்க்கெட்டிங், நர்சிங்).
  const plurals = word.endsWith("ிங்") ? [] : [plural, join(plural, "உக்கு")];
  const out = [word, ...plurals, ...dative(word, false), ...as];
  // The English plural people type: டிரைவர்ஸ், டீச்சர்ஸ், ஃப்ரெஷர்ஸுக்கு.
  if (word.endsWith(`ர${PULLI}`)) out.push(`${word}ஸ்`, `${word}ஸுக்கு`);
  if (workplace) out.push(...found.map((stem) => join(stem, "இல்")), ...plurals.slice(0, 1).map((p) => join(p, "இல்")));
  return out;
}

/** Each spelling, then its forms with an ending on the last word (the bare spellings first). */
function withEndings(
  table: Readonly<Record<string, readonly string[]>>,
  forms: (word: string, english: string) => string[],
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(table).map(([english, spellings]) => {
      const all = new Set(spellings);
      for (const spelling of spellings) {
        const cut = spelling.lastIndexOf(" ") + 1;
        for (const form of forms(spelling.slice(cut), english)) all.add(spelling.slice(0, cut) + form);
      }
      return [english, [...all]];
    }),
  );
}

/** English place name (lower case, as the ATS writes it) → spellings in Tamil script (bare forms). */
const PLACES: Record<string, readonly string[]> = {
  // Cities (the same list as ./hi.ts).
  mumbai: ["மும்பை", "பம்பாய்"],
  pune: ["புனே", "புணே", "பூனா"],
  bengaluru: ["பெங்களூரு", "பெங்களூர்", "பெங்களுரு", "பெங்களூரூ", "பங்களூர்"],
  hyderabad: ["ஹைதராபாத்", "ஐதராபாத்", "ஹைதரபாத்"],
  chennai: ["சென்னை", "மெட்ராஸ்", "மதராஸ்"],
  delhi: ["டெல்லி", "தில்லி", "டில்லி", "டெல்லி என்சிஆர்", "என்சிஆர்"],
  "new delhi": ["புது டெல்லி", "புதுடெல்லி", "புது தில்லி", "புதுதில்லி"],
  gurugram: ["குருகிராம்", "குர்கான்", "குர்காவ்ன்"],
  noida: ["நொய்டா", "நோய்டா"],
  "greater noida": ["கிரேட்டர் நொய்டா", "கிரேட்டர் நோய்டா"],
  ghaziabad: ["காஜியாபாத்", "காசியாபாத்"],
  faridabad: ["ஃபரிதாபாத்", "பரிதாபாத்", "ஃபரீதாபாத்"],
  kolkata: ["கொல்கத்தா", "கல்கத்தா", "கொல்கொத்தா"],
  ahmedabad: ["அகமதாபாத்", "அஹமதாபாத்"],
  jaipur: ["ஜெய்ப்பூர்", "ஜெய்பூர்"],
  lucknow: ["லக்னோ", "லக்னௌ"],
  kochi: ["கொச்சி", "கொச்சின்"],
  indore: ["இந்தூர்", "இந்தோர்"],
  coimbatore: ["கோயம்புத்தூர்", "கோயமுத்தூர்", "கோவை"],
  chandigarh: ["சண்டிகர்", "சண்டிகார்"],
  bhubaneswar: ["புவனேஸ்வர்", "புவனேசுவர்", "புவனேஷ்வர்"],
  nagpur: ["நாக்பூர்"],
  visakhapatnam: ["விசாகப்பட்டினம்", "விசாகப்பட்டணம்", "வைசாக்"],
  thiruvananthapuram: ["திருவனந்தபுரம்", "ட்ரிவாண்ட்ரம்"],
  vadodara: ["வதோதரா", "பரோடா"],
  mysuru: ["மைசூரு", "மைசூர்"],
  guwahati: ["குவாஹாட்டி", "குவஹாத்தி", "கௌஹாத்தி"],
  nashik: ["நாசிக்", "நாஷிக்"],
  surat: ["சூரத்"],
  bhopal: ["போபால்"],
  puducherry: ["புதுச்சேரி", "பாண்டிச்சேரி"],
  ludhiana: ["லூதியானா", "லுதியானா"],
  patna: ["பாட்னா"],
  dehradun: ["டேராடூன்", "டெஹ்ராடூன்"],
  ranchi: ["ராஞ்சி"],
  kanpur: ["கான்பூர்"],
  varanasi: ["வாரணாசி", "காசி", "பனாரஸ்"],
  agra: ["ஆக்ரா"],
  meerut: ["மீரட்", "மீரத்"],
  prayagraj: ["பிரயாக்ராஜ்", "அலகாபாத்"],
  amritsar: ["அமிர்தசரஸ்", "அம்ரித்சர்"],
  raipur: ["ராய்ப்பூர்", "ராய்பூர்"],
  jodhpur: ["ஜோத்பூர்"],
  udaipur: ["உதய்ப்பூர்", "உதய்பூர்"],
  rajkot: ["ராஜ்கோட்"],
  aurangabad: ["அவுரங்காபாத்", "ஔரங்காபாத்", "சத்ரபதி சம்பாஜிநகர்"],
  thane: ["தானே", "தாணே"],
  "navi mumbai": ["நவி மும்பை"],
  madurai: ["மதுரை"],
  vijayawada: ["விஜயவாடா", "பெஜவாடா"],
  jamshedpur: ["ஜம்ஷெட்பூர்", "ஜாம்ஷெட்பூர்"],
  gwalior: ["குவாலியர்"],
  jabalpur: ["ஜபல்பூர்"],
  // Tamil Nadu towns a reader here types (the English the ATS would write;
  // the other English names, Trichy, Tuticorin, Tanjore, Tirupur, Kancheepuram …,
  // are CITY_ALIASES in shared/content/places.ts, so either finds both).
  tiruchirappalli: ["திருச்சி", "திருச்சிராப்பள்ளி", "திருச்சினாப்பள்ளி"],
  salem: ["சேலம்"],
  tiruppur: ["திருப்பூர்"],
  erode: ["ஈரோடு"],
  vellore: ["வேலூர்"],
  tirunelveli: ["திருநெல்வேலி", "நெல்லை"],
  thoothukudi: ["தூத்துக்குடி", "தூத்துகுடி"],
  thanjavur: ["தஞ்சாவூர்", "தஞ்சை"],
  hosur: ["ஓசூர்", "ஹோசூர்", "ஹொசூர்"],
  kanchipuram: ["காஞ்சிபுரம்", "காஞ்சீபுரம்"],
  chengalpattu: ["செங்கல்பட்டு"],
  tambaram: ["தாம்பரம்"],
  nagercoil: ["நாகர்கோவில்"],
  karur: ["கரூர்"],
  dindigul: ["திண்டுக்கல்"],
  kumbakonam: ["கும்பகோணம்"],
  cuddalore: ["கடலூர்"],
  krishnagiri: ["கிருஷ்ணகிரி"],
  namakkal: ["நாமக்கல்"],
  sivakasi: ["சிவகாசி"],
  pollachi: ["பொள்ளாச்சி"],
  // District towns and the industrial towns of Tamil Nadu and Karaikal
  // (their other English spellings: CITY_ALIASES in shared/content/places.ts).
  nagapattinam: ["நாகப்பட்டினம்", "நாகை"],
  viluppuram: ["விழுப்புரம்"],
  tiruvannamalai: ["திருவண்ணாமலை"],
  ramanathapuram: ["ராமநாதபுரம்", "இராமநாதபுரம்"],
  pudukkottai: ["புதுக்கோட்டை"],
  virudhunagar: ["விருதுநகர்"],
  theni: ["தேனி"],
  udhagamandalam: ["ஊட்டி", "உதகமண்டலம்", "உதகை"],
  kanyakumari: ["கன்னியாகுமரி"],
  dharmapuri: ["தர்மபுரி", "தருமபுரி"],
  ranipet: ["ராணிப்பேட்டை"],
  tiruvallur: ["திருவள்ளூர்"],
  tiruvarur: ["திருவாரூர்"],
  sivaganga: ["சிவகங்கை"],
  tenkasi: ["தென்காசி"],
  karaikudi: ["காரைக்குடி"],
  ariyalur: ["அரியலூர்"],
  perambalur: ["பெரம்பலூர்"],
  kallakurichi: ["கள்ளக்குறிச்சி"],
  tirupattur: ["திருப்பத்தூர்"],
  mayiladuthurai: ["மயிலாடுதுறை"],
  avadi: ["ஆவடி"],
  gummidipoondi: ["கும்மிடிப்பூண்டி"],
  ambur: ["ஆம்பூர்"],
  vaniyambadi: ["வாணியம்பாடி"],
  neyveli: ["நெய்வேலி"],
  rajapalayam: ["ராஜபாளையம்"],
  mettupalayam: ["மேட்டுப்பாளையம்"],
  kovilpatti: ["கோவில்பட்டி"],
  tiruchengode: ["திருச்செங்கோடு"],
  chidambaram: ["சிதம்பரம்"],
  palani: ["பழனி"],
  karaikal: ["காரைக்கால்"],
  // The Chennai, Coimbatore, Puducherry and Bengaluru areas the ATS writes in a
  // job's location (scripts/data/generate-jobs-data/cities.json).
  thoraipakkam: ["துரைப்பாக்கம்"],
  sholinganallur: ["சோழிங்கநல்லூர்"],
  perungudi: ["பெருங்குடி"],
  guindy: ["கிண்டி"],
  "t. nagar": ["தி. நகர்", "தி.நகர்", "டி. நகர்", "டி.நகர்", "தியாகராய நகர்"],
  "anna nagar": ["அண்ணா நகர்", "அண்ணாநகர்"],
  ambattur: ["அம்பத்தூர்"],
  sriperumbudur: ["ஸ்ரீபெரும்புதூர்", "ஸ்ரீ பெரும்புதூர்", "பெரும்புதூர்"],
  oragadam: ["ஒரகடம்"],
  saravanampatti: ["சரவணம்பட்டி"],
  peelamedu: ["பீளமேடு"],
  "rs puram": ["ஆர்.எஸ்.புரம்", "ஆர்.எஸ். புரம்", "ஆர்எஸ் புரம்"],
  gandhipuram: ["காந்திபுரம்"],
  sidco: ["சிட்கோ"],
  kurichi: ["குறிச்சி"],
  lawspet: ["லாஸ்பேட்டை", "லாஸ்பேட்"],
  thattanchavady: ["தட்டாஞ்சாவடி"],
  "electronic city": ["எலக்ட்ரானிக் சிட்டி", "எலெக்ட்ரானிக் சிட்டி"],
  whitefield: ["வைட்ஃபீல்டு", "வைட்பீல்டு"],
  peenya: ["பீன்யா"],
  // States and union territories (shared/schemas/fields.ts INDIAN_STATES; Chandigarh, Delhi and Puducherry are above).
  "andhra pradesh": ["ஆந்திரப் பிரதேசம்", "ஆந்திர பிரதேசம்", "ஆந்திரா"],
  "arunachal pradesh": ["அருணாச்சலப் பிரதேசம்", "அருணாச்சல பிரதேசம்"],
  assam: ["அசாம்", "அஸ்ஸாம்"],
  bihar: ["பீகார்", "பிஹார்"],
  chhattisgarh: ["சத்தீஸ்கர்", "சத்தீஸ்கார்", "சட்டீஸ்கர்"],
  goa: ["கோவா"],
  gujarat: ["குஜராத்"],
  haryana: ["ஹரியானா", "அரியானா"],
  "himachal pradesh": ["இமாச்சலப் பிரதேசம்", "இமாச்சல பிரதேசம்", "ஹிமாச்சல் பிரதேசம்"],
  jharkhand: ["ஜார்க்கண்ட்", "ஜார்கண்ட்"],
  karnataka: ["கர்நாடகா", "கர்நாடகம்"],
  kerala: ["கேரளா", "கேரளம்"],
  "madhya pradesh": ["மத்தியப் பிரதேசம்", "மத்திய பிரதேசம்"],
  maharashtra: ["மகாராஷ்டிரா", "மகாராஷ்டிரம்", "மஹாராஷ்டிரா"],
  manipur: ["மணிப்பூர்"],
  meghalaya: ["மேகாலயா"],
  mizoram: ["மிசோரம்", "மிஸோரம்"],
  nagaland: ["நாகாலாந்து"],
  odisha: ["ஒடிசா", "ஒடிஷா", "ஒரிசா"],
  punjab: ["பஞ்சாப்"],
  rajasthan: ["ராஜஸ்தான்"],
  sikkim: ["சிக்கிம்"],
  "tamil nadu": ["தமிழ்நாடு", "தமிழ் நாடு", "தமிழகம்"],
  telangana: ["தெலங்கானா", "தெலுங்கானா"],
  tripura: ["திரிபுரா"],
  "uttar pradesh": ["உத்தரப் பிரதேசம்", "உத்தர பிரதேசம்"],
  uttarakhand: ["உத்தராகண்ட்", "உத்தரகாண்ட்", "உத்தரகண்ட்"],
  "west bengal": ["மேற்கு வங்கம்", "மேற்கு வங்காளம்"],
  "andaman and nicobar islands": ["அந்தமான் நிக்கோபார் தீவுகள்", "அந்தமான் நிக்கோபார்", "அந்தமான்"],
  "dadra and nagar haveli and daman and diu": ["தாத்ரா நகர் ஹவேலி டாமன் டையூ", "தாத்ரா நகர் ஹவேலி", "டாமன் டையூ"],
  "jammu and kashmir": ["ஜம்மு காஷ்மீர்", "ஜம்மு-காஷ்மீர்"],
  ladakh: ["லடாக்"],
  lakshadweep: ["லட்சத்தீவு", "லட்சத்தீவுகள்", "லட்சத்வீப்"],
  india: ["இந்தியா", "பாரதம்"],
};

/** English job words → spellings people type in Tamil script (bare forms; the English keys of ./hi.ts's jobWords, and more). */
const JOB_WORDS: Record<string, readonly string[]> = {
  driver: ["டிரைவர்", "ட்ரைவர்", "ஓட்டுநர்", "ஓட்டுனர்", "டிரைவிங்", "ட்ரைவிங்"],
  sales: ["சேல்ஸ்", "சேல்", "சேல்ஸ்மேன்", "விற்பனை", "விற்பனையாளர்"],
  accountant: ["அக்கவுண்டன்ட்", "அக்கவுண்டண்ட்", "அக்கௌண்டன்ட்", "அக்கவுன்டன்ட்", "கணக்காளர்"],
  accounts: ["அக்கவுண்ட்ஸ்", "அக்கவுன்ட்ஸ்", "அக்கௌண்ட்ஸ்", "கணக்கு"],
  "staff nurse": ["ஸ்டாஃப் நர்ஸ்", "ஸ்டாப் நர்ஸ்"],
  nurse: ["நர்ஸ்", "நர்சு", "நர்சிங்", "நர்ஸிங்", "செவிலியர்"],
  delivery: ["டெலிவரி", "டெலிவெரி", "டெலிவரி பாய்", "டெலிவரி பாய்ஸ்"],
  "security guard": ["செக்யூரிட்டி கார்டு", "செக்யூரிட்டி கார்ட்", "செக்கியூரிட்டி கார்டு", "வாட்ச்மேன்", "காவலாளி"],
  security: ["செக்யூரிட்டி", "செக்கியூரிட்டி", "செக்யுரிட்டி", "பாதுகாப்பு"],
  guard: ["கார்டு", "கார்ட்"],
  "computer operator": ["கம்ப்யூட்டர் ஆபரேட்டர்", "கம்ப்யூட்டர் ஆப்பரேட்டர்", "கணினி ஆபரேட்டர்"],
  computer: ["கம்ப்யூட்டர்", "கம்பியூட்டர்", "கணினி"],
  operator: ["ஆபரேட்டர்", "ஆப்பரேட்டர்", "ஆப்ரேட்டர்"],
  "data entry": ["டேட்டா என்ட்ரி", "டேட்டா எண்ட்ரி", "டேடா என்ட்ரி", "டேட்டா என்ரி"],
  data: ["டேட்டா", "டேடா"],
  telecaller: ["டெலிகாலர்", "டெலி காலர்", "டெலிகாலிங்", "டெலி காலிங்"],
  "tele sales": ["டெலி சேல்ஸ்", "டெலிசேல்ஸ்"],
  caller: ["காலர்"],
  electrician: ["எலக்ட்ரீஷியன்", "எலக்ட்ரிஷியன்", "எலக்ட்ரீசியன்", "எலெக்ட்ரீஷியன்"],
  electrical: ["எலக்ட்ரிக்கல்", "எலெக்ட்ரிக்கல்"],
  welder: ["வெல்டர்", "வெல்டிங்"],
  fitter: ["ஃபிட்டர்", "பிட்டர்"],
  plumber: ["பிளம்பர்", "ப்ளம்பர்"],
  carpenter: ["கார்பென்டர்", "கார்பெண்டர்", "தச்சர்", "தச்சு"],
  mason: ["மேசன்", "கொத்தனார்"],
  painter: ["பெயிண்டர்", "பெயின்டர்"],
  mechanic: ["மெக்கானிக்", "மெக்கானிக்கு"],
  technician: ["டெக்னீஷியன்", "டெக்னிஷியன்", "டெக்னீசியன்"],
  receptionist: ["ரிசப்ஷனிஸ்ட்", "ரிசப்சனிஸ்ட்", "வரவேற்பாளர்"],
  reception: ["ரிசப்ஷன்", "ரிசப்சன்", "வரவேற்பு"],
  "front office": ["ஃப்ரண்ட் ஆபீஸ்", "ஃபிரண்ட் ஆபீஸ்", "பிரண்ட் ஆபீஸ்", "ஃப்ரண்ட் ஆஃபீஸ்"],
  "back office": ["பேக் ஆபீஸ்", "பேக் ஆஃபீஸ்"],
  office: ["ஆபீஸ்", "ஆஃபீஸ்", "ஆபிஸ்", "அலுவலகம்"],
  admin: ["அட்மின்"],
  teacher: ["ஆசிரியர்", "ஆசிரியை", "டீச்சர்"],
  tutor: ["டியூட்டர்", "ட்யூட்டர்", "டியூஷன்"],
  faculty: ["ஃபேகல்டி", "பேகல்டி", "ஃபேக்கல்டி"],
  professor: ["பேராசிரியர்", "புரொஃபசர்", "புரொபசர்", "ப்ரொஃபசர்"],
  trainer: ["ட்ரெய்னர்", "டிரெய்னர்", "டிரெயினர்", "பயிற்சியாளர்"],
  cashier: ["கேஷியர்", "காஷியர்", "காசாளர்"],
  billing: ["பில்லிங்"],
  manager: ["மேனேஜர்", "மேனெஜர்", "மேலாளர்"],
  executive: ["எக்ஸிகியூட்டிவ்", "எக்ஸிக்யூட்டிவ்", "எக்சிகியூட்டிவ்", "எக்ஸிகியுட்டிவ்"],
  officer: ["ஆபீசர்", "ஆஃபீசர்", "ஆபிசர்", "அதிகாரி"],
  supervisor: ["சூப்பர்வைசர்", "சூப்பர்வைஸர்", "சூபர்வைசர்", "மேற்பார்வையாளர்"],
  assistant: ["அசிஸ்டன்ட்", "அசிஸ்டெண்ட்", "அசிஸ்டென்ட்", "உதவியாளர்"],
  associate: ["அசோசியேட்", "அசோசியட்"],
  helper: ["ஹெல்பர்", "எல்பர்"],
  clerk: ["கிளார்க்", "க்ளார்க்", "எழுத்தர்"],
  peon: ["பியூன்", "பியூண்", "அலுவலக உதவியாளர்"],
  "office boy": ["ஆபீஸ் பாய்", "ஆஃபீஸ் பாய்", "ஆபிஸ் பாய்"],
  housekeeping: ["ஹவுஸ்கீப்பிங்", "ஹவுஸ் கீப்பிங்", "ஹவுஸ்கீபிங்"],
  cook: ["குக்", "சமையல்காரர்", "சமையலர்", "சமையல்", "சமையல் மாஸ்டர்"],
  chef: ["செஃப்", "செப்"],
  waiter: ["வெயிட்டர்", "வெய்ட்டர்"],
  hotel: ["ஹோட்டல்", "ஓட்டல்"],
  "customer service": ["கஸ்டமர் சர்வீஸ்", "கஸ்டமர் சர்விஸ்", "வாடிக்கையாளர் சேவை"],
  "customer support": ["கஸ்டமர் சப்போர்ட்", "கஸ்டமர் சப்போட்"],
  "customer care": ["கஸ்டமர் கேர்"],
  customer: ["கஸ்டமர்", "வாடிக்கையாளர்"],
  support: ["சப்போர்ட்", "சப்போட்"],
  bpo: ["பிபிஓ", "பி.பி.ஓ"],
  "call centre": ["கால் சென்டர்", "கால்சென்டர்", "கால் சென்ட்டர்"],
  voice: ["வாய்ஸ்", "வாய்ஸ் ப்ராசஸ்"],
  marketing: ["மார்க்கெட்டிங்", "மார்கெட்டிங்", "சந்தைப்படுத்தல்"],
  "digital marketing": ["டிஜிட்டல் மார்க்கெட்டிங்", "டிஜிட்டல் மார்கெட்டிங்"],
  "field sales": ["ஃபீல்டு சேல்ஸ்", "பீல்டு சேல்ஸ்", "ஃபீல்ட் சேல்ஸ்"],
  field: ["ஃபீல்டு", "பீல்டு", "ஃபீல்ட்"],
  retail: ["ரீடெயில்", "ரீடைல்", "சில்லறை விற்பனை", "சூப்பர் மார்க்கெட்", "சூப்பர்மார்க்கெட்"],
  "store keeper": ["ஸ்டோர் கீப்பர்", "ஸ்டோர்கீப்பர்"],
  store: ["ஸ்டோர்", "ஸ்டோர்ஸ்", "கடை"],
  warehouse: ["வேர்ஹவுஸ்", "வேர் ஹவுஸ்", "கிடங்கு", "குடோன்", "கோடவுன்"],
  inventory: ["இன்வென்டரி", "இன்வெண்டரி"],
  logistics: ["லாஜிஸ்டிக்ஸ்", "லாஜிஸ்டிக்"],
  "supply chain": ["சப்ளை செயின்", "சப்ளை சேன்"],
  packing: ["பேக்கிங்"],
  factory: ["ஃபேக்டரி", "பேக்டரி", "ஃபாக்டரி", "தொழிற்சாலை"],
  production: ["புரொடக்ஷன்", "ப்ரொடக்ஷன்", "புரொடக்சன்", "உற்பத்தி"],
  quality: ["குவாலிட்டி", "குவாலிடி", "தரம்"],
  maintenance: ["மெயின்டனன்ஸ்", "மெயிண்டனன்ஸ்", "மெயின்டெனன்ஸ்", "பராமரிப்பு"],
  garment: ["கார்மென்ட்ஸ்", "கார்மெண்ட்ஸ்", "கார்மென்ட்", "பனியன்"],
  textile: ["டெக்ஸ்டைல்", "டெக்ஸ்டைல்ஸ்", "ஜவுளி"],
  engineer: ["இன்ஜினியர்", "என்ஜினியர்", "இஞ்சினியர்", "எஞ்சினியர்", "பொறியாளர்"],
  civil: ["சிவில்"],
  mechanical: ["மெக்கானிக்கல்", "மெக்கானிகல்"],
  "site engineer": ["சைட் இன்ஜினியர்", "சைட் என்ஜினியர்", "சைட் எஞ்சினியர்"],
  developer: ["டெவலப்பர்"],
  software: ["சாஃப்ட்வேர்", "சாப்ட்வேர்", "சாஃப்ட்வெயர்", "மென்பொருள்"],
  it: ["ஐடி", "ஐ.டி"],
  java: ["ஜாவா"],
  python: ["பைதான்", "பைத்தான்", "பைத்தன்"],
  analyst: ["அனலிஸ்ட்", "அனாலிஸ்ட்", "ஆய்வாளர்"],
  hr: ["ஹெச்ஆர்", "எச்ஆர்", "ஹெச்.ஆர்", "எச்.ஆர்"],
  recruiter: ["ரெக்ரூட்டர்", "ரிக்ரூட்டர்", "ரெக்ரூடர்"],
  recruitment: ["ரெக்ரூட்மென்ட்", "ரிக்ரூட்மென்ட்", "ஆட்சேர்ப்பு"],
  pharmacist: ["ஃபார்மசிஸ்ட்", "பார்மசிஸ்ட்", "மருந்தாளர்"],
  pharma: ["ஃபார்மா", "பார்மா"],
  "medical representative": ["மெடிக்கல் ரெப்", "மெடிக்கல் ரெப்ரசென்டேடிவ்", "மெடிக்கல் ரெப்ரசென்டேட்டிவ்"],
  representative: ["ரெப்ரசென்டேடிவ்", "ரெப்ரசென்டேட்டிவ்"],
  doctor: ["டாக்டர்", "மருத்துவர்"],
  medical: ["மெடிக்கல்", "மெடிகல்", "மருத்துவம்", "மருத்துவ"],
  hospital: ["ஹாஸ்பிடல்", "ஹாஸ்பிட்டல்", "மருத்துவமனை", "ஆஸ்பத்திரி"],
  "lab technician": ["லேப் டெக்னீஷியன்", "லேப் டெக்னீசியன்", "லேப் டெக்னிஷியன்"],
  physiotherapist: ["பிசியோதெரபிஸ்ட்", "ஃபிசியோதெரபிஸ்ட்", "பிசியோதெரப்பிஸ்ட்"],
  banking: ["பேங்கிங்", "வங்கித் துறை"],
  bank: ["பேங்க்", "வங்கி"],
  loan: ["லோன்", "கடன்"],
  insurance: ["இன்சூரன்ஸ்", "இன்ஷூரன்ஸ்", "காப்பீடு"],
  finance: ["ஃபைனான்ஸ்", "பைனான்ஸ்", "நிதி"],
  credit: ["கிரெடிட்", "க்ரெடிட்"],
  collection: ["கலெக்ஷன்", "கலெக்சன்", "வசூல்"],
  "relationship manager": ["ரிலேஷன்ஷிப் மேனேஜர்", "ரிலேசன்ஷிப் மேனேஜர்"],
  "business development": ["பிசினஸ் டெவலப்மென்ட்", "பிஸினஸ் டெவலப்மென்ட்", "பிசினஸ் டெவலப்மெண்ட்"],
  graphic: ["கிராஃபிக்", "கிராபிக்", "கிராஃபிக்ஸ்"],
  designer: ["டிசைனர்", "டிஸைனர்"],
  "content writer": ["கன்டென்ட் ரைட்டர்", "கண்டென்ட் ரைட்டர்", "கன்டென்ட் ரைடர்"],
  tally: ["டேலி", "டாலி"],
  excel: ["எக்செல்", "எக்ஸெல்", "எக்ஸல்"],
  typist: ["டைப்பிஸ்ட்", "டைபிஸ்ட்", "தட்டச்சர்"],
  stenographer: ["ஸ்டெனோகிராஃபர்", "ஸ்டெனோகிராபர்", "ஸ்டெனோ", "சுருக்கெழுத்தர்"],
  tailor: ["டெய்லர்", "டைலர்", "தையல்காரர்", "தையல்"],
  beautician: ["பியூட்டீஷியன்", "பியூட்டிஷியன்", "பியூட்டீசியன்"],
  travel: ["டிராவல்", "டிராவல்ஸ்", "ட்ராவல்"],
  tour: ["டூர்", "சுற்றுலா"],
  ticketing: ["டிக்கெட்டிங்", "டிக்கெட்"],
  cab: ["கேப்", "கால் டாக்ஸி", "டாக்ஸி"],
  bike: ["பைக்"],
  "two wheeler": ["டூ வீலர்", "டூவீலர்"],
  ac: ["ஏசி", "ஏ.சி"],
  cnc: ["சிஎன்சி", "சி.என்.சி"],
  machine: ["மெஷின்", "மிஷின்", "இயந்திரம்"],
  safety: ["சேஃப்டி", "சேப்டி"],
  "night shift": ["நைட் ஷிஃப்ட்", "நைட் ஷிப்ட்", "இரவு ஷிஃப்ட்", "இரவுப் பணி"],
  shift: ["ஷிஃப்ட்", "ஷிப்ட்"],
  "walk in": ["வாக்-இன்", "வாக் இன்", "வாக்இன்"],
  trainee: ["ட்ரெய்னி", "டிரெய்னி", "டிரெயினி"],
  fresher: ["ஃப்ரெஷர்", "ஃப்ரெஷர்ஸ்", "பிரெஷர்", "பிரெஷர்ஸ்"],
  intern: ["இன்டர்ன்", "இன்டர்ன்ஷிப்", "இண்டர்ன்ஷிப்"],
  "work from home": [
    "வீட்டிலிருந்து வேலை",
    "வீட்டில் இருந்து வேலை",
    "வீட்டிலிருந்தே வேலை",
    "வீட்டிலிருந்து பணி",
    "வீட்டிலிருந்து",
    "வீட்டிலிருந்தே",
    "ஒர்க் ஃப்ரம் ஹோம்",
    "வொர்க் ஃப்ரம் ஹோம்",
    "ஒர்க் பிரம் ஹோம்",
  ],
  remote: ["ரிமோட்"],
  "part time": ["பார்ட் டைம்", "பார்ட்டைம்", "பகுதிநேர", "பகுதி நேர", "பகுதிநேரம்", "பகுதி நேரம்"],
  // The languages a job asks for ("தமிழ் டெலிகாலர்").
  tamil: ["தமிழ்"],
  english: ["ஆங்கிலம்", "இங்கிலீஷ்"],
  hindi: ["இந்தி", "ஹிந்தி"],
  telugu: ["தெலுங்கு"],
  kannada: ["கன்னடம்"],
  malayalam: ["மலையாளம்"],
};

/** Job words that name a workplace or a line of work: they also take the locative (ஹோட்டலில், வங்கியில், சேல்ஸில்). */
const WORKPLACES = new Set([
  "sales",
  "accounts",
  "security",
  "data entry",
  "reception",
  "front office",
  "back office",
  "office",
  "admin",
  "billing",
  "housekeeping",
  "hotel",
  "customer service",
  "customer support",
  "customer care",
  "bpo",
  "call centre",
  "marketing",
  "digital marketing",
  "field sales",
  "field",
  "retail",
  "store",
  "warehouse",
  "logistics",
  "supply chain",
  "packing",
  "factory",
  "production",
  "quality",
  "maintenance",
  "garment",
  "textile",
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
  "night shift",
  "shift",
]);
/** Phrases that end in "work" or a time word: the words around them are filler, so no endings. */
const NO_ENDINGS = new Set([
  "work from home",
  "part time",
  "remote",
  "tamil",
  "english",
  "hindi",
  "telugu",
  "kannada",
  "malayalam",
]);

export const words: LanguageWords = {
  places: withEndings(PLACES, (word) => placeForms(word)),
  jobWords: withEndings(JOB_WORDS, (word, english) =>
    NO_ENDINGS.has(english) ? [word] : jobForms(word, WORKPLACES.has(english)),
  ),

  /** Words that frame a search and match nothing: "job(s)", "work", "wanted", endings typed apart. */
  filler: [
    // "job(s)", "work", "employment", "vacancies", with the endings they take.
    "வேலை",
    "வேலைகள்",
    "வேலைக்கு",
    "வேலைக்கான",
    "வேலையில்",
    "வேலைகளுக்கு",
    "வேலைகளில்",
    "வேலைவாய்ப்பு",
    "வேலைவாய்ப்புகள்",
    "வேலைவாய்ப்புச்",
    "ஜாப்",
    "ஜாப்ஸ்",
    "பணி",
    "பணிகள்",
    "பணிக்கு",
    "பணியிடம்",
    "பணியிடங்கள்",
    "காலி",
    "காலியிடம்",
    "காலியிடங்கள்",
    "காலிப்பணியிடம்",
    "காலிப்பணியிடங்கள்",
    // "interview" (a walk-in interview is a walk-in).
    "இன்டர்வியூ",
    // "company" (the job's own words say which), "private" (every job here is with a private company), "new", "today's", "immediate".
    "கம்பெனி",
    "கம்பெனியில்",
    "கம்பெனிகளில்",
    "நிறுவனம்",
    "நிறுவனத்தில்",
    "நிறுவனங்களில்",
    "தனியார்",
    "பிரைவேட்",
    "புதிய",
    "புது",
    "இன்றைய",
    "சமீபத்திய",
    "உடனடி",
    "உடனடியாக",
    // "wanted", "needed", "I want", "people", "to do".
    "தேவை",
    "தேவைப்படுகிறது",
    "தேவைப்படுகிறார்கள்",
    "தேவைப்படுகின்றனர்",
    "வேண்டும்",
    "வேணும்",
    "எனக்கு",
    "ஆட்கள்",
    "ஆள்",
    "செய்ய",
    "தெரிந்த",
    "செய்யும்",
    // "in", "near", "area", "across", "and", "or"; endings typed apart, and Tanglish "in" ("ஜாப்ஸ் இன் சென்னை").
    "உள்ள",
    "உள்ளது",
    "அருகில்",
    "அருகே",
    "பக்கத்தில்",
    "பகுதி",
    "பகுதியில்",
    "முழுவதும்",
    "மற்றும்",
    "அல்லது",
    "இல்",
    "ல்",
    "ல",
    "க்கு",
    "இன்",
  ],

  /** Display names of the form's states (keys exactly INDIAN_STATES in shared/schemas/fields.ts, plus "Other"). */
  states: {
    "Andhra Pradesh": "ஆந்திரப் பிரதேசம்",
    "Arunachal Pradesh": "அருணாச்சலப் பிரதேசம்",
    Assam: "அசாம்",
    Bihar: "பீகார்",
    Chhattisgarh: "சத்தீஸ்கர்",
    Goa: "கோவா",
    Gujarat: "குஜராத்",
    Haryana: "ஹரியானா",
    "Himachal Pradesh": "இமாச்சலப் பிரதேசம்",
    Jharkhand: "ஜார்க்கண்ட்",
    Karnataka: "கர்நாடகா",
    Kerala: "கேரளா",
    "Madhya Pradesh": "மத்தியப் பிரதேசம்",
    Maharashtra: "மகாராஷ்டிரா",
    Manipur: "மணிப்பூர்",
    Meghalaya: "மேகாலயா",
    Mizoram: "மிசோரம்",
    Nagaland: "நாகாலாந்து",
    Odisha: "ஒடிசா",
    Punjab: "பஞ்சாப்",
    Rajasthan: "ராஜஸ்தான்",
    Sikkim: "சிக்கிம்",
    "Tamil Nadu": "தமிழ்நாடு",
    Telangana: "தெலங்கானா",
    Tripura: "திரிபுரா",
    "Uttar Pradesh": "உத்தரப் பிரதேசம்",
    Uttarakhand: "உத்தராகண்ட்",
    "West Bengal": "மேற்கு வங்கம்",
    "Andaman and Nicobar Islands": "அந்தமான் நிக்கோபார் தீவுகள்",
    Chandigarh: "சண்டிகர்",
    "Dadra and Nagar Haveli and Daman and Diu": "தாத்ரா நகர் ஹவேலி டாமன் டையூ",
    Delhi: "டெல்லி",
    "Jammu and Kashmir": "ஜம்மு காஷ்மீர்",
    Ladakh: "லடாக்",
    Lakshadweep: "லட்சத்தீவு",
    Puducherry: "புதுச்சேரி",
    Other: "மற்றவை (வெளிநாடு)",
  },

  /** Display names of the 18 services by slug (shared/content/service-names.ts). */
  services: {
    "permanent-staffing": "நிரந்தர ஸ்டாஃபிங்",
    "temporary-staffing": "தற்காலிக ஸ்டாஃபிங்",
    "contract-staffing": "ஒப்பந்த ஸ்டாஃபிங்",
    "executive-search": "எக்ஸிகியூட்டிவ் சர்ச்",
    "recruitment-process-outsourcing-rpo": "ஆட்சேர்ப்பு அவுட்சோர்சிங் (RPO)",
    "skill-gap-assessment": "திறன் இடைவெளி மதிப்பீடு",
    "internship-program-management": "இன்டர்ன்ஷிப் திட்ட மேலாண்மை",
    "diversity-inclusion-hiring-initiatives": "பன்முகத்தன்மை, அனைவருக்குமான ஆட்சேர்ப்பு",
    "onboarding-and-training-support": "ஆன்போர்டிங், பயிற்சி உதவி",
    "pre-placement-offer-ppo-recruitment": "ப்ரீ-பிளேஸ்மென்ட் ஆஃபர் (PPO) ஆட்சேர்ப்பு",
    "remote-talent-pooling": "வீட்டிலிருந்து பணியாற்றுவோர் தொகுப்பு",
    "payroll-management": "பேரோல் மேலாண்மை",
    "labour-compliance-management": "தொழிலாளர் சட்ட கம்ப்ளையன்ஸ்",
    "freelance-recruiter-partnership": "ஃப்ரீலான்ஸ் ரெக்ரூட்டர் பார்ட்னர்ஷிப்",
    "outplacement-services": "அவுட்பிளேஸ்மென்ட் சேவைகள்",
    "hr-consulting-and-strategy": "HR ஆலோசனை, உத்தி",
    "talent-mapping-and-market-intelligence": "டேலண்ட் மேப்பிங், சந்தை ஆய்வு",
    "graduate-trainee-programs": "கிராஜுவேட் ட்ரெய்னி திட்டங்கள்",
  },
};
