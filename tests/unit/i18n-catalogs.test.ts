import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { site } from "#shared/content/site";
import { LANG_TAG, LANGS } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { locales as compiledLocales } from "#shared/i18n/paraglide/runtime";
import { englishWords, findEnglishText } from "../i18n/english-text";

/**
 * The catalogs a translator edits (messages/<area>/<locale>.json): every key
 * in every language of the table (shared/i18n/languages.ts), with the same
 * inputs, prefixed with its area (issues 24 and 32).
 */
const root = process.cwd();
const AREAS = readdirSync(join(root, "messages"));
const OTHERS = LANGS.filter((lang) => lang !== "en");

type Catalog = Record<string, unknown>;
const read = (area: string, locale: string): Catalog => {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(join(root, "messages", area, `${locale}.json`), "utf8"));
  return messages;
};

/** The input variables a message uses: `{name}` in text, `input name` in a variant message's declarations. */
function inputs(message: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      for (const match of value.matchAll(/(?<!\\)\{\s*([A-Za-z_]\w*)\s*\}/g)) found.add(match[1]);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value && typeof value === "object") {
      const variant = value as { declarations?: string[]; match?: Record<string, unknown> };
      for (const declaration of variant.declarations ?? []) {
        const input = declaration.match(/^input\s+(\w+)/);
        if (input) found.add(input[1]);
      }
      // Locals declared from an input (`local countPlural = count: plural`) are not inputs.
      const locals = new Set(
        (variant.declarations ?? []).map((d) => d.match(/^local\s+(\w+)/)?.[1]).filter((x): x is string => !!x),
      );
      for (const text of Object.values(variant.match ?? {})) walk(text);
      for (const local of locals) found.delete(local);
    }
  };
  walk(message);
  return [...found].sort();
}

test("every area has a catalog for each language of the table, and no other", () => {
  expect(AREAS.sort()).toEqual(["forms", "jobs", "mail", "pages", "shell"]);
  const files = LANGS.map((lang) => `${lang}.json`).sort();
  for (const area of AREAS) expect(readdirSync(join(root, "messages", area)).sort(), area).toEqual(files);
});

test("the Paraglide project compiles exactly the table's languages (npm run i18n writes its locales)", () => {
  const settings = JSON.parse(readFileSync(join(root, "project.inlang/settings.json"), "utf8"));
  expect(settings.baseLocale).toBe("en");
  expect(settings.locales).toEqual([...LANGS]);
  expect([...compiledLocales]).toEqual([...LANGS]);
});

const cases = AREAS.flatMap((area) => OTHERS.map((lang) => [area, lang] as const));
test.each(cases)("messages/%s/%s.json: every English key, with the same inputs, none other", (area, lang) => {
  const en = read(area, "en");
  const other = read(area, lang);
  expect(
    Object.keys(other).filter((k) => !(k in en)),
    `in ${lang}.json only`,
  ).toEqual([]);
  expect(
    Object.keys(en).filter((k) => !(k in other)),
    `missing from ${lang}.json`,
  ).toEqual([]);
  for (const key of Object.keys(en)) {
    expect(key, "keys are snake_case prefixed with the area").toMatch(new RegExp(`^${area}_[a-z0-9_]+$`));
    expect(inputs(other[key]), `${area}/${key}: inputs`).toEqual(inputs(en[key]));
    expect(JSON.stringify(other[key]).length, `${area}/${key}: empty in ${lang}.json`).toBeGreaterThan(2);
  }
});

/** The variant texts of a plural message (`countPlural=one` …), by category. */
function pluralVariants(message: unknown): Record<string, string> {
  const [variant] = message as { match: Record<string, string> }[];
  return Object.fromEntries(
    Object.entries(variant.match).map(([key, text]) => [key.replace(/^countPlural=/, ""), text]),
  );
}

test.each([...LANGS])("%s: counts take the plural form Intl.PluralRules gives 0, 1, 2 and 5", (lang) => {
  const rules = new Intl.PluralRules(LANG_TAG[lang]);
  const variants = pluralVariants(read("jobs", lang).jobs_heading_count);
  for (const count of [0, 1, 2, 5]) {
    const category = rules.select(count);
    const text = variants[category];
    expect(text, `${lang}: jobs_heading_count has no "${category}" form, which ${count} takes`).toBeDefined();
    expect(m.jobs_heading_count({ count, countText: String(count) }, { locale: lang })).toBe(
      text.replace("{countText}", String(count)),
    );
  }
});

test("in Hindi (as in Bengali, Kannada and Gujarati) 0 takes the 'one' form; in English, 'other'", () => {
  for (const locale of ["hi-IN", "bn-IN", "kn-IN", "gu-IN"])
    expect(new Intl.PluralRules(locale).select(0), locale).toBe("one");
  expect(m.jobs_heading_count({ count: 0, countText: "0" }, { locale: "hi" })).toBe(
    pluralVariants(read("jobs", "hi").jobs_heading_count).one.replace("{countText}", "0"),
  );
  expect(m.jobs_heading_count({ count: 0, countText: "0" }, { locale: "en" })).toBe("0 jobs");
});

