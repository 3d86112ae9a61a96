/*
 * Place names: the aliases a location search matches (worker/jobs/search/match.ts)
 * and a job page's work location folds together (app/lib/job-posting.ts).
 */

/**
 * Indian city names and their older or alternative spellings. A location
 * query for any name in a group finds jobs in every name of the group.
 */
export const CITY_ALIASES: string[][] = [
  ["bengaluru", "bangalore"],
  // Telangana: Secunderabad is Hyderabad's twin city, one urban area; a seeker asking for either means both.
  ["hyderabad", "secunderabad"],
  ["gurugram", "gurgaon"],
  ["mumbai", "bombay"],
  ["chennai", "madras"],
  ["kolkata", "calcutta"],
  ["thiruvananthapuram", "trivandrum"],
  ["vadodara", "baroda"],
  ["mysuru", "mysore"],
  ["kochi", "cochin"],
  ["puducherry", "pondicherry"],
  ["prayagraj", "allahabad"],
  ["bardhaman", "burdwan"],
  ["salt lake", "bidhannagar"],
  // Maharashtra's renamed cities and Pune's twin city: the ATS may write either name (the Marathi review).
  ["aurangabad", "chhatrapati sambhajinagar", "sambhajinagar"],
  ["ahmednagar", "ahilyanagar"],
  ["pimpri chinchwad", "pimpri-chinchwad", "pimpri"],
  // Tamil Nadu: the official name first (the Tamil search words' English), then the old or other spellings.
  ["tiruchirappalli", "trichy", "tiruchi"],
  ["thoothukudi", "tuticorin"],
  ["thanjavur", "tanjore"],
  ["tiruppur", "tirupur"],
  ["kanchipuram", "kancheepuram"],
  ["chengalpattu", "chengalpet"],
  ["viluppuram", "villupuram"],
  ["udhagamandalam", "ooty"],
  ["kanyakumari", "kanniyakumari"],
  ["tiruvallur", "thiruvallur"],
  ["tiruvarur", "thiruvarur"],
  ["tirunelveli", "nellai"],
  ["nagercoil", "nagarcoil"],
  // Karnataka's renamed cities (2014), still written the old way in many job posts.
  ["mangaluru", "mangalore"],
  ["hubballi", "hubli"],
  ["belagavi", "belgaum"],
  ["kalaburagi", "gulbarga"],
  ["shivamogga", "shimoga"],
  ["tumakuru", "tumkur"],
  ["ballari", "bellary"],
  ["vijayapura", "bijapur"],
  // Andhra Pradesh: the ATS and seekers write either name.
  ["visakhapatnam", "vizag"],
  ["rajahmundry", "rajamahendravaram"],
  ["anantapur", "anantapuramu"],
  ["kadapa", "cuddapah"],
];

/** Region words that cover several cities. */
const REGIONS: Record<string, string[]> = {
  "delhi ncr": ["delhi", "new delhi", "gurugram", "gurgaon", "noida", "greater noida", "ghaziabad", "faridabad"],
};

/** The other names and the regions of one place (any case): what a location search also matches it by. */
export function aliasesOf(place: string): string[] {
  const key = place.toLowerCase();
  const extra: string[] = [];
  for (const group of CITY_ALIASES) if (group.includes(key)) extra.push(...group);
  for (const [region, members] of Object.entries(REGIONS)) if (members.includes(key)) extra.push(region, "ncr");
  return extra;
}

/** One key per place whatever its case, spacing or old name ("Bangalore " → "bengaluru"). */
export function placeKey(place: string): string {
  const key = place
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  for (const group of CITY_ALIASES) if (group.includes(key)) return group[0];
  return key;
}
