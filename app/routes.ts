import { index, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { hasPage, LANGUAGES, type Lang } from "#shared/i18n/lang";

/**
 * The public pages, in every language of shared/i18n/languages.ts (issues 24
 * and 32): English at its own path, each other language under its prefix
 * (`/hi/job`, `/te/job`), the same module rendering every one of them and
 * reading the language from the URL (`useLang()`, `langFromPath`). A
 * language has the pages shared/i18n/pages.ts gives it: all of them, or the
 * job seeker's only. Route ids of a language's pages are prefixed with its
 * code (`hi/job`) so they never collide.
 */
function publicPages(lang: Lang): RouteConfigEntry[] {
  const id = (name: string) => (lang === "en" ? {} : { id: `${lang}/${name}` });
  const pages = [
    index("routes/home.tsx", id("home")),
    // Jobs: search and detail, rendered per request from the jobs snapshot.
    route("job", "routes/jobs.tsx", id("job")),
    route("jobdetails/:id", "routes/job-detail.tsx", id("job-detail")),
    // The resume form for one job, with the job already in it (JavaScript or not): issue 16.
    route("jobdetails/:id/apply", "routes/job-apply.tsx", id("job-apply")),
    // Content pages. The original's spellings (/carrers, /employes) are canonical;
    // the correct spellings answer 301 to them.
    route("services", "routes/services.tsx", id("services")),
    route("DetailService/:id", "routes/service-detail.tsx", id("service-detail")),
    route("blog", "routes/blog.tsx", id("blog")),
    route("news", "routes/news.tsx", id("news")),
    route("carrers", "routes/careers.tsx", id("careers")),
    route("careers", "routes/spelling-redirect.tsx", {
      id: lang === "en" ? "careers-redirect" : `${lang}/careers-redirect`,
    }),
    route("faq", "routes/faq.tsx", id("faq")),
    route("about", "routes/about.tsx", id("about")),
    route("contact", "routes/contact.tsx", id("contact")),
    route("employes", "routes/employers.tsx", id("employers")),
    route("employers", "routes/spelling-redirect.tsx", {
      id: lang === "en" ? "employers-redirect" : `${lang}/employers-redirect`,
    }),
    route("fresher", "routes/fresher.tsx", id("fresher")),
    route("freelance-recruiters", "routes/freelance-recruiters.tsx", id("freelance-recruiters")),
    route("policy", "routes/policy.tsx", id("policy")),
    route("disclaimer", "routes/disclaimer.tsx", id("disclaimer")),
    // "How to spot a fake job offer" (issue 30): prerendered, linked from the footer.
    route("fake-job-offers", "routes/fake-job-offers.tsx", id("fake-job-offers")),
    // Forms: the resume page, and the footer newsletter's no-JavaScript result page.
    route("upload", "routes/upload.tsx", id("upload")),
    route("newsletter", "routes/newsletter.tsx", id("newsletter")),
    // Job alerts: the sign-up's action and page, and the signed links in alert mails (confirm, manage, stop).
    route("alerts", "routes/alerts.tsx", id("alerts")),
    route("alerts/:purpose", "routes/alerts-link.tsx", id("alerts-link")),
    // Jobs saved in this browser (issue 17): prerendered, noindex, not in the sitemap.
    route("saved", "routes/saved.tsx", id("saved")),
    // The newsletter's unsubscribe link (GET confirms, POST unsubscribes); never prerendered.
    route("unsubscribe", "routes/unsubscribe.tsx", id("unsubscribe")),
    // A visitor's request to erase, see or correct their data (mailed as an enquiry).
    route("privacy-request", "routes/privacy-request.tsx", id("privacy-request")),
  ];
  // Only the pages the language has (the employer pages are in the "all" languages only).
  return pages.filter((entry) => hasPage(`/${entry.path ?? ""}`, lang));
}

export default [
  ...LANGUAGES.flatMap(({ code, prefix: path }) =>
    path ? prefix(path.slice(1), publicPages(code)) : publicPages(code),
  ),
  // Articles stay English (a page in another language links to them with a note).
  route("article/:id", "routes/article.tsx"),
  // The sitemap index and its files (app/lib/sitemap.ts): one module serves all three.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemap-pages.xml", "routes/sitemap.ts", { id: "sitemap-pages" }),
  route("sitemap-jobs.xml", "routes/sitemap.ts", { id: "sitemap-jobs" }),
  // Staff console, behind Cloudflare Access (worker/staff; never in the sitemap).
  route("staff", "routes/staff.tsx"),
  route("staff/submissions/:id", "routes/staff-submission.tsx"),
  route("staff/erase", "routes/staff-erase.tsx"),
  route("staff/jobs", "routes/staff-jobs.tsx"),
  route("staff/audit", "routes/staff-audit.tsx"),
  // Anything else is a true 404, in the language of its path.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
