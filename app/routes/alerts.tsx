import { Link, useActionData } from "react-router";
import { JobAlertForm } from "#app/components/jobs/job-alert-form";
import type { FormActionData } from "#app/lib/form-action";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/alerts";
import "#app/components/forms/forms.css";

/**
 * /alerts: the job alert sign-up. Every "E-mail me new jobs like these" form
 * posts here; without JavaScript this page shows the result (or the form
 * again with its errors). A GET shows the form for ?query=&location=.
 */
export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/alerts",
    title: m.forms_alerts_title,
    description: m.forms_alerts_description,
    noindex: true,
  });

export { action, loader } from "./alerts.server";

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Alerts({ loaderData }: Route.ComponentProps) {
  const result = useActionData() as FormActionData | undefined;
  const lang = useLang();
  const o = { locale: lang };
  return (
    <section className="page-section" aria-labelledby="alerts-title">
      <div className="container form-result-page">
        <h1 id="alerts-title">{m.forms_alerts_title({}, o)}</h1>
        {result?.ok ? (
          <p className="form-status form-status--ok" role="status">
            {result.message}
          </p>
        ) : (
          <JobAlertForm
            idPrefix="alerts-page"
            query={loaderData.query}
            location={loaderData.location}
            heading={m.forms_alerts_form_heading({}, o)}
            result={result}
            channels={loaderData.alertChannels}
          />
        )}
        <p>
          <Link to={localizedPath("/job", lang)}>{m.forms_browse_jobs({}, o)}</Link> {m.forms_or_go({}, o)}{" "}
          <Link to={localizedPath("/", lang)}>{m.forms_back_home({}, o)}</Link>
          {m.forms_full_stop({}, o)}
        </p>
      </div>
    </section>
  );
}
