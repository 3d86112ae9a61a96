import { Icon } from "#app/components/icons/icon";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/**
 * Save and share controls (issue 17). Plain markup, no state: the server and
 * the islands render them the same, and app/enhance/job-actions.ts (vanilla,
 * loaded by app/enhance/saved-count.ts) gives them their behaviour through
 * the data-* attributes. Controls that need JavaScript carry `js-only`
 * (hidden by public/noscript.css).
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
 * On the job page the job's title, company and city are read from the share
 * bar around it (`jobData`); on a card, from the card (app/enhance/card-job.ts):
 * once a job, not once a control (decisions 074, 085).
 * On a card it is named "Save" and the card's title (`titleId`): the title is
 * referenced, not copied into a label, so the card's text holds it once and,
 * on a Hindi page, it stays in its element marked English. `label` (all in
 * the page's language, e.g. "this job") names it instead.
 */
export function SaveButton({
  jobId,
  lang = "en",
  ...name
}: { jobId: number; lang?: Lang } & ({ titleId: string } | { label: string })) {
  const locale = { locale: lang };
  const id = "titleId" in name ? `${name.titleId}-save` : undefined;
  // On a card the job's id is the title's (`job-<id>`, app/enhance/card-job.ts): `data-save` stays empty.
  const naming =
    "titleId" in name
      ? { id, "aria-labelledby": `${id} ${name.titleId}`, "data-save": "" }
      : { "aria-label": m.jobs_save_named({ name: name.label }, locale), "data-save": jobId };
  return (
    <button type="button" className="job-action js-only" aria-pressed="false" {...naming}>
      <Icon name="bookmark" />
      {m.jobs_save({}, locale)}
    </button>
  );
}

/**
 * A card's two controls, which say nothing of the job but its id (decision
 * 085): app/enhance/card-job.ts reads the id, title, company and city from
 * the card itself. Share is a link to the job page's share links, which is
 * all it is without JavaScript; with it, a click opens the browser's share
 * sheet where there is one, else a small menu (WhatsApp, e-mail, copy link)
 * built on demand, so a page of cards carries one control each, not a menu
 * each. Each is named by its own word and the card's title, the element
 * `titleId` (see SaveButton).
 */
export function JobCardActions({ jobId, titleId, lang = "en" }: { jobId: number; titleId: string; lang?: Lang }) {
  const share = `${titleId}-share`;
  return (
    <div className="job-actions">
      <SaveButton jobId={jobId} titleId={titleId} lang={lang} />
      <a
        id={share}
        className="job-action"
        aria-labelledby={`${share} ${titleId}`}
        href={localizedPath(`/jobdetails/${jobId}#share`, lang)}
        data-share=""
      >
        <Icon name="share-2" />
        {m.jobs_share({}, { locale: lang })}
      </a>
    </div>
  );
}
