import { index, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The public pages. Each is served in English at its own path and in Hindi
 * under `/hi` (issue 24, shared/i18n/lang.ts): the same module renders both
 * and reads the language from the URL (`useLang()`, `langFromPath`). Route ids
 * of the Hindi twins are prefixed `hi/` so the two never collide.
 */
function publicPages(lang: "en" | "hi"): RouteConfigEntry[] {
  const id = (name: string) => (lang === "en" ? {} : { id: `hi/${name}` });
  return [
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
      id: lang === "en" ? "careers-redirect" : "hi/careers-redirect",
    }),
    route("faq", "routes/faq.tsx", id("faq")),
    route("about", "routes/about.tsx", id("about")),
    route("contact", "routes/contact.tsx", id("contact")),
    route("employes", "routes/employers.tsx", id("employers")),
    route("employers", "routes/spelling-redirect.tsx", {
      id: lang === "en" ? "employers-redirect" : "hi/employers-redirect",
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
  ];
}

export default [
  ...publicPages("en"),
  ...prefix("hi", publicPages("hi")),
  // Articles stay English (a Hindi page links to them with a note): no /hi twin.
  route("article/:id", "routes/article.tsx"),
  // The newsletter's unsubscribe link (GET confirms, POST unsubscribes); never prerendered.
  route("unsubscribe", "routes/unsubscribe.tsx"),
  // A visitor's request to erase, see or correct their data (mailed as an enquiry).
  route("privacy-request", "routes/privacy-request.tsx"),
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
  // Anything else is a true 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
