import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { isFullLang, LANGS, LANGUAGES, language } from "#shared/i18n/lang";
import { EMPLOYER_PAGES, ENGLISH_ONLY_PAGES, pageKind, SEEKER_PAGES } from "#shared/i18n/pages";
import { SCRIPT_LETTER } from "../i18n/script-share";

/*
 * Issue 32: the language table (shared/i18n/languages.ts) is the one list,
 * and adding a language is its files and its line. These check the line and
 * that the files it promises are there.
 */

const root = process.cwd();

test("the table: English first and unprefixed, every other language under /<code>, falling back to English", () => {
  expect(LANGUAGES[0]).toMatchObject({ code: "en", prefix: "", fallback: null, pages: "all", script: "Latn" });
  expect(new Set(LANGS).size).toBe(LANGS.length);
  for (const l of LANGUAGES.slice(1)) {
    expect(l.code, l.code).toMatch(/^[a-z]{2,3}$/);
    expect(l.prefix, l.code).toBe(`/${l.code}`);
    expect(l.locale, l.code).toBe(`${l.code}-IN`);
    // Every chain of fallbacks ends at English, through languages of the table.
    const seen = new Set<string>();
    let at: string | null = l.code;
    while (at !== null && !seen.has(at)) {
      seen.add(at);
      at = language(at as (typeof LANGS)[number]).fallback;
    }
    expect([...seen].at(-1), l.code).toBe("en");
    // Its name is written in its own script (the switch shows it so).
    expect(scriptShare(l.name, l.script), l.name).toBe(1);
  }
});

function scriptShare(text: string, script: string): number {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => SCRIPT_LETTER[script].test(c)).length / letters.length;
}

test("each language's files exist: catalogs, content folder and words (English's are the originals)", () => {
  for (const { code, pages } of LANGUAGES) {
    for (const area of readdirSync(join(root, "messages"))) {
      expect(existsSync(join(root, "messages", area, `${code}.json`)), `messages/${area}/${code}.json`).toBe(true);
    }
    if (code === "en") continue;
    const content = join(root, "app/content", code);
    const modules = ["faqs", "industries", "pages", "partners", "services", "testimonial-groups"];
    if (pages === "all") modules.push("webinars");
    for (const file of modules)
      expect(existsSync(join(content, `${file}.ts`)), `app/content/${code}/${file}.ts`).toBe(true);
    for (const md of ["policy", "disclaimer"]) {
      expect(existsSync(join(content, "pages", `${md}.md`)), `app/content/${code}/pages/${md}.md`).toBe(true);
    }
    expect(existsSync(join(root, "shared/content/words", `${code}.ts`)), `shared/content/words/${code}.ts`).toBe(true);
  }
});

test("each language's script has system fonts and line height in app.css, selected by :lang()", () => {
  const css = readFileSync(join(root, "app/styles/app.css"), "utf8");
  for (const { code } of LANGUAGES.slice(1)) {
    expect(css, `a font stack for :lang(${code})`).toMatch(new RegExp(`:lang\\(${code}\\)[^{]*\\{\\s*font-family:`));
    expect(css, `a line height for :lang(${code})`).toMatch(
      new RegExp(`body[^{]*:lang\\(${code}\\)[^{]*\\{\\s*line-height:`),
    );
  }
  expect(css).not.toMatch(/@font-face/);
});

test("pages: the seeker pages are in every language, the employer pages in the full ones, articles in English", () => {
  for (const path of SEEKER_PAGES) expect(pageKind(path.replace(/:\w+/g, "7")), path).toBe("seeker");
  for (const path of EMPLOYER_PAGES) expect(pageKind(path.replace(/:\w+/g, "7")), path).toBe("employer");
  for (const path of ENGLISH_ONLY_PAGES) expect(pageKind(path.replace(/:\w+/g, "7")), path).toBe("english");
  for (const path of ["/api/jobs", "/staff", "/staff/jobs", "/sitemap.xml", "/sitemap-jobs.xml", "/favicon.svg"]) {
    expect(pageKind(path), path).toBe("none");
  }
  // An unknown path is a 404 page, which every language has.
  expect(pageKind("/no-such-page")).toBe("seeker");
  expect(LANGS.filter(isFullLang)).toContain("hi");
});
