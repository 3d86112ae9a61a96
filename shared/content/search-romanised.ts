import { CITY_ALIASES } from "./places";
import { ALL_WORDS } from "./words";

/*
 * Search words as people type them in Latin letters (issue 32): romanised
 * Hindi and Hinglish ("sales ki naukri pune", "ghar se kaam") and the
 * common spellings of Indian places ("banglore", "poona", "calcutta"). The
 * job search (worker/jobs/search/interpret.ts) reads a box through these
 * tables after the words of every language's script are put in English
 * (shared/content/words/).
 * Every entry is lower case; a phrase's words are separated by one space.
 */

/**
 * Words that frame a search and match nothing: "job", "naukri", "kaam",
 * postpositions ("ki", "ke", "mein") and the like. A job's title never needs
 * them, and as substrings the short ones ("ki", "me") would match almost
 * every job.
 */
export const FRAMING_WORDS: readonly string[] = [
  // Job, work: as typed in Latin letters.
  "naukri",
  "naukari",
  "naukry",
  "nokri",
  "nokari",
  "noukri",
  "naukriyan",
  "naukariyan",
  "naukriya",
  "kaam",
  "kam",
  "job",
  "jobs",
  "vacancy",
  "vacancies",
  "bharti",
  "hiring",
  "opening",
  "openings",
  // Postpositions and framing: of, for, in, at, near, from, want, some.
  "ki",
  "ke",
  "ka",
  "ko",
  "mein",
  "me",
  "mai",
  "se",
  "liye",
  "lie",
  "chahiye",
  "chahie",
  "chaiye",
  "wala",
  "wali",
  "wale",
  "vala",
  "vali",
  "vale",
  "koi",
  "mujhe",
  "muje",
  "hai",
  "hain",
  "in",
  "at",
  "near",
  "for",
];

/** Phrases meaning work from home: a search for jobs whose ATS remote flag says remote. */
export const WORK_FROM_HOME: readonly string[] = [
  "work from home",
  "work-from-home",
  "work at home",
  "wfh",
  "ghar se kaam",
  "ghar se kam",
  "ghar baithe kaam",
  "ghar baithe",
  "ghar se",
  "ghar pe kaam",
];

/**
 * Places by the name the location search matches (a city's other names
 * and its region follow from shared/content/places.ts), with the spellings
 * people type. Every city the embedded jobs and their generator use is
 * here, and other large cities.
 */
const PLACE_SPELLINGS: Record<string, readonly string[]> = {
  mumbai: ["bombay", "bambai", "mumbay"],
  "navi mumbai": [],
  pune: ["poona", "puna"],
  bengaluru: ["bangalore", "banglore", "bengalore", "bangaluru", "bengaluru", "bangalor", "banglor", "blr"],
  hyderabad: ["hydrabad", "hyderbad", "hyd"],
  secunderabad: [],
  chennai: ["madras", "chenai"],
  delhi: ["dilli", "dehli"],
  "new delhi": [],
  "delhi ncr": [],
  ncr: [],
  gurugram: ["gurgaon", "gurgoan", "gurugaon", "gudgaon", "gurgram"],
  noida: ["noyda"],
  "greater noida": [],
  ghaziabad: [],
  faridabad: [],
  kolkata: ["calcutta", "kolkatta", "calcuta", "kolkota", "culcutta"],
  ahmedabad: ["ahemdabad", "ahmadabad", "amdavad", "ahmdabad"],
  jaipur: [],
  lucknow: ["lakhnau", "luknow"],
  kochi: ["cochin"],
  indore: [],
  coimbatore: ["kovai", "coimbatur"],
  chandigarh: [],
  bhubaneswar: ["bhubaneshwar", "bbsr"],
  nagpur: [],
  visakhapatnam: ["vizag", "vishakhapatnam", "vishakapatnam"],
  thiruvananthapuram: ["trivandrum", "thiruvanathapuram"],
  vadodara: ["baroda", "vadodra"],
  mysuru: ["mysore"],
  guwahati: ["gauhati"],
  nashik: ["nasik"],
  surat: [],
  bhopal: [],
  puducherry: ["pondicherry", "pondy"],
  ludhiana: [],
  patna: [],
  dehradun: [],
  ranchi: [],
  thane: [],
  kanpur: [],
  varanasi: ["banaras", "benaras"],
  prayagraj: ["allahabad"],
  agra: [],
  meerut: [],
  amritsar: [],
  raipur: [],
  mangaluru: ["mangalore"],
  madurai: [],
  vijayawada: [],
  odisha: ["orissa"],
  "tamil nadu": ["tamilnadu"],
};

/** States and union territories by name (shared/schemas/fields.ts lists them for the forms). */
const STATES: readonly string[] = [
  "andhra pradesh",
  "arunachal pradesh",
  "assam",
  "bihar",
  "chhattisgarh",
  "goa",
  "gujarat",
  "haryana",
  "himachal pradesh",
  "jharkhand",
  "karnataka",
  "kerala",
  "madhya pradesh",
  "maharashtra",
  "manipur",
  "meghalaya",
  "mizoram",
  "nagaland",
  "odisha",
  "punjab",
  "rajasthan",
  "sikkim",
  "tamil nadu",
  "telangana",
  "tripura",
  "uttar pradesh",
  "uttarakhand",
  "west bengal",
  "andaman and nicobar islands",
  "chandigarh",
  "dadra and nagar haveli and daman and diu",
  "delhi",
  "jammu and kashmir",
  "ladakh",
  "lakshadweep",
  "puducherry",
];

/** A place name as a seeker reads it: "pune" → "Pune", "delhi ncr" → "Delhi NCR". */
export function placeDisplayName(name: string): string {
  return name
    .split(" ")
    .map((w) => (w === "ncr" ? "NCR" : w === "and" ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

/** A listed name as the search splits words: lower case, one space, a word's trailing full stop dropped ("t. nagar" → "t nagar"). */
const asSearched = (name: string) =>
  name
    .toLowerCase()
    .split(/[\s,]+/)
    .map((w) => w.replace(/[.]+$/u, ""))
    .filter(Boolean)
    .join(" ");

/**
 * Every place spelling this module knows (and every state and union
 * territory by its name) → the name the location search matches. A phrase
 * of several words is one key ("new delhi", "tamil nadu"). A city's other
 * name that places.ts already lists ("bangalore", "bombay") stays as typed:
 * the location search finds it by itself. Every place of every language's
 * words (shared/content/words/: "warangal", "tiruchirappalli", "hinjewadi")
 * and every name of places.ts is a place too, by its own name: a place typed
 * in any script, or in English, is read as a place however it was written.
 */
export const PLACE_NAMES: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  const aliases = new Set(CITY_ALIASES.flat());
  for (const state of STATES) names.set(state, state);
  for (const [name, spellings] of Object.entries(PLACE_SPELLINGS)) {
    names.set(name, name);
    for (const spelling of spellings) names.set(spelling, aliases.has(spelling) ? spelling : name);
  }
  const own = [...aliases, ...ALL_WORDS.flatMap((words) => Object.keys(words.places))];
  for (const name of own) {
    const key = asSearched(name);
    if (key && !names.has(key)) names.set(key, key);
  }
  return names;
})();
