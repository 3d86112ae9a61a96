import { Island } from "#app/islands/island";
import OpenPositionsIsland from "#app/islands/jobs/open-positions";
import { useLang } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";
import type { JobCardData } from "./job-card";

interface Props {
  jobs: JobCardData[];
  today: string;
  initial: { text: string; location: string; shown: number };
  /** Set when the jobs could not be read; the page says so in its own language. */
  failure?: string | null;
}

/**
 * The agency's own openings on /carrers: a heading with the real count, then
 * the filters, results and "See more" as one island
 * (app/islands/jobs/open-positions.tsx) that hydrates as it nears the screen.
 */
export function OpenPositions({ jobs, today, initial, failure }: Props) {
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <>
      <h2 id="open-positions-heading">{m.jobs_openings_heading({ count: jobs.length }, locale)}</h2>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {m.jobs_load_failed({}, locale)}
        </p>
      ) : (
        <Island
          name="open-positions"
          component={OpenPositionsIsland}
          props={{ jobs, today, text: initial.text, location: initial.location, shown: initial.shown, lang }}
          hydrate="visible"
        />
      )}
    </>
  );
}
