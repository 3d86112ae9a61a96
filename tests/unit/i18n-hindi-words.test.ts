import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

/**
 * One word per idea in Hindi (docs/glossary/hi.md, after the native editor's
 * review of issue 32 §4): the spellings and words the glossary rejects do not
 * come back into the Hindi catalogs or content.
 */
const root = process.cwd();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every text a Hindi reader meets that a translator writes, by file (catalog values only, not keys). */
const HINDI: { file: string; text: string }[] = [
  ...readdirSync(join(root, "messages")).map((area) => {
    const file = join("messages", area, "hi.json");
    const values: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string") values.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        const match = (value as { match?: Record<string, unknown> }).match;
        if (match) Object.values(match).forEach(walk);
        else Object.values(value).forEach(walk);
      }
    };
    const { $schema: _, ...catalog } = JSON.parse(readFileSync(join(root, file), "utf8"));
    walk(catalog);
    return { file, text: values.join("\n") };
  }),
  ...filesUnder(join(root, "app/content/hi")).map((path) => ({
    file: path.slice(root.length + 1),
    text: readFileSync(path, "utf8"),
  })),
  // The forms' state and service names (moved into the Hindi words by issue 32); not the
  // search's spellings above them, which list the variants people type on purpose.
  {
    file: "shared/content/words/hi.ts",
    text: readFileSync(join(root, "shared/content/words/hi.ts"), "utf8").split(/\n {2}states: \{/)[1] ?? "",
  },
];

/** Not inside a longer Devanagari word. */
const word = (w: string) => new RegExp(`(?<![\\u0900-\\u097F])${w}(?![\\u0900-\\u097F])`, "u");

/** Rejected form → the glossary's word. */
const REJECTED: [RegExp, string][] = [
  [/ई-मेल/, "ईमेल"],
  [/स्थायी/, "टेम्पररी / परमानेंट"],
  [/रिमोट(?! टैलेंट पूल)/, "वर्क फ्रॉम होम (रिमोट only in the service name रिमोट टैलेंट पूल)"],
  [/\bLPA\b/, "₹… लाख सालाना"],
  [/लाख प्रति वर्ष/, "लाख सालाना"],
  [/शुल्क/, "फ़ीस"],
  [/समाचार/, "ख़बरें"],
  [/खुली पोज़िशन|खुले पद/, "खाली पद"],
  [/छाँट/, "फ़िल्टर करें"],
  [/वैकेंसी/, "नौकरी / खाली पद"],
  [/सबसे मिलती/, "सबसे सही मेल"],
  [/वर्क मोड/, "काम का तरीक़ा"],
  [/दफ़्तर/, "ऑफ़िस"],
  [/सेव की गईं/, "सेव की गई (no plural nasal on an attributive participle)"],
  [/त्रुटि/, "एरर"],
  [/अनसब्सक्राइब|सब्सक्रिप्शन बंद/, "न्यूज़लेटर बंद करें (as the /unsubscribe page says)"],
  [/(?<!टैलेंट )(रिक्रूटर|पार्टनर|क्लाइंट|इंटर्न|लीडर|प्रोफ़ेशनल|ग्रेजुएट)्स/, "the Hindi plural (रिक्रूटरों, पार्टनरों …)"],
  // Persian and English loanwords keep their nukta.
  ...["गलती", "गलत", "खबर", "खबरें", "करीब", "कदम", "बाकी", "खत्म", "तरीका", "तरीके", "फुल-टाइम", "किस्त", "किस्तों"].map(
    (w): [RegExp, string] => [word(w), "the nukta spelling"],
  ),
];

test.each(REJECTED)("no Hindi catalog or content says %s", (pattern, instead) => {
  const found = HINDI.filter(({ text }) => pattern.test(text.normalize("NFC"))).map(({ file }) => file);
  expect(found, `write ${instead}`).toEqual([]);
});

/** Acronyms spelled out in Devanagari letter names (सीटीसी for CTC); only आईडी is a Hindi word now. */
const LETTER_NAMES = [
  "ए",
  "बी",
  "सी",
  "डी",
  "ई",
  "एफ़",
  "एफ",
  "जी",
  "एच",
  "आई",
  "जे",
  "के",
  "एल",
  "एम",
  "एन",
  "ओ",
  "पी",
  "क्यू",
  "आर",
  "एस",
  "टी",
  "यू",
  "वी",
  "डब्ल्यू",
  "एक्स",
  "वाई",
  "ज़ेड",
  "जेड",
];
const SPELLED_ACRONYM = new RegExp(
  `(?<![\\u0900-\\u097F])(?:${LETTER_NAMES.join("|")}){2,}(?![\\u0900-\\u097F])`,
  "gu",
);
const HINDI_WORDS_FROM_LETTERS = new Set(["आईडी"]);

test("acronyms are in Latin letters (CTC, UPI, EPFO), never spelled out in Devanagari", () => {
  const found = HINDI.flatMap(({ file, text }) =>
    [...text.normalize("NFC").matchAll(SPELLED_ACRONYM)]
      .map((match) => match[0])
      .filter((w) => !HINDI_WORDS_FROM_LETTERS.has(w))
      .map((w) => `${file}: ${w}`),
  );
  expect(found).toEqual([]);
  // The check itself: the review's examples are caught, ordinary words are not.
  expect("सीटीसी, ईपीएफ़ओ, यूपीआई और क्यूआर".match(SPELLED_ACRONYM)).toEqual(["सीटीसी", "ईपीएफ़ओ", "यूपीआई", "क्यूआर"]);
  expect("आईडी, पिन कोड, के लिए, एक, सीधे".match(SPELLED_ACRONYM)).toEqual(["आईडी"]);
});

test("the brand is क्षितिज टैलेंट पार्टनर्स in running text; Latin only in the legal name", () => {
  for (const { file, text } of HINDI) {
    const latin = [...text.matchAll(/Kshitij[^.\n]{0,30}/g)].map((match) => match[0]);
    expect(
      latin.filter((name) => !name.startsWith("Kshitij Talent Partners Pvt")),
      file,
    ).toEqual([]);
  }
});

test("the brand is masculine: क्षितिज टैलेंट पार्टनर्स … करता है, never … करती है", () => {
  // The brand as the subject (not "… के ज़रिए", "… में"), then a feminine verb before the sentence ends.
  const feminine =
    /(क्षितिज टैलेंट पार्टनर्स|Kshitij Talent Partners)(?! (के|की|का|में|से|को|पर)(?![\u0900-\u097F]))(?![^।?\n]*(एजेंसी|टीम|कंपनी))[^।?\n]{0,60}?(सकती|करती|लेती|देती|माँगती|रखती) है/;
  const found = HINDI.filter(({ text }) => feminine.test(text)).map(({ file }) => file);
  expect(found).toEqual([]);
  expect(feminine.test("मैं सहमत हूँ कि क्षितिज टैलेंट पार्टनर्स मेरा रिज़्यूमे रख सकती है")).toBe(true);
});
