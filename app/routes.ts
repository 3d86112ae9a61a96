import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Jobs: search and detail, rendered per request from the jobs snapshot.
  route("job", "routes/jobs.tsx"),
  route("jobdetails/:id", "routes/job-detail.tsx"),
  // The resume form for one job, with the job already in it (JavaScript or not): issue 16.
  route("jobdetails/:id/apply", "routes/job-apply.tsx"),
  // Content pages. The original's spellings (/carrers, /employes) are canonical;
  // the correct spellings answer 301 to them.
  route("services", "routes/services.tsx"),
  route("DetailService/:id", "routes/service-detail.tsx"),
  route("blog", "routes/blog.tsx"),
  route("article/:id", "routes/article.tsx"),
  route("news", "routes/news.tsx"),
  route("carrers", "routes/careers.tsx"),
  route("careers", "routes/spelling-redirect.tsx", { id: "careers-redirect" }),
  route("faq", "routes/faq.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("employes", "routes/employers.tsx"),
  route("employers", "routes/spelling-redirect.tsx", { id: "employers-redirect" }),
  route("fresher", "routes/fresher.tsx"),
  route("freelance-recruiters", "routes/freelance-recruiters.tsx"),
  route("policy", "routes/policy.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  // Forms: the resume page, and the footer newsletter's no-JavaScript result page.
  route("upload", "routes/upload.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  // The newsletter's unsubscribe link (GET confirms, POST unsubscribes); never prerendered.
  route("unsubscribe", "routes/unsubscribe.tsx"),
  // A visitor's request to erase, see or correct their data (mailed as an enquiry).
  route("privacy-request", "routes/privacy-request.tsx"),
  // Job alerts: the sign-up's action and page, and the signed links in alert mails (confirm, manage, stop).
  route("alerts", "routes/alerts.tsx"),
  route("alerts/:purpose", "routes/alerts-link.tsx"),
  // Jobs saved in this browser (issue 17): prerendered, noindex, not in the sitemap.
  route("saved", "routes/saved.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // Staff console, behind Cloudflare Access (worker/staff; never in the sitemap).
  route("staff", "routes/staff.tsx"),
  route("staff/submissions/:id", "routes/staff-submission.tsx"),
  route("staff/erase", "routes/staff-erase.tsx"),
  route("staff/jobs", "routes/staff-jobs.tsx"),
  route("staff/audit", "routes/staff-audit.tsx"),
  // Anything else is a true 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
