import { Island } from "#app/islands/island";
import OpenPositionsIsland from "#app/islands/jobs/open-positions";
import type { JobCardData } from "./job-card";

interface Props {
  jobs: JobCardData[];
  today: string;
  initial: { text: string; location: string; shown: number };
  failure?: string | null;
}

/**
 * The agency's own openings on /carrers: a heading with the real count, then
 * the filters, results and "See more" as one island
 * (app/islands/jobs/open-positions.tsx) that hydrates as it nears the screen.
 */
export function OpenPositions({ jobs, today, initial, failure }: Props) {
  return (
    <>
      <h2 id="open-positions-heading">Open Positions ({jobs.length})</h2>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : (
        <Island
          name="open-positions"
          component={OpenPositionsIsland}
          props={{ jobs, today, text: initial.text, location: initial.location, shown: initial.shown }}
          hydrate="visible"
        />
      )}
    </>
  );
}