test("the input check sees plain and variant messages", () => {
  expect(inputs("{count} jobs in {city}")).toEqual(["city", "count"]);
  expect(
    inputs([
      {
        declarations: ["input count", "local countPlural = count: plural"],
        selectors: ["countPlural"],
        match: { "countPlural=one": "{count} job", "countPlural=other": "{count} jobs" },
      },
    ]),
  ).toEqual(["count"]);
});

test("the compiled messages answer in the language asked for, whatever else is going on", () => {
  expect(m.shell_skip_link({}, { locale: "en" })).toBe("Skip to content");
  expect(m.shell_skip_link({}, { locale: "hi" })).toMatch(/[\u0900-\u097F]/);
  expect(m.shell_footer_rights({ year: "2025", company: "X" }, { locale: "hi" })).toContain("© 2025 X.");
});

test("the English brand in the shell catalog is the brand file's", () => {
  expect(m.shell_brand_name({}, { locale: "en" })).toBe(site.name);
});

test("the shell catalogs of the other languages have no English UI word outside the allowlist", () => {
  for (const lang of OTHERS) {
    for (const [key, text] of Object.entries(read("shell", lang))) {
      expect(englishWords(JSON.stringify(text).replace(/\{\w+\}/g, "")), `${lang}: ${key}`).toEqual([]);
    }
  }
});

test("the English-text check: Latin words outside lang=en are found, names and units are not", () => {
  const page = `<!DOCTYPE html><html lang="hi-IN"><head><title>पेज | Kshitij Talent Partners</title>
    <meta name="description" content="Find a job"><script>var english = "words";</script><style>.a{}</style></head>
    <body><p>नौकरी 6-9 LPA, hello@kshitijtalent.example, https://example.com/x, PDF, WhatsApp</p>
    <p lang="en-IN">Job title <b>stays English</b></p>
    <a aria-label="Open menu" href="/hi">मेन्यू</a><img alt="Company logo" src="x.png">
    <div class="later"><p>Not yet translated</p></div><p>Apply now</p></body></html>`;
  const found = findEnglishText(page).map((f) => f.words.join(" "));
  expect(found).toEqual(["Find a job", "Open menu", "Company logo", "Not yet translated", "Apply now"]);
  const skipped = findEnglishText(page, { skip: (_tag, attrs) => attrs.class === "later" });
  expect(skipped.map((f) => f.words.join(" "))).toEqual(["Find a job", "Open menu", "Company logo", "Apply now"]);
  const within = findEnglishText(page, { within: (_tag, attrs) => attrs.class === "later" });
  expect(within.map((f) => f.words.join(" "))).toEqual(["Not yet translated"]);
});

test("the English-text check: the visitor's words pass anywhere, the ATS's only in the title and metas", () => {
  const page = `<html lang="hi-IN"><head><title>Nurse, Acme | क्षितिज</title>
    <meta name="description" content="Acme में Nurse. Apply now"></head>
    <body><p>pune में “sales”</p><h1>Nurse</h1><p lang="en">Nurse at Acme</p></body></html>`;
  const found = findEnglishText(page, { visitorText: ["sales", "pune"], headData: ["Nurse", "Acme"] });
  // The description's own English and the job title left unmarked in the body are still found.
  expect(found.map((f) => f.words.join(" "))).toEqual(["Apply now", "Nurse"]);
  expect(findEnglishText(page).map((f) => f.words.join(" "))).toEqual([
    "Nurse Acme",
    "Acme Nurse Apply now",
    "pune sales",
    "Nurse",
  ]);
});

/** Every file a translator writes: catalogs, content and words (decision 032). */
function translatedFiles(): string[] {
  const files = AREAS.flatMap((area) => LANGS.map((lang) => join("messages", area, `${lang}.json`)));
  for (const lang of OTHERS) {
    const folder = join("app", "content", lang);
    for (const entry of readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })) {
      if (/\.(ts|md)$/.test(entry)) files.push(join(folder, entry));
    }
    files.push(join("shared", "content", "words", `${lang}.ts`));
  }
  return files;
}

test("no translated text carries a zero-width joiner or non-joiner", () => {
  // The glossaries' rule (docs/glossary/te.md): phones draw these scripts
  // without them, and the search drops them from what people type, so a
  // joiner in our text only makes it differ from what a reader would type.
  const files = translatedFiles();
  expect(files.length).toBeGreaterThan(LANGS.length * AREAS.length + OTHERS.length * 3);
  const withJoiners = files.filter((file) => /[\u200c\u200d]/.test(readFileSync(join(root, file), "utf8")));
  expect(withJoiners).toEqual([]);
});
