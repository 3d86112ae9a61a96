import { Icon } from "#app/components/icons/icon";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/**
 * Save and share controls (issue 17). Plain markup, no state: the server and
 * the islands render them the same, and app/enhance/job-actions.ts (vanilla,
 * loaded by app/enhance/saved-count.ts) gives them their behaviour through
 * the data-* attributes. Controls that need JavaScript carry `js-only`
 * (hidden by public/noscript.css); their no-JavaScript stand-ins carry
 * `nojs-only`.
 */
export interface ActionJob {
  id: number;
  title: string;
  company: string;
  city: string;
}

export function jobData(job: ActionJob) {
  return { "data-title": job.title, "data-company": job.company, "data-city": job.city };
}

/**
 * A toggle kept in localStorage; aria-pressed is set from it once the module runs.
 * The job's title, company and city are read from the element around it that
 * carries `jobData` (the card's actions, the job page's share bar): once a
 * job, not once a control (decision 074).
 * On a card it is named "Save" and the card's title (`titleId`): the title is
 * referenced, not copied into a label, so the card's text holds it once and,
 * on a Hindi page, it stays in its element marked English. `label` (all in
 * the page's language, e.g. "this job") names it instead.
 */
export function SaveButton({
  job,
  lang = "en",
  ...name
}: { job: ActionJob; lang?: Lang } & ({ titleId: string } | { label: string })) {
  const locale = { locale: lang };
  const id = "titleId" in name ? `${name.titleId}-save` : undefined;
  const naming =
    "titleId" in name
      ? { id, "aria-labelledby": `${id} ${name.titleId}` }
      : { "aria-label": m.jobs_save_named({ name: name.label }, locale) };
  return (
    <button type="button" className="job-action js-only" aria-pressed="false" {...naming} data-save={job.id}>
      <Icon name="bookmark" />
      {m.jobs_save({}, locale)}
    </button>
  );
}

/**
 * A card's two controls. Share opens the browser's share sheet where there
 * is one, else a small menu (WhatsApp, e-mail, copy link) built on demand, so
 * a page of cards carries one button each, not a menu each. Without
 * JavaScript, Share is a link to the job page's share links. Each is named by
 * its own word and the card's title, the element `titleId` (see SaveButton).
 */
export function JobCardActions({ job, titleId, lang = "en" }: { job: ActionJob; titleId: string; lang?: Lang }) {
  const locale = { locale: lang };
  const share = `${titleId}-share`;
  return (
    <div className="job-actions" {...jobData(job)}>
      <SaveButton job={job} titleId={titleId} lang={lang} />
      <button
        type="button"
        id={share}
        className="job-action js-only"
        aria-labelledby={`${share} ${titleId}`}
        data-share={job.id}
      >
        <Icon name="share-2" />
        {m.jobs_share({}, locale)}
      </button>
      {/* Named by the Share button's word (hidden without JavaScript, still read when referenced). */}
      <a
        className="job-action nojs-only"
        aria-labelledby={`${share} ${titleId}`}
        href={localizedPath(`/jobdetails/${job.id}#share`, lang)}
      >
        <Icon name="share-2" />
        {m.jobs_share({}, locale)}
      </a>
    </div>
  );
}
