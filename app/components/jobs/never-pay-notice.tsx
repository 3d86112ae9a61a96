import { useLang } from "#app/lib/i18n";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import "./never-pay-notice.css";

/**
 * "We never ask you for money" (issue 30), on every job page and apply
 * page, in the page's language, with a link to "How to spot a fake job
 * offer". Fake offers that ask for a fee are the first danger a seeker
 * meets; alert messages carry the same line (messages/mail, mail_never_pay).
 * It sits on the first screen, so its few rules come with it and are
 * inlined by both pages (./never-pay-notice.css, decision 051).
 */
export function NeverPayNotice({ id = "never-pay" }: { id?: string }) {
  const lang = useLang();
  const o = { locale: lang };
  return (
    <aside className="never-pay" aria-labelledby={id}>
      <h2 id={id}>{m.jobs_never_pay_title({}, o)}</h2>
      <p>
        {m.jobs_never_pay_text({}, o)}{" "}
        <a href={localizedPath("/fake-job-offers", lang)}>{m.jobs_never_pay_link({}, o)}</a>
      </p>
    </aside>
  );
}
