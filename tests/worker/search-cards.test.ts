import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import type { JobCardData } from "#shared/schemas/job-card";

/*
 * Issue 31 (one toCard) and issue 29 (island props that do not repeat the
 * HTML), as an API client and a browser see them.
 */

function get(path: string) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`));
}

async function json<T>(path: string): Promise<T> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

interface ApiJob {
  id: number;
  job_title: string;
  client: string;
  city: string;
  experience: string | null;
  posted_date: string | null;
  remoteOpportunity: number;
  salary_range: { min_lpa: number; max_lpa: number } | null;
}

test("view=cards answers the search's jobs as cards, the same jobs in the same order as the ATS-shaped default", async () => {
  const search = "query=engineer&page=1";
  const plain = await json<{ count: number; num_pages: number; results: ApiJob[]; cards?: unknown }>(
    `/api/searchjobs?${search}`,
  );
  const cards = await json<{ count: number; num_pages: number; cards: JobCardData[]; results?: unknown }>(
    `/api/searchjobs?${search}&view=cards`,
  );
  // The default answer is as API clients have always read it; cards replace results only when asked.
  expect(plain.cards).toBeUndefined();
  expect(cards.results).toBeUndefined();
  expect(plain.results.length).toBeGreaterThan(1);
  expect(cards.count).toBe(plain.count);
  expect(cards.num_pages).toBe(plain.num_pages);
  expect(cards.cards.map((c) => c.id)).toEqual(plain.results.map((j) => j.id));
  for (const [i, card] of cards.cards.entries()) {
    const job = plain.results[i];
    expect(card.title).toBe(job.job_title);
    expect(card.client).toBe(job.client);
    expect(card.experience).toBe(job.experience);
    expect(card.postedAt).toBe(job.posted_date);
    expect(card.remote).toBe(["onsite", "remote", "hybrid"][job.remoteOpportunity]);
    expect(card.salary ?? null).toEqual(
      job.salary_range ? { min: job.salary_range.min_lpa, max: job.salary_range.max_lpa } : null,
    );
  }
});

test("view=cards on a saved-jobs lookup: the open ones as cards in the order asked, the rest closed", async () => {
  const { results } = await json<{ results: ApiJob[] }>("/api/jobs");
  const [a, b] = [results[1].id, results[0].id];
  const answer = await json<{ cards: JobCardData[]; closed: number[] }>(`/api/jobs?ids=${a},${b},999999999&view=cards`);
  expect(answer.cards.map((c) => c.id)).toEqual([a, b]);
  expect(answer.closed).toEqual([999999999]);
});

test("/job and /hi/job send the first page's cards once: in the HTML, not again in the island's props", async () => {
  const { cards } = await json<{ cards: JobCardData[] }>("/api/searchjobs?view=cards");
  for (const path of ["/job", "/hi/job"]) {
    const html = await (await get(path)).text();
    const props = html.match(/<script type="application\/json" data-island-props="">(.*?)<\/script>/s)?.[1] ?? "";
    const island = JSON.parse(props) as Record<string, unknown>;
    expect(typeof island.count, path).toBe("number");
    expect(island, path).not.toHaveProperty("jobs");
    // The filters' counts are in the panel only (decision 074); the island reads them from it.
    expect(island, path).not.toHaveProperty("facets");
    expect(html, path).toMatch(/aria-labelledby="filter-industry"[\s\S]*class="filter-count"/);
    // Every card is in the list the island keeps; no title of one is in its props.
    const list = html.slice(html.indexOf('id="job-list"'), html.indexOf("</ul>", html.lastIndexOf('class="job-card"')));
    expect(list.match(/class="job-card"/g), path).toHaveLength(cards.length);
    for (const card of cards) {
      expect(list, path).toContain(`/jobdetails/${card.id}"`);
      expect(props, path).not.toContain(`"${card.title}"`);
    }
  }
});
