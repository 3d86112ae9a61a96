import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { PageHero } from "#app/components/sections/page-hero";
import { articles } from "#app/content/articles";
import { formatDate } from "#app/lib/format";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { hrefLangOf, LANG_TAG, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/blog";
import "#app/components/sections/content.css";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/blog",
    title: m.pages_blog_meta_title,
    description: m.pages_blog_meta_description,
  });

export default function Blog() {
  const lang = useLang();
  const locale = { locale: lang };
  // The articles are English only (no Hindi twin): on the Hindi page each is marked so, under a note.
  const english = lang === "en" ? undefined : LANG_TAG.en;
  return (
    <>
      <PageHero
        eyebrow={m.pages_blog_eyebrow({}, locale)}
        title={m.pages_blog_title({}, locale)}
        lead={m.pages_blog_lead({}, locale)}
      />
      <section className="page-section" aria-label={m.pages_blog_articles_label({}, locale)}>
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
                      <span lang={english}>{a.author}</span> · <time dateTime={a.date}>{formatDate(a.date, lang)}</time>
                    </span>
                  </p>
                  <h2 className="card-title" lang={english}>
                    {a.title}
                  </h2>
                  <p className="card-text" lang={english}>
                    {a.summary}
                  </p>
                  <Link
                    to={localizedPath(`/article/${a.id}`, lang)}
                    hrefLang={hrefLangOf(`/article/${a.id}`, lang)}
                    className="card-link"
                  >
                    {m.pages_blog_read_more({}, locale)}
                    <span className="visually-hidden">
                      : <span lang={english}>{a.title}</span>
                    </span>{" "}
                    <Icon name="arrow-right" />
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
