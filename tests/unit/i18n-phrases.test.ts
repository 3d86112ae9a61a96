import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import * as m from "#shared/i18n/paraglide/messages";
import { locales } from "#shared/i18n/paraglide/runtime";
import { describeSearch } from "#shared/lib/alert-search";

/**
 * Phrases the code builds from several messages, checked in every language
 * the catalogs have (issue 32 §4, the Hindi editor's review): what a screen
 * reader says for a visible word and its hidden suffix, what an alert mail
 * says around the alert's search, and the promises said in two places.
 */
type Message = (inputs: Record<string, unknown>, options: { locale: string }) => string;
const messages = m as unknown as Record<string, Message>;
const say = (key: string, locale: string, inputs: Record<string, unknown> = {}) => messages[key](inputs, { locale });

const root = process.cwd();
const AREAS = readdirSync(join(root, "messages"));
const english: Record<string, unknown> = Object.assign(
  {},
  ...AREAS.map((area) => JSON.parse(readFileSync(join(root, "messages", area, "en.json"), "utf8"))),
);

/**
 * A visible action and the visually hidden words after it, as the components
 * write them (enquiry-section, job-share-bar, home-jobs, open-positions,
 * home, office-map). A screen reader reads the two as one name.
 */
const ACTION_AND_SUFFIX: [visible: string, hidden: string, inputs?: Record<string, string>][] = [
  ["forms_call_us", "forms_call_us_on", { phone: "+91 98200 41234" }],
  ["forms_email_us", "forms_email_us_at", { email: "hello@kshitijtalent.example" }],
  ["jobs_share", "jobs_share_this_job_suffix"],
  ["jobs_see_more_short", "jobs_home_more_suffix"],
  ["jobs_see_more_short", "jobs_openings_more_suffix"],
  ["pages_home_see_more", "pages_home_see_more_hidden"],
  ["pages_map_show", "pages_map_button_hidden", { label: "Head office, Baner" }],
  ["pages_map_show", "pages_map_show_hidden", { label: "Head office, Baner" }],
  ["pages_map_larger", "pages_map_larger_hidden", { label: "Head office, Baner" }],
];

/** Languages in which an object may follow its verb ("Call us on …"). Every other one puts the verb last. */
const VERB_BEFORE_OBJECT = new Set(["en"]);

