import { marked } from "marked";
import { type Lang, localizedPath } from "#shared/i18n/lang";

/**
 * Long-form prose (service bodies, articles, legal pages) is Markdown under
 * app/content/, bundled into the server build only and rendered to HTML here.
 * The Markdown is our own, reviewed copy, so its HTML is trusted.
 *
 * Hindi pages (issue 24) read the Hindi twin of a file, app/content/hi/{path}.md,
 * and their internal links are pointed at the Hindi pages (`/contact` becomes
 * `/hi/contact`), except paths that have no Hindi twin (articles, files, the API).
 */
const sources = import.meta.glob<string>("../content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const cache = new Map<string, string>();

function sourceKey(path: string, lang: Lang): string {
  return lang === "hi" ? `../content/hi/${path}.md` : `../content/${path}.md`;
}

/** Site paths that are served in English only (shared/i18n, HELPERS: no /hi twin). */
const ENGLISH_ONLY = /^\/(?:article|unsubscribe|privacy-request|sitemap\.xml|staff|api|images|cdn-cgi)(?:[/?#]|$)/;

/**
 * Every link to a site page in rendered HTML pointed at the page in `lang`
 * (`href="/x"` becomes `href="/hi/x"`). A link written as raw HTML with
 * `hreflang="en"` deliberately names the English page (the legal pages' note
 * that the English text governs) and is left alone.
 */
export function localizeLinks(html: string, lang: Lang): string {
  if (lang === "en") return html;
  return html.replace(/<a\s[^>]*>/g, (tag) => {
    if (/\shreflang="en"/.test(tag)) return tag;
    return tag.replace(/href="(\/(?!\/)[^"]*)"/, (whole, href: string) => {
      if (ENGLISH_ONLY.test(href) || /^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i.test(href)) return whole;
      return `href="${localizedPath(href, lang)}"`;
    });
  });
}

function render(source: string, lang: Lang): string {
  return localizeLinks(marked.parse(source, { async: false, gfm: true }), lang);
}

/**
 * The rendered HTML of app/content/{path}.md (or its Hindi twin under
 * app/content/hi/ when `lang` is "hi"), or undefined when there is no such file.
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

/** The Markdown source of app/content/{path}.md, or of its Hindi twin (for tests and word counts). */
export function contentSource(path: string, lang: Lang = "en"): string | undefined {
  return sources[sourceKey(path, lang)];
}
