import { data } from "react-router";
import { getArticle } from "#app/content/articles";
import { renderContent } from "#app/lib/markdown.server";
import type { Route } from "./+types/article";

export function loader({ params }: Route.LoaderArgs) {
  const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  const article = getArticle(id);
  const html = article ? renderContent(`articles/${article.id}`) : undefined;
  if (!article || html === undefined) throw data("Article Not Found", { status: 404 });
  return data({ article, html }, { headers: { "Cache-Control": "public, max-age=300, s-maxage=3600" } });
}