test.each(locales.filter((l) => !VERB_BEFORE_OBJECT.has(l)))(
  "%s: a hidden suffix after an action is a label (': x' or ' (x)'), never the verb's object in English order",
  (locale) => {
    for (const [visible, hidden, inputs] of ACTION_AND_SUFFIX) {
      const suffix = say(hidden, locale, inputs);
      expect(suffix, `${hidden} after "${say(visible, locale)}"`).toMatch(/^(:\s|\s\(|\s—\s)/);
    }
  },
);

/**
 * Every message a component writes into a visually hidden span (a suffix
 * such as " jobs" or a prefix such as "Location: "), found in the code, with
 * the ones written from data attributes or through withNode (named *_hidden
 * or *_suffix) and the pairs above.
 */
function hiddenKeys(): string[] {
  const found = new Set<string>(ACTION_AND_SUFFIX.map(([, hidden]) => hidden));
  for (const key of Object.keys(english)) if (/_(hidden|suffix)$/.test(key)) found.add(key);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith(".tsx") ? [join(dir, entry.name)] : [],
    );
  for (const file of walk(join(root, "app"))) {
    for (const match of readFileSync(file, "utf8").matchAll(/visually-hidden[^>]*>\s*\{[^}]{0,40}?m\.(\w+)\(/g)) {
      found.add(match[1]);
    }
  }
  return [...found].sort();
}

/** Hindi postpositions: a hidden suffix or prefix that starts or ends with one hangs off the wrong word. */
const HINDI_POSTPOSITION = /^(पर|में|को|से|का|की|के|तक|ने|लिए)$/;

test("hi: no visually hidden text starts or ends with a postposition", () => {
  const keys = hiddenKeys();
  expect(keys).toEqual(expect.arrayContaining(["forms_call_us_on", "jobs_fact_location", "shell_saved_hidden"]));
  const inputs = { phone: "98200 41234", email: "a@b.in", label: "ऑफ़िस", filter: "अनुभव", count: 2 };
  for (const key of keys) {
    const words = say(key, "hi", inputs)
      .replace(/[()।:—,;.]/g, " ")
      .split(/\s+/)
      .filter(Boolean);
    expect(words.length, key).toBeGreaterThan(0);
    expect(words[0], `${key} starts with a postposition`).not.toMatch(HINDI_POSTPOSITION);
    expect(words.at(-1), `${key} ends with a postposition`).not.toMatch(HINDI_POSTPOSITION);
  }
});

/** The messages an alert's search is put into ("New jobs for {search}"), from the English catalogs. */
const SEARCH_KEYS = Object.keys(english).filter((key) => /\{search\}|input search/.test(JSON.stringify(english[key])));
const SEARCH_INPUTS = { count: 5, countText: "5", total: 12 };

/** The stem of a language's word for "job(s)": the common start of its "1 job" and "5 jobs". */
function jobWord(locale: string): string {
  const one = say("jobs_heading_count", locale, { count: 1, countText: "" }).trim();
  const many = say("jobs_heading_count", locale, { count: 5, countText: "" }).trim();
  let i = 0;
  while (i < one.length && one[i] === many[i]) i++;
  return one.slice(0, i);
}

test("the messages with an alert's search are the ones the mails and alert pages use", () => {
  expect(SEARCH_KEYS).toEqual(
    expect.arrayContaining(["mail_digest_subject", "mail_confirm_subject", "forms_alert_saved_daily"]),
  );
  expect(jobWord("en")).toBe("job");
  expect(jobWord("hi")).toBe("नौकर");
});

test.each(locales)("%s: an alert's search never says 'jobs' again inside a message that already does", (locale) => {
  const stem = jobWord(locale);
  expect(stem.length, "a word for job").toBeGreaterThan(1);
  const shapes = [
    ["QQQ", "LLL"],
    ["QQQ", ""],
    ["", "LLL"],
    ["", ""],
  ];
  for (const [query, location] of shapes) {
    const phrase = describeSearch(query, location, locale);
    expect(phrase.replace("QQQ", "").replace("LLL", ""), `search "${query}" in "${location}"`).not.toContain(stem);
    for (const key of SEARCH_KEYS) {
      const text = say(key, locale, { ...SEARCH_INPUTS, search: phrase });
      const frame = say(key, locale, { ...SEARCH_INPUTS, search: "" });
      expect(text.split(stem).length, `${key} with "${phrase}"`).toBe(frame.split(stem).length);
    }
  }
});

test("hi and en: the review's examples read as a person would write them", () => {
  expect(say("mail_digest_subject", "hi", { count: 5, search: describeSearch("", "पटना", "hi") })).toBe(
    "पटना के लिए 5 नई नौकरियाँ",
  );
  expect(say("mail_digest_subject", "hi", { count: 5, search: describeSearch("", "", "hi") })).toBe(
    "पूरे भारत के लिए 5 नई नौकरियाँ",
  );
  expect(say("forms_alert_confirm_ask_daily", "hi", { search: describeSearch("", "", "hi") })).toBe(
    "पूरे भारत के लिए नई नौकरियाँ, रोज़।",
  );
  expect(say("mail_digest_subject", "en", { count: 5, search: describeSearch("", "Pune", "en") })).toBe(
    "5 new jobs for Pune",
  );
  expect(say("mail_digest_heading", "en", { search: describeSearch("", "", "en") })).toBe("New jobs for all of India");
});

/** Promises said on two pages (the footer, the apply page, /upload): one wording per language. */
const SAME_WORDS = [
  ["shell_footer_no_fee", "jobs_apply_promise_fee", "forms_upload_promise_free"],
  ["jobs_apply_promise_read", "forms_upload_promise_read"],
  ["jobs_apply_promise_time", "forms_upload_promise_time"],
];

test.each(locales)("%s: a promise made in two places is worded the same in both", (locale) => {
  for (const keys of SAME_WORDS) {
    const texts = new Set(keys.map((key) => say(key, locale)));
    expect([...texts], keys.join(" = ")).toHaveLength(1);
  }
});
