import { Link } from "react-router";
import { site } from "#shared/content/site";

/** The 404 page body, used for unknown paths and unknown ids. */
export function NotFoundPage({ message }: { message?: string }) {
  return (
    <section className="container page-section not-found">
      <title>{`Page not found | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">Error 404</p>
      <h1>{message ?? "Page not found"}</h1>
      <p className="lead">The page you were looking for is not here. It may have moved, or the link may be mistyped.</p>
      <div className="button-row">
        <Link to="/" className="btn btn-primary">
          Go to the home page
        </Link>
        <Link to="/job" className="btn btn-outline">
          Browse jobs
        </Link>
      </div>
    </section>
  );
}
