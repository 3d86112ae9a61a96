import type { MetaDescriptor } from "react-router";
import { site } from "#shared/content/site";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/services". Query strings are never canonical. */
  path: string;
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

/** The one helper every route's `meta` goes through. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = input.title.includes(site.name) ? input.title : `${input.title} | ${site.name}`;
  const url = absoluteUrl(input.path, input.origin);
  const image = absoluteUrl(input.image ?? "/images/og.svg", input.origin);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** BreadcrumbList for a nested page: Home, then each level down to the page. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** The agency as an Organization, on every page. */
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
