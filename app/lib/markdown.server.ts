import { marked } from "marked";
import { hrefLangOf, type Lang, localizedPath } from "#shared/i18n/lang";

/**
 * Long-form prose (service bodies, articles, legal pages) is Markdown under
 * app/content/, bundled into the server build only and rendered to HTML here.
 * The Markdown is our own, reviewed copy, so its HTML is trusted.
 *
 * A page in another language than English (issues 24 and 32) reads that
 * language's file, app/content/<code>/{path}.md, and its internal links are
 * pointed at the pages in that language (`/contact` becomes `/hi/contact`);
 * a page that does not exist in it (an employer page from a Telugu page, an
 * article) is linked in English and marked `hreflang`. Files and the API
 * keep their paths.
 */
const sources = import.meta.glob<string>("../content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const cache = new Map<string, string>();

function sourceKey(path: string, lang: Lang): string {
  return lang === "en" ? `../content/${path}.md` : `../content/${lang}/${path}.md`;
}

/**
 * Every link to a site page in rendered HTML pointed at the page in `lang`
 * (`href="/x"` becomes `href="/hi/x"`), or, where the page does not exist in
 * `lang`, at the language it falls back to, with `hreflang` saying which. A
 * link written as raw HTML with `hreflang` deliberately names that language's
 * page (the legal pages' note that the English text governs) and is left alone.
 */
export function localizeLinks(html: string, lang: Lang): string {
  if (lang === "en") return html;
  return html.replace(/<a\s[^>]*>/g, (tag) => {
    if (/\shreflang="/i.test(tag)) return tag;
    const href = /\shref="(\/(?!\/)[^"]*)"/.exec(tag)?.[1];
    if (href === undefined) return tag;
    const localized = localizedPath(href.replace(/&amp;/g, "&"), lang).replace(/&/g, "&amp;");
    const hreflang = hrefLangOf(href, lang);
    return tag
      .replace(`href="${href}"`, `href="${localized}"`)
      .replace(/>$/, hreflang ? ` hreflang="${hreflang}">` : ">");
  });
}

function render(source: string, lang: Lang): string {
  return localizeLinks(marked.parse(source, { async: false, gfm: true }), lang);
}

/**
 * The rendered HTML of app/content/{path}.md (or its twin in `lang`,
 * app/content/<lang>/{path}.md), or undefined when there is no such file.
 */
export function renderContent(path: string, lang: Lang = "en"): string | undefined {
  const key = sourceKey(path, lang);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const source = sources[key];
  if (source === undefined) return undefined;
  const html = render(source, lang);
  cache.set(key, html);
  return html;
}

/**
 * Like `renderContent`, with every `{{name}}` in the Markdown replaced by
 * `values[name]` first, so prose can state numbers the code also uses (the
 * policy's retention periods). A placeholder without a value throws: the
 * prerender fails rather than publish a page with a hole in it.
 */
export function renderTemplate(path: string, values: Record<string, string>, lang: Lang = "en"): string | undefined {
  const source = sources[sourceKey(path, lang)];
  if (source === undefined) return undefined;
  const filled = source.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`content/${path}.md names {{${name}}}, which has no value`);
    return value;
  });
  return render(filled, lang);
}

/** The Markdown source of app/content/{path}.md, or of its twin in `lang` (for tests and word counts). */
export function contentSource(path: string, lang: Lang = "en"): string | undefined {
  return sources[sourceKey(path, lang)];
}
