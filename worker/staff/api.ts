import { Hono } from "hono";
import { z } from "zod";
import { safeFileName } from "#worker/forms/compose";
import { deliverSubmission } from "#worker/forms/outbox";
import { requeueMail } from "#worker/forms/outbox-db";
import { SUBMISSION_ID } from "#worker/forms/outbox-sql";
import { readFormBody } from "#worker/http/body";
import { scheduledRefresh } from "#worker/jobs/refresh/start";
import { jobsHealth } from "#worker/jobs/service";
import { audit, identifierDigest } from "./audit";
import { toCsv } from "./csv";
import { erase, findHoldings, identifierText, parseIdentifier } from "./erasure";
import { STAFF_BODY_BYTES, type StaffVariables } from "./guard";
import { EXPORT_MAX, exportRows, filterQuery, getSubmission, listSubmissions, parseFilter } from "./submissions";

/**
 * The staff API under /staff/api (worker/staff/guard.ts has already checked
 * the token and, for a POST, the origin). A POST from one of the console's
 * HTML forms is answered with a redirect back to its page; from a script,
 * with JSON.
 */
export const staffApi = new Hono<{ Bindings: Env; Variables: StaffVariables }>();

type Json = Record<string, unknown>;

function fromForm(req: Request) {
  const type = req.headers.get("Content-Type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** The posted fields (a form, or JSON from a script); none when the body is unreadable, too big or of another type. */
async function bodyOf(req: Request): Promise<Record<string, unknown>> {
  const body = await readFormBody(req, STAFF_BODY_BYTES);
  return body.ok ? body.fields : {};
}

/** A form gets a 303 to `page`; a script gets `body` as JSON with `status`. */
function answer(req: Request, page: string, status: number, body: Json) {
  if (fromForm(req)) return new Response(null, { status: 303, headers: { Location: page } });
  return Response.json(body, { status });
}

const idParam = z.string().regex(SUBMISSION_ID);

staffApi.get("/submissions", async (c) => {
  const filter = parseFilter(new URL(c.req.url).searchParams);
  if (!filter.success)
    return c.json({ ok: false, error: "Invalid filter", fields: z.flattenError(filter.error).fieldErrors }, 400);
  return c.json({ ok: true, ...(await listSubmissions(c.env.DB, filter.data)) });
});

staffApi.get("/submissions.csv", async (c) => {
  const filter = parseFilter(new URL(c.req.url).searchParams);
  if (!filter.success)
    return c.json({ ok: false, error: "Invalid filter", fields: z.flattenError(filter.error).fieldErrors }, 400);
  const rows = await exportRows(c.env.DB, filter.data);
  if (!rows) {
    return c.json(
      { ok: false, error: `More than ${EXPORT_MAX} rows match: narrow the filter (dates, kind) and export in parts` },
      422,
    );
  }
  await audit(c.env.DB, c.get("staff"), "export_csv", filterQuery(filter.data) || "all", { rows: rows.length });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="submissions-${day}.csv"`,
    },
  });
});

staffApi.get("/submissions/:id", async (c) => {
  const id = idParam.safeParse(c.req.param("id"));
  const found = id.success ? await getSubmission(c.env.DB, id.data) : null;
  if (!found) return c.json({ ok: false, error: "No such submission" }, 404);
  return c.json({ ok: true, ...found });
});

/** `filename` for Content-Disposition: ASCII fallback plus the UTF-8 name (RFC 6266). */
function dispositionFor(name: string) {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_");
  const encoded = encodeURIComponent(safe).replace(
    /['()*!]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

staffApi.get("/submissions/:id/resume", async (c) => {
  const id = idParam.safeParse(c.req.param("id"));
  const found = id.success ? await getSubmission(c.env.DB, id.data) : null;
  const key = found?.submission.file_key;
  if (!found || !key) return c.json({ ok: false, error: "No resume for this submission" }, 404);
  const file = await c.env.RESUMES.get(key);
  if (!file) return c.json({ ok: false, error: "The resume file is missing from storage" }, 404);
  await audit(c.env.DB, c.get("staff"), "download_resume", found.submission.id);
  return new Response(file.body, {
    headers: {
      "Content-Type": found.submission.file_type ?? "application/octet-stream",
      "Content-Disposition": dispositionFor(found.submission.file_name ?? "resume"),
      "Content-Length": String(file.size),
      "X-Content-Type-Options": "nosniff",
      // A document served from our origin never runs anything.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});

staffApi.post("/submissions/:id/retry", async (c) => {
  const id = idParam.safeParse(c.req.param("id"));
  if (!id.success) return c.json({ ok: false, error: "No such submission" }, 404);
  const page = `/staff/submissions/${id.data}`;
  const now = Date.now();
  const requeued = await requeueMail(c.env.DB, { id: id.data }, now);
  if (requeued.length === 0) {
    const exists = await getSubmission(c.env.DB, id.data);
    if (!exists) return c.json({ ok: false, error: "No such submission" }, 404);
    return answer(c.req.raw, `${page}?notice=already-sent`, 409, { ok: false, error: "This mail was already sent" });
  }
  const state = await deliverSubmission(c.env, id.data, now);
  await audit(c.env.DB, c.get("staff"), "retry_mail", id.data, { state });
  return answer(c.req.raw, `${page}?notice=retried-${state}`, 200, { ok: true, state });
});

staffApi.get("/erase", async (c) => {
  const id = parseIdentifier(c.req.query("who") ?? "");
  if (!id) return c.json({ ok: false, error: "Give an e-mail address or a phone number" }, 400);
  return c.json({ ok: true, holdings: await findHoldings(c.env.DB, id) });
});

staffApi.post("/erase", async (c) => {
  const body = await bodyOf(c.req.raw);
  const who = typeof body.who === "string" ? body.who : "";
  const id = parseIdentifier(who);
  const back = `/staff/erase?who=${encodeURIComponent(who)}`;
  if (!id)
    return answer(c.req.raw, `${back}&notice=bad-identifier`, 400, {
      ok: false,
      error: "Give an e-mail address or a phone number",
    });
  if (body.confirm !== "yes") {
    return answer(c.req.raw, `${back}&notice=confirm`, 400, {
      ok: false,
      error: 'Confirm the erasure (confirm: "yes")',
    });
  }
  const result = await erase(c.env, id);
  await audit(c.env.DB, c.get("staff"), "erase_person", `sha256:${await identifierDigest(identifierText(id))}`, {
    type: id.type,
    ...result,
  });
  const counts = `${result.submissions}.${result.files}.${result.mailAttempts}.${result.newsletter}.${result.alerts}`;
  return answer(c.req.raw, `/staff/erase?erased=${counts}`, 200, { ok: true, erased: result });
});

staffApi.get("/jobs", async (c) => c.json({ ok: true, jobs: await jobsHealth(c.env) }));

staffApi.post("/jobs/refresh", async (c) => {
  // A full walk of the ATS can take a while: it finishes after the answer.
  c.executionCtx.waitUntil(
    scheduledRefresh(c.env, Date.now()).catch((err) => console.error("staff: jobs refresh failed", err)),
  );
  await audit(c.env.DB, c.get("staff"), "refresh_jobs", null);
  return answer(c.req.raw, "/staff/jobs?notice=refresh-started", 202, { ok: true, started: true });
});

staffApi.all("*", (c) => c.json({ ok: false, error: "Not found" }, 404));
