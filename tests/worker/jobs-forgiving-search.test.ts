import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { setupServer } from "msw/native";
import { afterAll, beforeAll, expect, test } from "vitest";
import { wordsFor } from "#shared/content/words";
import { LANGUAGES } from "#shared/i18n/languages";
import * as m from "#shared/i18n/paraglide/messages";
import { describeSearch } from "#shared/lib/alert-search";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { oneSlip } from "#worker/jobs/search/fuzzy";
import { interpretSearch } from "#worker/jobs/search/interpret";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { atsEnv, atsHandlers, atsJob } from "../fixtures/ats";

/*
 * Issue 32 (search that forgives): romanised Hindi and Hinglish as people
 * type them, work from home, the common spellings of cities, and one slip
 * in a word of five or more letters; the search says what it searched for
 * when it read the words otherwise than typed.
 */

type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
const worker = ((await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`)) as Built).default;

const job = (title: string, city: string, states: string, extra: Record<string, unknown> = {}) =>
  atsJob({ job_title: title, city, states, location: city, primary_skills: "Communication", skills: "", ...extra });
const JOBS = [
  job("Sales Executive", "Pune", "Maharashtra"),
  job("Sales Manager", "Mumbai", "Maharashtra"),
  job("Accountant", "Pune", "Maharashtra", { primary_skills: "Tally, GST" }),
  job("Senior Accountant", "Delhi", "Delhi", { primary_skills: "Tally" }),
  job("Receptionist", "Bengaluru", "Karnataka", { primary_skills: "Front desk" }),
  job("Software Engineer", "Hyderabad", "Telangana", { remoteOpportunity: 1, primary_skills: "Python" }),
  job("Civil Engineer", "Chennai", "Tamil Nadu", { primary_skills: "AutoCAD" }),
  job("Engine Mechanic", "Pune", "Maharashtra", { primary_skills: "Diesel engines" }),
  job("Java Developer", "Kolkata", "West Bengal", { remoteOpportunity: 1, primary_skills: "Java, Spring" }),
  job("Web Developer", "Gurugram", "Haryana", { primary_skills: "React" }),
  job("Data Entry Operator", "Vadodara", "Gujarat", { remoteOpportunity: 1, primary_skills: "MS Excel" }),
  job("Team Leader", "Noida", "Uttar Pradesh", { primary_skills: "People management" }),
  job("Loader", "Mumbai", "Maharashtra", { primary_skills: "Lifting" }),
  job("Lava Lamp Assembler", "Thiruvananthapuram", "Kerala", { primary_skills: "Assembly" }),
  job("Telecaller", "Kochi", "Kerala", { remoteOpportunity: 1, primary_skills: "Hindi, English" }),
  job("Delivery Driver", "Rajkot", "Gujarat", { primary_skills: "Two-wheeler licence" }),
  job("Machine Operator", "Tiruchirappalli", "Tamil Nadu", { primary_skills: "Lathe" }),
];
const idOf = (title: string) => JOBS.find((j) => j.job_title === title)?.id as number;
const idsOf = (...titles: string[]) => titles.map(idOf).sort((a, b) => a - b);

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
  server.use(...atsHandlers(JOBS));
  await refreshSnapshot(atsEnv(env), { now: Date.now() });
});
afterAll(() => server.close());

interface Answer {
  count: number;
  results: { id: number }[];
  interpreted: { query: string; location: string; work_from_home: boolean } | null;
  echo?: { query: string; location: string; title: string; line: string | null };
}

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`), atsEnv(env), ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

async function search(query: string, location = "", extra: Record<string, string> = {}): Promise<Answer> {
  const { res, text } = await get(`/api/searchjobs?${new URLSearchParams({ query, location, ...extra })}`);
  expect(res.status, text.slice(0, 200)).toBe(200);
  return JSON.parse(text) as Answer;
}

/** The ids a search finds, in id order. */
async function ids(query: string, location = "", extra: Record<string, string> = {}) {
  return (await search(query, location, { sort: "date", ...extra })).results.map((j) => j.id).sort((a, b) => a - b);
}

test("Hinglish: 'sales ki naukri pune' finds the sales jobs in Pune, as 'sales' in 'pune' does", async () => {
  const expected = await ids("sales", "pune");
  expect(expected).toEqual(idsOf("Sales Executive"));
  expect(await ids("sales ki naukri pune")).toEqual(expected);
  expect(await ids("sales pune")).toEqual(expected);
  expect(await ids("pune mein sales ka kaam")).toEqual(expected);
  expect((await search("sales ki naukri pune")).interpreted).toEqual({
    query: "sales",
    location: "Pune",
    work_from_home: false,
  });
});

test("framing words are not words to match: naukri, naukari, kaam, job, jobs, ki, ke, mein", async () => {
  const all = await ids("");
  expect(all.length).toBe(JOBS.length);
  for (const framing of ["naukri", "naukari", "kaam", "job", "jobs", "naukri chahiye", "koi job"])
    expect(await ids(framing), framing).toEqual(all);
  expect(await ids("accountant ki naukri")).toEqual(await ids("accountant"));
  expect(await ids("accountant ke jobs mein")).toEqual(await ids("accountant"));
  expect((await search("naukri")).interpreted).toEqual({ query: "", location: "", work_from_home: false });
  // "ki", "me" would otherwise match inside most words.
  expect(await ids("ki")).toEqual(all);
});

test("work from home: 'ghar se kaam', 'work from home' and 'wfh' find the remote jobs", async () => {
  const remote = await ids("", "", { work_mode: "remote" });
  expect(remote).toEqual(idsOf("Software Engineer", "Java Developer", "Data Entry Operator", "Telecaller"));
  for (const words of ["ghar se kaam", "work from home", "wfh", "ghar baithe kaam", "Work From Home jobs"])
    expect(await ids(words), words).toEqual(remote);
  expect(await ids("java ghar se kaam")).toEqual(idsOf("Java Developer"));
  expect(await ids("ghar se kaam", "kochi")).toEqual(idsOf("Telecaller"));
  const answer = await search("developer ghar se kaam", "", { facets: "1" });
  expect(answer.interpreted).toEqual({ query: "developer", location: "", work_from_home: true });
  expect(answer.results.map((j) => j.id)).toEqual([idOf("Java Developer")]);
});

test.each([
  ["banglore", "bengaluru", "Receptionist"],
  ["bangalore", "bengaluru", "Receptionist"],
  ["bombay", "mumbai", "Sales Manager"],
  ["gurgaon", "gurugram", "Web Developer"],
  ["calcutta", "kolkata", "Java Developer"],
  ["madras", "chennai", "Civil Engineer"],
  ["poona", "pune", "Accountant"],
  ["baroda", "vadodara", "Data Entry Operator"],
  ["trivandrum", "thiruvananthapuram", "Lava Lamp Assembler"],
  ["cochin", "kochi", "Telecaller"],
])("the city spelling %j finds what %j finds", async (spelling, name, title) => {
  const expected = await ids("", name);
  expect(expected).toContain(idOf(title));
  expect(await ids("", spelling)).toEqual(expected);
  // Named in the title box, it is where: the same jobs.
  expect(await ids(`jobs in ${spelling}`)).toEqual(expected);
});

test.each([
  ["acountant", "accountant"],
  ["recepcionist", "receptionist"],
  ["enginer", "engineer"],
  ["devloper", "developer"],
  ["accuontant", "accountant"],
])("one slip: %j finds the jobs of %j and says so", async (slipped, word) => {
  const expected = await ids(word);
  expect(expected.length).toBeGreaterThan(0);
  const found = await ids(slipped);
  expect(found).toEqual(expect.arrayContaining(expected));
  expect((await search(slipped)).interpreted).toEqual({ query: word, location: "", work_from_home: false });
});

test("one slip in a place: 'hyderbad' and 'chenai' find their city's jobs", async () => {
  expect(await ids("", "hyderbad")).toEqual(idsOf("Software Engineer"));
  expect(await ids("", "chenai")).toEqual(idsOf("Civil Engineer"));
  expect(await ids("", "vadodhara")).toEqual(idsOf("Data Entry Operator"));
  expect((await search("", "vadodhara")).interpreted?.location).toBe("Vadodara");
});

test("a job found through a slip ranks below every job that matches the word as typed", async () => {
  // "enginee" is a start of "engineer" (found as typed) and one slip from "engine".
  const answer = await search("enginee", "", { sort: "relevance" });
  const order = answer.results.map((j) => j.id);
  expect(order.length).toBe(3);
  expect(order.at(-1)).toBe(idOf("Engine Mechanic"));
  expect(order.slice(0, 2).sort((a, b) => a - b)).toEqual(idsOf("Software Engineer", "Civil Engineer"));
  // The word found jobs as typed: the page does not say it searched for another.
  expect(answer.interpreted).toBeNull();
});

test("words under five letters, and words the jobs use, are matched only as typed", async () => {
  // "java" is one slip from "lava", but under five letters: no Lava Lamp Assembler.
  expect(await ids("java")).toEqual(idsOf("Java Developer"));
  expect(await ids("lava")).toEqual(idsOf("Lava Lamp Assembler"));
  expect(await ids("jav")).toEqual(idsOf("Java Developer"));
  // "loader" and "leader" are one slip apart, and both are words of the jobs.
  expect(await ids("loader")).toEqual(idsOf("Loader"));
  expect(await ids("leader")).toEqual(idsOf("Team Leader"));
  expect((await search("loader")).interpreted).toBeNull();
});

test("a search taken as typed has no interpretation in the API answer", async () => {
  expect((await search("accountant", "pune")).interpreted).toBeNull();
  expect((await search("", "")).interpreted).toBeNull();
  expect((await search("Senior   Accountant", "Delhi")).interpreted).toBeNull();
  // The plain list ignores words, as it always did, and has no such field.
  const { text } = await get("/api/jobs?query=naukri");
  expect(JSON.parse(text)).not.toHaveProperty("interpreted");
});

test("the /job page says what it searched for, in English and in Hindi", async () => {
  const params = new URLSearchParams({ query: "acountant ki naukri", location: "poona" });
  const en = await get(`/job?${params}`);
  expect(en.res.status).toBe(200);
  expect(en.text).toContain("Showing jobs for “accountant” in Pune");
  expect(en.text).toContain(`href="/jobdetails/${idOf("Accountant")}"`);
  const hi = await get(`/hi/job?${params}`);
  // The place by its Hindi name (worker/jobs/search/echo.ts); the slip's correction as the search found it.
  expect(hi.text).toContain("पुणे में “accountant” की नौकरियाँ दिखा रहे हैं");
  const plain = await get(`/job?${new URLSearchParams({ query: "accountant" })}`);
  expect(plain.text).not.toContain("Showing jobs for");
});

/*
 * Every language of the table (issue 32 §3): its place names and job words,
 * as its words file lists them (shared/content/words/<code>.ts), find what
 * the English finds, its framing words match nothing, and its /job page says
 * what was searched for. Nothing here names a language: one that joins the
 * table is tested by the same lines.
 */
const OTHERS = LANGUAGES.filter((l) => l.code !== "en").map((l) => [l.code, l] as const);

test.each(OTHERS)("%s: every spelling of a place and of a job word finds what its English finds", async (code) => {
  const words = wordsFor(code);
  expect(words, `shared/content/words/${code}.ts`).toBeDefined();
  if (!words) return;
  let checked = 0;
  for (const [box, table] of [
    ["location", words.places],
    ["query", words.jobWords],
  ] as const) {
    for (const [english, spellings] of Object.entries(table)) {
      const ask = (text: string) => (box === "location" ? ids("", text) : ids(text));
      const expected = await ask(english);
      if (expected.length === 0) continue;
      for (const spelling of spellings) expect(await ask(spelling), `${spelling} (${english})`).toEqual(expected);
      checked++;
    }
  }
  // The test's jobs are in cities every language lists, with titles every language has words for.
  expect(checked).toBeGreaterThanOrEqual(8);
});

test.each(OTHERS)("%s: framing words match nothing, and a place in the title box is where", async (code) => {
  const words = wordsFor(code);
  if (!words) throw new Error(`no words for ${code}`);
  const sales = words.jobWords.sales?.[0];
  const pune = words.places.pune?.[0];
  expect(sales && pune, "sales and pune are words of every language").toBeTruthy();
  const expected = await ids("sales", "pune");
  expect(expected).toEqual(idsOf("Sales Executive"));
  for (const filler of words.filler) {
    expect(await ids(`${sales} ${filler}`, pune), filler).toEqual(expected);
    // A framing word at the end of a sentence, full stop and all.
    expect(await ids(`${sales} ${filler}.`, pune), `${filler}.`).toEqual(expected);
  }
  expect(await ids(`${sales} ${pune}`)).toEqual(expected);
});

test.each(OTHERS)("%s: the /job page says what it searched for, in the page's language", async (code, language) => {
  const words = wordsFor(code);
  if (!words) throw new Error(`no words for ${code}`);
  const params = new URLSearchParams({ query: words.jobWords.accountant[0], location: words.places.pune[0] });
  const page = await get(`${language.prefix}/job?${params}`);
  expect(page.res.status).toBe(200);
  // Said in the page's language: the words as the words file writes them, not "accountant" and "Pune".
  const [accountant, pune] = [words.jobWords.accountant[0], words.places.pune[0]];
  expect(page.text).toContain(m.jobs_interpreted_query_place({ query: accountant, place: pune }, { locale: code }));
  expect(page.text).toContain(`href="${language.prefix}/jobdetails/${idOf("Accountant")}"`);
});

/*
 * The page and the API say a search back as the search read it (decision
 * 063): a place typed with its case ending ("హైదరాబాదులో", "சென்னையில்",
 * "Puneలో") was said with the ending kept, and the title's own ending added
 * ("హైదరాబాదులోలో ఉద్యోగాలు"). The title, the "Showing jobs …" line and the
 * alert form's sentence come from the server, with JavaScript or without.
 */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

test.each(OTHERS)(
  "%s: a place typed with a case ending is said by its name in the page and the API",
  async (code, language) => {
    const words = wordsFor(code);
    if (!words) throw new Error(`no words for ${code}`);
    const o = { locale: code };
    const pune = words.places.pune[0];
    const expected = await ids("", "pune");
    // Every form the words file lists (its endings too), and the English name with an ending of the script joined.
    const ending = words.places.pune.find((p) => p.startsWith(pune) && p !== pune)?.slice(pune.length);
    const typed = [...words.places.pune, ...(ending ? [`Pune${ending}`] : [])];
    for (const place of typed) {
      const page = await get(`${language.prefix}/job?${new URLSearchParams({ location: place })}`);
      expect(page.res.status).toBe(200);
      expect(titleOf(page.text), place).toContain(m.jobs_title_location({ location: pune }, o));
      expect(page.text, place).toContain(m.forms_alert_fixed_search({ search: describeSearch("", pune, code) }, o));
      const answer = await search("", place, { lang: code, view: "cards" });
      expect(answer.echo, place).toMatchObject({
        query: "",
        location: pune,
        title: m.jobs_title_location({ location: pune }, o),
      });
      expect(await ids("", place), place).toEqual(expected);
    }
  },
);

test("the reported pages: Hyderabad and Chennai in their scripts, Pune with a Telugu ending", async () => {
  const pages = [
    ["/te/job", "హైదరాబాదులో", "హైదరాబాద్లో ఉద్యోగాలు", "హైదరాబాద్లోని ఉద్యోగాలు చూపిస్తున్నాం"],
    ["/ta/job", "சென்னையில்", "சென்னை பகுதியில் வேலைகள்", "சென்னை பகுதியில் உள்ள வேலைகள் காட்டப்படுகின்றன"],
    ["/te/job", "Puneలో", "పుణెలో ఉద్యోగాలు", "పుణెలోని ఉద్యోగాలు చూపిస్తున్నాం"],
  ];
  for (const [path, location, title, line] of pages) {
    const page = await get(`${path}?${new URLSearchParams({ location })}`);
    expect(titleOf(page.text)).toMatch(new RegExp(`^${title} \\| `));
    expect(page.text).toContain(`<p class="jobs-interpreted">${line}</p>`);
  }
});

test("the API says the search back in the asked language, and refuses a language it does not have", async () => {
  const english = await search("sales ki naukri pune", "", { view: "cards" });
  expect(english.echo).toEqual({
    query: "sales",
    location: "Pune",
    title: "sales in Pune jobs",
    line: "Showing jobs for “sales” in Pune",
  });
  const hindi = await search("driver", "Pune", { lang: "hi", view: "cards" });
  expect(hindi.echo).toMatchObject({ query: "driver", location: "पुणे", title: "पुणे में driver की नौकरियाँ" });
  const { res, text } = await get(`/api/searchjobs?${new URLSearchParams({ query: "driver", lang: "xx" })}`);
  expect(res.status).toBe(400);
  expect(JSON.parse(text).fields).toHaveProperty("lang");
});

/*
 * A place typed into the title box (the location box empty) is where, in
 * whatever list names it: every city of every language's words file, every
 * name of shared/content/places.ts and every state, not only the romanised
 * spellings. "Rajkot" is in every language's words and was in no romanised
 * list: "driver rajkot" found nothing.
 */
test("a place any list knows, typed into the title box, is where", async () => {
  const expected = await ids("driver", "rajkot");
  expect(expected).toEqual(idsOf("Delivery Driver"));
  for (const typed of ["driver rajkot", "rajkot driver", "driver jobs in rajkot", "driver gujarat"])
    expect(await ids(typed), typed).toEqual(expected);
  // An old name from places.ts, and a state.
  expect(await ids("operator trichy")).toEqual(idsOf("Machine Operator"));
  expect(await ids("operator tamil nadu")).toEqual(idsOf("Machine Operator"));
  expect((await search("driver rajkot")).interpreted).toEqual({
    query: "driver",
    location: "Rajkot",
    work_from_home: false,
  });
});

test.each(OTHERS)("%s: a job word and a place typed into one box find the jobs there", async (code) => {
  const words = wordsFor(code);
  if (!words) throw new Error(`no words for ${code}`);
  const expected = await ids("driver", "rajkot");
  const [driver, rajkot] = [words.jobWords.driver[0], words.places.rajkot[0]];
  // Every form of the place the words file lists (with its case endings), each way round.
  for (const place of words.places.rajkot) {
    expect(await ids(`${driver} ${place}`), `${driver} ${place}`).toEqual(expected);
    expect(await ids(`${place} ${driver}`), `${place} ${driver}`).toEqual(expected);
  }
  for (const job of words.jobWords.driver) expect(await ids(`${job} ${rajkot}`), `${job} ${rajkot}`).toEqual(expected);
  expect((await search(`${rajkot} ${driver}`)).interpreted?.location).toBe("Rajkot");
});

test("Secunderabad is Hyderabad's: either name finds the other's jobs", async () => {
  expect(await ids("", "secunderabad")).toEqual(idsOf("Software Engineer"));
  expect(await ids("engineer secunderabad")).toEqual(idsOf("Software Engineer"));
});

test("the reading itself: phrases, places in the title box, slips", () => {
  expect(interpretSearch("Sales ki Naukri, Pune", "")).toMatchObject({
    words: ["sales"],
    eitherWords: ["pune"],
    remote: false,
    place: "Pune",
    rewritten: true,
  });
  // A place in the title box stays a word when the location box already says where.
  expect(interpretSearch("sales pune", "mumbai")).toMatchObject({ words: ["sales", "pune"], placeWords: ["mumbai"] });
  expect(interpretSearch("", "Delhi NCR")).toMatchObject({ placeWords: ["delhi", "ncr"], rewritten: false });
  expect(interpretSearch("ghar se kaam", "")).toMatchObject({ words: [], remote: true, rewritten: true });
  expect(oneSlip("acountant", "accountant")).toBe(true);
  expect(oneSlip("devloper", "developer")).toBe(true);
  expect(oneSlip("accuontant", "accountant")).toBe(true);
  expect(oneSlip("enginer", "engineer")).toBe(true);
  expect(oneSlip("loader", "leader")).toBe(true);
  expect(oneSlip("acountnat", "accountant")).toBe(false);
  expect(oneSlip("sales", "sales")).toBe(false);
});
