import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/sections/page-hero";
import { articles } from "#app/content/articles";
import { formatDate } from "#app/lib/format";
import { useLang } from "#app/lib/i18n";
import { metaLang, seo } from "#app/lib/seo";
import { LANG_TAG } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/blog";
import "#app/components/sections/content.css";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "Blog: stories and interviews on hiring in India",
    description:
      "Practical articles from our recruiters on interviews, resumes, salaries, campus hiring, payroll and workplace culture for employers and job seekers in India.",
    path: "/blog",
  });

export default function Blog() {
  const lang = useLang();
  // The articles are English only (no Hindi twin): on the Hindi page each is marked so, under a note.
  const english = lang === "en" ? undefined : LANG_TAG.en;
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Stories and interviews"
        lead="What our recruiters learn every day about hiring, careers and the Indian job market, written for employers and job seekers alike."
      />
      <section className="page-section" aria-label="Articles">
        <div className="container">
          {english ? <p className="english-note">{m.shell_english_list_note({}, { locale: lang })}</p> : null}
          <ul className="card-grid card-grid--3">
            {articles.map((a, i) => (
              <li key={a.id} className="card post-card">
                <img
                  src={a.image}
                  alt={a.imageAlt}
                  lang={english}
                  width={800}
                  height={450}
                  loading={i < 3 ? undefined : "lazy"}
                  decoding="async"
                />
                <div className="card-body">
                  <p className="post-meta">
                    <span className="chip" lang={english}>
                      {a.category}
                    </span>
                    <span>
                      <span lang={english}>{a.author}</span> · <time dateTime={a.date}>{formatDate(a.date)}</time>
                    </span>
                  </p>
                  <h2 className="card-title" lang={english}>
                    {a.title}
                  </h2>
                  <p className="card-text" lang={english}>
                    {a.summary}
                  </p>
                  <Link to={`/article/${a.id}`} className="card-link">
                    Read more
                    <span className="visually-hidden">
                      : <span lang={english}>{a.title}</span>
                    </span>{" "}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
