import ResumeFormIsland, { type JobToApplyFor } from "#app/islands/forms/resume-form";
import { Island } from "#app/islands/island";
import { useLang } from "#app/lib/i18n";
import { resumeConsentText, resumeNotice } from "#shared/content/form-notices";
import { optionLabels } from "#shared/content/form-options";
import { usePageResult } from "./page-result";

/**
 * 'Submit Your Resume' on /upload and /jobdetails/:id/apply (`job` given: the
 * job the server found, sent as a hidden id and named in its field): the resume form island
 * (app/islands/forms/resume-form.tsx), with the page's answer to a submission
 * made without JavaScript. It hydrates on the visitor's first focus or touch
 * inside it.
 */
export function ResumeForm({ idPrefix = "resume", job }: { idPrefix?: string; job?: JobToApplyFor | null }) {
  const result = usePageResult();
  const lang = useLang();
  return (
    <Island
      name="resume-form"
      component={ResumeFormIsland}
      props={{
        idPrefix,
        result,
        job,
        lang,
        notice: resumeNotice(lang),
        consent: resumeConsentText(lang),
        optionLabels: optionLabels(lang, ["state"]),
      }}
      htmlOnly={["optionLabels"]}
      hydrate="interaction"
    />
  );
}
