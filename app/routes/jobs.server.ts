import { data } from "react-router";
import { jobListProblem } from "#app/components/jobs/messages";
import { searchOfParams } from "#app/components/jobs/search-state";
import { echoSearch, findJobs, JOB_PAGE_CACHE_CONTROL, SnapshotUnavailableError, toCard } from "#app/lib/jobs.server";
import { langFromPath } from "#shared/i18n/lang";
import { todayInIndia } from "#shared/lib/dates";
import { saySearch } from "#shared/lib/search-echo";
import { workerContext } from "#shared/lib/worker-context";
import { parseJobSearch } from "#shared/schemas/job-search";
import type { Route } from "./+types/jobs";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const params = url.searchParams;
  const today = todayInIndia();
  const parsed = parseJobSearch(params);
  const filters = parsed.ok ? parsed.value : { query: "", location: "", page: 1 };
  // The filters and order as the URL gives them (validated below): the form, links and chips keep them.
  const { filters: active, sort, more } = searchOfParams(params);
  const base = {
    today,
    query: filters.query,
    location: filters.location,
    page: filters.page,
    filters: active,
    sort,
    more,
    appliedSort: undefined as "relevance" | "date" | undefined,
    facets: null as Awaited<ReturnType<typeof findJobs>>["facets"] | null,
    // The search said back in the page's language (title, alert form), as /api/searchjobs says it to the island.
    echo: saySearch(echoSearch(filters.query, filters.location, lang), null, lang),
  };
  if (!parsed.ok) {
    // Keep what the visitor typed (cut to the limit) and say what is wrong next to the field.
    return data(
      {
        ...base,
        query: (params.get("query") ?? "").slice(0, 200),
        location: (params.get("location") ?? "").slice(0, 200),
        // Not searched: said as typed.
        echo: saySearch(
          {
            query: (params.get("query") ?? "").slice(0, 200).trim(),
            location: (params.get("location") ?? "").slice(0, 200).trim(),
          },
          null,
          lang,
        ),
        jobs: [],
        count: 0,
        numPages: 0,
        failure: null,
        errors: parsed.fields,
      },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  try {
    const result = await findJobs(env, ctx, { ...filters, lang, facets: true });
    return data(
      {
        ...base,
        appliedSort: result.sort,
        facets: result.facets ?? null,
        echo: saySearch(result.echo, result.interpreted, lang),
        jobs: result.results.map(toCard),
        count: result.count,
        numPages: result.numPages,
        failure: null,
        errors: undefined,
      },
      { headers: { "Cache-Control": JOB_PAGE_CACHE_CONTROL, "X-Snapshot-Age": String(result.freshness.ageSeconds) } },
    );
  } catch (err) {
    if (!(err instanceof SnapshotUnavailableError)) throw err;
    const filtered = Boolean(filters.query || filters.location || Object.keys(active).length);
    return data(
      {
        ...base,
        jobs: [],
        count: 0,
        numPages: 0,
        failure: jobListProblem(filtered ? "searchFailed" : "loadFailed", lang),
        errors: undefined,
      },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "60" } },
    );
  }
}
