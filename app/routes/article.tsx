import { isRouteErrorResponse, Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { formatDate } from "#app/lib/format";
import { absoluteUrl, breadcrumbJsonLd, pageMeta } from "#app/lib/seo";
import { site } from "#shared/content/site";
import type { Route } from "./+types/article";
import "#app/components/sections/content.css";

export { loader } from "./article.server";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) {
    return [{ title: `Article Not Found | ${site.name}` }, { name: "robots", content: "noindex" }];
  }
  const { article } = loaderData;
  const path = `/article/${article.id}`;
  return pageMeta(location, {
    title: article.title,
    description: article.summary,
    path,
    image: article.image,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Blog", path: "/blog" },
        { name: article.title, path },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.summary,
        datePublished: article.date,
        author: { "@type": "Person", name: article.author },
        publisher: { "@type": "Organization", name: site.name },
        image: absoluteUrl(article.image),
        mainEntityOfPage: absoluteUrl(path),
      },
    ],
  });
}

function BackToBlog() {
  return (
    <Link to="/blog" className="back-link">
      <Icon name="arrow-left" /> Back to the blog
    </Link>
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, html } = loaderData;
  return (
    <article className="page-section detail">
      <div className="container detail-inner">
        <BackToBlog />
        <header className="detail-head">
          <p className="eyebrow">{article.category}</p>
          <h1>{article.title}</h1>
          <p className="post-byline">
            Posted by {article.author} on <time dateTime={article.date}>{formatDate(article.date)}</time>
          </p>
        </header>
        <img
          className="detail-image"
          src={article.image}
          alt={article.imageAlt}
          width={800}
          height={450}
          fetchPriority="high"
          decoding="async"
        />
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        <p className="detail-foot">
          <BackToBlog />
        </p>
      </div>
    </article>
  );
}

/** An unknown id: a centred message in red, with the 404 status set by the loader. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Anything but a missing article is handled by the root boundary.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="page-section container article-missing">
      <h1 className="article-missing-title">Article Not Found</h1>
      <p>The article you are looking for does not exist or may have been removed.</p>
      <BackToBlog />
    </section>
  );
}
