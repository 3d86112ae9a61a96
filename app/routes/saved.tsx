import { Island } from "#app/islands/island";
import SavedJobs from "#app/islands/saved-jobs";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/saved";
import "#app/components/jobs/jobs.css";

/**
 * Saved jobs (issue 17). Prerendered: the list lives in the visitor's
 * browser, so the page is the same for everyone until the island reads it.
 * Not indexed and not in the sitemap: it is different in every browser.
 */
export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/saved",
    title: m.jobs_saved_title,
    description: m.jobs_saved_description,
    noindex: true,
  });

export default function SavedPage() {
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <section className="container page-section saved-page">
      <h1>{m.jobs_saved_title({}, locale)}</h1>
      <p className="saved-intro">{m.jobs_saved_intro({}, locale)}</p>
      <noscript>
        <p className="notice">
          {m.jobs_saved_noscript({}, locale)}{" "}
          <a href={localizedPath("/job", lang)}>{m.jobs_saved_noscript_link({}, locale)}</a>
          {m.jobs_saved_noscript_after({}, locale)}
        </p>
      </noscript>
      <Island name="saved-jobs" component={SavedJobs} props={{ lang }} hydrate="visible" />
    </section>
  );
}
