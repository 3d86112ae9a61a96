import { Island } from "#app/islands/island";
import SavedJobs from "#app/islands/saved-jobs";
import { metaLang, seo } from "#app/lib/seo";
import type { Route } from "./+types/saved";
import "#app/components/jobs/jobs.css";

/**
 * Saved jobs (issue 17). Prerendered: the list lives in the visitor's
 * browser, so the page is the same for everyone until the island reads it.
 * Not indexed and not in the sitemap: it is different in every browser.
 */
export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "Saved jobs",
    description: "The jobs you saved in this browser, and whether each is still open.",
    path: "/saved",
    noindex: true,
  });

export default function SavedPage() {
  return (
    <section className="container page-section saved-page">
      <h1>Saved jobs</h1>
      <p className="saved-intro">
        Jobs you save are kept in this browser only: no account, and nothing about them is stored on our side. Another
        browser or phone has its own list.
      </p>
      <noscript>
        <p className="notice">
          Saved jobs need JavaScript, which is off in this browser: the list is kept by the browser itself, so this page
          cannot show it without. You can still <a href="/job">browse and search jobs</a>, and share one from its page.
        </p>
      </noscript>
      <Island name="saved-jobs" component={SavedJobs} props={{}} hydrate="visible" />
    </section>
  );
}
