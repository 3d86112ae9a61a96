import "#app/components/forms/forms.css";
import ResumeFormIsland from "#app/islands/forms/resume-form";
import { Island } from "#app/islands/island";
import { usePageResult } from "./page-result";

/**
 * 'Submit Your Resume' on /upload: the resume form island
 * (app/islands/forms/resume-form.tsx), with the page's answer to a submission
 * made without JavaScript. It hydrates on the visitor's first focus or touch
 * inside it.
 */
export function ResumeForm({ idPrefix = "resume" }: { idPrefix?: string }) {
  const result = usePageResult();
  return <Island name="resume-form" component={ResumeFormIsland} props={{ idPrefix, result }} hydrate="interaction" />;
}
