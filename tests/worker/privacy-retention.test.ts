import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { RETENTION } from "#shared/content/retention";
import { call } from "#tests/fixtures/forms";
import { monthsBefore, RETENTION_BATCH } from "#worker/forms/retention";
import { scheduled } from "#worker/scheduled";

// The privacy policy's periods, kept by the cron: old rows, their files and
// their mail records go; newer ones and everything else stay.

/** The cron runs "now" a little over a year ahead, so files uploaded by this test are old enough to sweep. */
const NOW = Date.UTC(2027, 11, 15, 10, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

async function cron(scheduledTime = NOW) {
  const controller = createScheduledController({ scheduledTime, cron: "*/10 * * * *" });
  const ctx = createExecutionContext();
  await scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A stored, already mailed submission created at `createdAt`, with its file, attempt and dev-mail copy. */
async function seed(id: string, kind: "enquiry" | "resume", createdAt: number) {
  const fileKey = kind === "resume" ? `resumes/2026-01/${id}.pdf` : null;
  if (fileKey) await env.RESUMES.put(fileKey, "%PDF-1.7 test");
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO submissions (id, kind, payload, file_key, created_at, mail_state, mail_attempts, next_attempt_at, consent_text)
       VALUES (?, ?, '{}', ?, ?, 'sent', 1, ?, 'agreed')`,
    ).bind(id, kind, fileKey, createdAt, createdAt),
    env.DB.prepare("INSERT INTO mail_attempts (submission_id, attempt, at, ok) VALUES (?, 1, ?, 1)").bind(
      id,
      createdAt,
    ),
    env.DB.prepare(
      `INSERT INTO dev_mail (idempotency_key, created_at, mail_to, mail_from, subject, text_body, html_body, attachments)
       VALUES (?, ?, 'to', 'from', 's', 't', 'h', '[]')`,
    ).bind(id, createdAt),
  ]);
}

async function ids(table: "submissions" | "mail_attempts" | "dev_mail") {
  const column = table === "submissions" ? "id" : table === "mail_attempts" ? "submission_id" : "idempotency_key";
  const { results } = await env.DB.prepare(`SELECT ${column} AS id FROM ${table} ORDER BY 1`).all<{ id: string }>();
  return results.map((r) => r.id);
}

async function files() {
  return (await env.RESUMES.list()).objects.map((o) => o.key).sort();
}

test("the months are calendar months, clamped at a month's end", () => {
  expect(new Date(monthsBefore(Date.UTC(2027, 2, 31, 8), 1)).toISOString()).toBe("2027-02-28T08:00:00.000Z");
  expect(new Date(monthsBefore(Date.UTC(2027, 0, 15), 12)).toISOString()).toBe("2026-01-15T00:00:00.000Z");
  expect(new Date(monthsBefore(Date.UTC(2028, 1, 29), 24)).toISOString()).toBe("2026-02-28T00:00:00.000Z");
});

test("the cron deletes resumes and enquiries past their periods, with files and mail records; nothing else", async () => {
  const resumeCutoff = monthsBefore(NOW, RETENTION.resumeMonths);
  const enquiryCutoff = monthsBefore(NOW, RETENTION.enquiryMonths);
  await seed("resume-old", "resume", resumeCutoff - DAY);
  await seed("resume-new", "resume", resumeCutoff + DAY);
  // An enquiry as old as the expired resume is still inside its own, longer period.
  await seed("enquiry-kept", "enquiry", resumeCutoff - DAY);
  await seed("enquiry-old", "enquiry", enquiryCutoff - DAY);
  await seed("enquiry-new", "enquiry", enquiryCutoff + DAY);
  // Things retention must leave alone: a subscriber (kept until unsubscribe),
  // an unrelated dev mail, a file outside resumes/.
  await env.DB.prepare("INSERT INTO newsletter_subscribers (email, created_at, consent_text) VALUES (?, ?, ?)")
    .bind("old-reader@example.com", enquiryCutoff - 365 * DAY, "agreed")
    .run();
  await env.DB.prepare(
    `INSERT INTO dev_mail (idempotency_key, created_at, mail_to, mail_from, subject, text_body, html_body, attachments)
     VALUES ('summary-1', ?, 'to', 'from', 's', 't', 'h', '[]')`,
  )
    .bind(enquiryCutoff - DAY)
    .run();
  await env.RESUMES.put("exports/report.csv", "a,b");
  // A resume file whose row was never written (uploaded "over a year" before NOW).
  await env.RESUMES.put("resumes/2026-01/orphan.pdf", "%PDF-1.7 orphan");

  await cron();

  expect(await ids("submissions")).toEqual(["enquiry-kept", "enquiry-new", "resume-new"]);
  expect(await ids("mail_attempts")).toEqual(["enquiry-kept", "enquiry-new", "resume-new"]);
  expect(await ids("dev_mail")).toEqual(["enquiry-kept", "enquiry-new", "resume-new", "summary-1"]);
  // The kept resume's file stays although it was uploaded long ago: its row still needs it.
  expect(await files()).toEqual(["exports/report.csv", "resumes/2026-01/resume-new.pdf"]);
  const subscribers = await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers").first<number>("n");
  expect(subscribers).toBe(1);

  // Running again changes nothing.
  await cron();
  expect(await ids("submissions")).toEqual(["enquiry-kept", "enquiry-new", "resume-new"]);
});

test("a backlog is deleted in bounded batches, oldest first, over several runs", async () => {
  const cutoff = monthsBefore(NOW, RETENTION.resumeMonths);
  const count = RETENTION_BATCH + 5;
  for (let i = 0; i < count; i += 1) {
    await seed(`backlog-${String(i).padStart(3, "0")}`, "resume", cutoff - (count - i) * DAY);
  }
  const backlog = async () => (await ids("submissions")).filter((id) => id.startsWith("backlog-"));

  await cron();
  // The oldest batch went; the five newest of the expired wait for the next run.
  expect(await backlog()).toEqual(["backlog-100", "backlog-101", "backlog-102", "backlog-103", "backlog-104"]);
  expect((await files()).filter((k) => k.includes("backlog-"))).toHaveLength(5);

  await cron(NOW + 10 * 60 * 1000);
  expect(await backlog()).toEqual([]);
  expect((await files()).filter((k) => k.includes("backlog-"))).toEqual([]);
});

test("the privacy policy states the periods the cron uses", async () => {
  const html = await (await call("/policy")).text();
  const table = html.slice(html.indexOf("How Long We Keep It"), html.indexOf("Your Rights"));
  expect(table).toContain(`${RETENTION.enquiryMonths} months from the date of the enquiry`);
  expect(table).toContain(`${RETENTION.resumeMonths} months from the date you send them`);
  expect(table).toMatch(/Until you unsubscribe/);
  expect(html).not.toContain("{{");
});
