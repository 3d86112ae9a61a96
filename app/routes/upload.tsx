import { ResumeForm } from "#app/components/forms/resume-form";
import { Icon } from "#app/components/icons/icon";
import { formHeaders } from "#app/lib/form-action";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/upload";
import "#app/components/forms/forms.css";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/upload",
    title: m.forms_resume_form_label,
    description: m.forms_upload_description,
  });

export { action } from "./upload.server";

export const headers = formHeaders;

const promises = [
  { key: "read", icon: "file-check-corner", text: m.forms_upload_promise_read },
  { key: "time", icon: "timer", text: m.forms_upload_promise_time },
  { key: "free", icon: "shield-check", text: m.forms_upload_promise_free },
] as const;

export default function Upload() {
  const o = { locale: useLang() };
  return (
    <>
      <header className="form-page-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">{m.forms_upload_eyebrow({}, o)}</p>
          <h1>{m.forms_resume_form_label({}, o)}</h1>
          <p className="form-page-lead">{m.forms_upload_lead({}, o)}</p>
        </div>
      </header>
      <section className="page-section page-section--tint" aria-label={m.forms_upload_section_label({}, o)}>
        <div className="container form-page-layout">
          <ResumeForm />
          <ul className="form-promises">
            {promises.map(({ key, icon, text }) => (
              <li key={key}>
                <Icon name={icon} />
                <span>{text({}, o)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
