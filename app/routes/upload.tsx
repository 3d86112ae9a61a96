import { FileCheck2, ShieldCheck, Timer } from "lucide-react";
import { ResumeForm } from "#app/components/forms/resume-form";
import { formHeaders } from "#app/lib/form-action";
import { formAction } from "#app/lib/form-action.server";
import { metaLang, seo } from "#app/lib/seo";
import type { Route } from "./+types/upload";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    lang: metaLang(location),
    title: "Submit Your Resume",
    description:
      "Send your resume to Kshitij Talent Partners: we match you with permanent, contract and fresher jobs across India, free of charge.",
    path: "/upload",
  });

export function action(args: Route.ActionArgs) {
  return formAction("resume", args);
}

export const headers = formHeaders;

const promises = [
  { icon: FileCheck2, text: "A recruiter reads every resume and calls when a role fits." },
  { icon: Timer, text: "Two minutes to fill in: PDF, DOC or DOCX, up to 5 MB." },
  { icon: ShieldCheck, text: "We never charge job seekers a fee for a job or an interview." },
];

export default function Upload() {
  return (
    <>
      <header className="form-page-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">Job seekers</p>
          <h1>Submit Your Resume</h1>
          <p className="form-page-lead">
            Tell us who you are and the job you want. Your resume reaches our recruiters straight away.
          </p>
        </div>
      </header>
      <section className="page-section page-section--tint" aria-label="Resume form">
        <div className="container form-page-layout">
          <ResumeForm />
          <ul className="form-promises">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text}>
                <Icon aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
