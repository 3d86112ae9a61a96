import type { MetaDescriptor } from "react-router";
import { site } from "#shared/content/site";
import { LANG_TAG, type Lang, langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

export interface SeoInput {
  title: string;
  description: string;
  /**
   * Path of the page in English, e.g. "/services" (a `/hi/...` path works too).
   * Query strings are never canonical. The canonical URL is the page in `lang`;
   * its twins in other languages are listed in the sitemap (decision 083).
   */
  path: string;
  /** The page's language: `langFromPath(location.pathname)` in a `meta` function. */
  lang: Lang;
  image?: string;
  /** Set for pages that must not be indexed (404s, error pages). */
  noindex?: boolean;
  /** The public origin to link on (SITE_ORIGIN, from a loader); else the brand's canonical URL. */
  origin?: string;
  /** og:type; "website" unless said. */
  type?: string;
  /** Structured data objects, each rendered as one JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
}

export function absoluteUrl(path: string, origin: string = site.url): string {
  return new URL(path, origin).toString();
}

/** A `meta` function's language, from its `location` (the URL's path, shared/i18n/lang.ts). */
export function metaLang(location: { pathname: string }): Lang {
  return langFromPath(location.pathname);
}

/** The brand in a language: the brand file's name in English, the shell catalog's in Hindi. */
export function brandName(lang: Lang): string {
  return lang === "en" ? site.name : m.shell_brand_name({}, { locale: lang });
}

/** "Title | Brand" in the page's language (the brand suffix follows the language). */
export function pageTitle(title: string, lang: Lang): string {
  if (title.includes(site.name) || title.includes(brandName(lang))) return title;
  return m.shell_title({ title, brand: brandName(lang) }, { locale: lang });
}

/** `og:locale` form of a language: `en_IN`, `hi_IN`. */
const ogLocale = (lang: Lang) => LANG_TAG[lang].replace("-", "_");

/** What every page's `<head>` says of it (pageMeta below is how a route calls it). */
export function seo(input: SeoInput): MetaDescriptor[] {
  const { lang } = input;
  const title = pageTitle(input.title, lang);
  const url = absoluteUrl(localizedPath(input.path, lang), input.origin);
  const image = absoluteUrl(input.image ?? "/images/og.svg", input.origin);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: brandName(lang) },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: ogLocale(lang) },
    // X reads og:title, og:description and og:image when its own tags are absent.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  // The page's twins in other languages (hreflang) are said once, in the
  // sitemap (app/lib/sitemap.ts), not in every page's head (decision 083).
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** A title or description: as written, or a catalog message (called with the page's language). */
export type MetaText = string | ((inputs: Record<string, never>, options: { locale: Lang }) => string);

export interface PageMeta extends Omit<SeoInput, "lang" | "title" | "description"> {
  title: MetaText;
  description: MetaText;
}

/**
 * A route's `meta` in one call (issue 31): the page's language from its URL,
 * its title and description (catalog messages are called in that language),
 * its English `path`, and the rest of `seo()`'s options; or a function of the
 * language that returns them, for a page whose words depend on its data.
 *
 *   export const meta: Route.MetaFunction = ({ location }) =>
 *     pageMeta(location, { path: "/faq", title: m.pages_faq_heading, description: m.pages_faq_meta_description });
 */
export function pageMeta(
  location: { pathname: string },
  page: PageMeta | ((lang: Lang) => PageMeta),
): MetaDescriptor[] {
  const lang = langFromPath(location.pathname);
  const { title, description, ...rest } = typeof page === "function" ? page(lang) : page;
  const text = (value: MetaText) => (typeof value === "string" ? value : value({}, { locale: lang }));
  return seo({ ...rest, lang, title: text(title), description: text(description) });
}

/**
 * BreadcrumbList for a nested page: Home, then each level down to the page.
 * `lang` is the page's: its home page and the word for it (the trail's paths
 * and names are the caller's, already in that language).
 */
export function breadcrumbJsonLd(trail: { name: string; path: string }[], lang: Lang = "en"): Record<string, unknown> {
  const home = { name: m.pages_breadcrumb_home({}, { locale: lang }), path: localizedPath("/", lang) };
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [home, ...trail].map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** The agency as an Organization, on the home page in every language (app/root.tsx). */
export function organizationJsonLd(): Record<string, unknown> {
  const sameAs = [site.social.instagram, site.social.linkedin, site.social.facebook, site.social.youtube].filter(
    Boolean,
  );
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: absoluteUrl("/favicon.svg"),
    foundingDate: String(site.foundingYear),
    email: site.emails.enquiries,
    telephone: site.phones[0].tel,
    address: site.addresses.map((a) => ({
      "@type": "PostalAddress",
      streetAddress: a.lines.slice(0, -1).join(", "),
      addressLocality: a.lines[a.lines.length - 1].split(",")[0],
      addressCountry: "IN",
    })),
    sameAs,
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in values. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
