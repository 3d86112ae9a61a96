import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { call, PDF, postForm, postJson, resumeForm, validEnquiry, validResumeFields } from "#tests/fixtures/forms";
import { fakeAccess } from "#tests/mocks/access";
import { fakeResend } from "#tests/mocks/resend";
import { csvCell } from "#worker/staff/csv";
import { exportRows, filterSchema } from "#worker/staff/submissions";

/** What staff can do through the console, observed through HTTP, D1 and R2. */

const access = await fakeAccess();
const resend = fakeResend(access.handler);
beforeAll(() => resend.enable());
afterAll(() => resend.disable());
beforeEach(() => {
  resend.reset();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

const ORIGIN = "http://127.0.0.1";
const STAFF_EMAIL = "meera@kshitijtalent.example";

async function staff(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cf-Access-Jwt-Assertion", await access.token({ email: STAFF_EMAIL }));
  if (init.method === "POST") headers.set("Origin", ORIGIN);
  // Redirects are what a form POST answers: look at them, do not follow.
  return call(path, { redirect: "manual", ...init, headers });
}

const staffJson = async <T>(path: string, init: RequestInit = {}) => (await (await staff(path, init)).json()) as T;

async function enquiry(fields: Partial<typeof validEnquiry> = {}) {
  const res = await postJson("/api/forms/enquiry", { ...validEnquiry, ...fields });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function resume(fields: Partial<typeof validResumeFields> = {}, name = "Ravi Kumar CV.pdf") {
  const res = await postForm(
    "/api/forms/resume",
    resumeForm({ ...validResumeFields, ...fields }, { bytes: PDF, name }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function waitForMail(id: string, state: string) {
  await vi.waitFor(async () => {
    const row = await env.DB.prepare("SELECT mail_state FROM submissions WHERE id = ?")
      .bind(id)
      .first<{ mail_state: string }>();
    expect(row?.mail_state).toBe(state);
  });
}

async function auditRows(action: string) {
  const { results } = await env.DB.prepare(
    "SELECT actor, action, target, detail FROM staff_audit WHERE action = ? ORDER BY id",
  )
    .bind(action)
    .all<{ actor: string; action: string; target: string | null; detail: string }>();
  return results;
}

interface ListAnswer {
  rows: {
    id: string;
    kind: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    deleteAt: number | null;
    created_at: number;
  }[];
  total: number;
}

test("the list is newest first, filters by kind and mail state, and finds people by name, e-mail or phone digits", async () => {
  const a = await enquiry({ name: "Sunita Rao", email: "sunita@rao.example", contact: "+91 99887 76655" });
  await waitForMail(a, "sent");
  const b = await resume({ fullName: "Kiran Shah", email: "kiran@shah.example", contactNumber: "98111 22333" });
  await waitForMail(b, "sent");
  await postJson("/api/forms/newsletter", { user_email: "reader@news.example" });

  const all = await staffJson<ListAnswer>("/staff/api/submissions");
  const ids = all.rows.map((r) => r.id);
  expect(ids.indexOf("reader@news.example")).toBeLessThan(ids.indexOf(b));
  expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));

  const resumes = await staffJson<ListAnswer>("/staff/api/submissions?kind=resume");
  expect(resumes.rows.every((r) => r.kind === "resume")).toBe(true);
  expect(resumes.rows.map((r) => r.id)).toContain(b);

  expect((await staffJson<ListAnswer>("/staff/api/submissions?q=sunita")).rows.map((r) => r.id)).toEqual([a]);
  expect((await staffJson<ListAnswer>("/staff/api/submissions?q=KIRAN%40SHAH")).rows.map((r) => r.id)).toEqual([b]);
  // Phone digits match whatever spacing either side used.
  expect((await staffJson<ListAnswer>("/staff/api/submissions?q=9988776655")).rows.map((r) => r.id)).toEqual([a]);
  expect((await staffJson<ListAnswer>("/staff/api/submissions?q=98111-22333")).rows.map((r) => r.id)).toEqual([b]);
  expect((await staffJson<ListAnswer>("/staff/api/submissions?mail=failed&q=sunita")).rows).toEqual([]);
  expect((await staffJson<ListAnswer>("/staff/api/submissions?kind=newsletter&q=reader")).total).toBe(1);

  // Dates filter on the day received (UTC); a day before anything is empty.
  const today = new Date().toISOString().slice(0, 10);
  expect((await staffJson<ListAnswer>(`/staff/api/submissions?from=${today}&q=sunita`)).total).toBe(1);
  expect((await staffJson<ListAnswer>("/staff/api/submissions?to=2020-01-01")).total).toBe(0);
  // Retention: resumes 12 months, enquiries 24.
  const row = all.rows.find((r) => r.id === b)!;
  const oneYear = new Date(row.created_at);
  oneYear.setUTCMonth(oneYear.getUTCMonth() + 12);
  expect(row.deleteAt).toBe(oneYear.getTime());

  const bad = await staff("/staff/api/submissions?kind=alerts&from=yesterday");
  expect(bad.status).toBe(400);
  expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual(["from", "kind"]);

  // The page shows the same, and says when retention deletes each one.
  const page = await (await staff("/staff?q=sunita")).text();
  expect(page).toContain("Sunita Rao");
  expect(page).not.toContain("Kiran Shah");
  expect(page).toContain(`/staff/submissions/${a}`);
});

test("a submission's page shows every field and each mail attempt with its error", async () => {
  resend.answerWith(422);
  const id = await enquiry({ name: "Farah Khan", email: "farah@khan.example", city: "Lucknow" });
  await waitForMail(id, "failed");
  const res = await staff(`/staff/submissions/${id}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  for (const text of [
    "Farah Khan",
    "farah@khan.example",
    "Lucknow",
    "payroll-management",
    "resend 422",
    "Retry mail now",
  ]) {
    expect(html).toContain(text);
  }
  expect(await auditRows("view_submission")).toContainEqual(
    expect.objectContaining({ actor: STAFF_EMAIL, target: id }),
  );
  expect((await staff("/staff/submissions/not-an-id")).status).toBe(404);
});

test("retry mail now: a failed mail is re-queued and delivered, attempts kept; a sent one is never sent twice", async () => {
  resend.answerWith(422);
  const id = await enquiry({ name: "Retry Person", email: "retry@person.example" });
  await waitForMail(id, "failed");
  expect(resend.calls).toHaveLength(1);

  const res = await staff(`/staff/api/submissions/${id}/retry`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, state: "sent" });
  expect(resend.calls).toHaveLength(2);
  // A re-queued failed mail is a new generation with its own idempotency key (decision 011).
  expect(resend.calls[1].headers.get("Idempotency-Key")).toBe(`${id}:1`);
  const { results } = await env.DB.prepare("SELECT ok, status FROM mail_attempts WHERE submission_id = ? ORDER BY id")
    .bind(id)
    .all();
  expect(results).toEqual([
    { ok: 0, status: 422 },
    { ok: 1, status: 200 },
  ]);
  expect(await auditRows("retry_mail")).toContainEqual({
    actor: STAFF_EMAIL,
    action: "retry_mail",
    target: id,
    detail: JSON.stringify({ state: "sent" }),
  });

  // From the page's form: a redirect back with a notice; sent stays sent.
  const again = await staff(`/staff/api/submissions/${id}/retry`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(again.status).toBe(303);
  expect(again.headers.get("Location")).toBe(`/staff/submissions/${id}?notice=already-sent`);
  expect(resend.calls).toHaveLength(2);
});

test("a resume downloads as an attachment with its stored type, a safe name and nosniff", async () => {
  const id = await resume({ email: "dl@example.com" }, "Ravi; CV <1>.pdf");
  await waitForMail(id, "sent");
  const res = await staff(`/staff/api/submissions/${id}/resume`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/pdf");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const disposition = res.headers.get("Content-Disposition") ?? "";
  expect(disposition).toMatch(/^attachment; filename="Ravi_ CV _1_\.pdf"; filename\*=UTF-8''Ravi%3B%20CV%20_1_\.pdf$/);
  expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  expect(await auditRows("download_resume")).toContainEqual(
    expect.objectContaining({ actor: STAFF_EMAIL, target: id }),
  );
  // An enquiry has no file.
  const enquiryId = await enquiry();
  expect((await staff(`/staff/api/submissions/${enquiryId}/resume`)).status).toBe(404);
});

test("CSV cells that a spreadsheet would run are neutralised, and every cell is quoted", async () => {
  expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
  expect(csvCell('Asha, "Pune"\nline')).toBe(`"Asha, ""Pune""\nline"`);
  expect(csvCell(null)).toBe(`""`);

  const id = await enquiry({ name: "@SUM(A1:A9)", email: "csv@formula.example", contact: "+91 98200 41234" });
  await waitForMail(id, "sent");
  const res = await staff("/staff/api/submissions.csv?q=csv%40formula");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = (await res.text()).trimEnd().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe(
    `"id","kind","received","name","email","phone","mail_state","mail_attempts","last_error","file_name","deleted_by_retention","lang"`,
  );
  expect(lines[1]).toContain(`"${id}","enquiry"`);
  // The enquiry came through the API without a language: English.
  expect(lines[1]).toMatch(/,"en"$/);
  expect(lines[1]).toContain(`"'@SUM(A1:A9)","csv@formula.example","'+91 98200 41234","sent"`);
  expect(await auditRows("export_csv")).toContainEqual(
    expect.objectContaining({ actor: STAFF_EMAIL, target: "q=csv%40formula", detail: JSON.stringify({ rows: 1 }) }),
  );
});

async function countWhere(sql: string, ...params: string[]) {
  return (
    (
      await env.DB.prepare(sql)
        .bind(...params)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

test("erasure by e-mail removes that person's rows, attempts, files and newsletter sign-up, and nothing else", async () => {
  const target = "erase.me@example.com";
  const r1 = await resume({ email: target, contactNumber: "9000011111" });
  const e1 = await enquiry({ email: "Erase.Me@Example.com", contact: "" });
  await postJson("/api/forms/newsletter", { user_email: target });
  // Someone else, sharing nothing but a similar address.
  const other = await resume({ email: "not.erase.me@example.com", contactNumber: "9000022222" });
  await postJson("/api/forms/newsletter", { user_email: "not.erase.me@example.com" });
  for (const id of [r1, e1, other]) await waitForMail(id, "sent");
  const keyOf = async (id: string) =>
    (await env.DB.prepare("SELECT file_key FROM submissions WHERE id = ?").bind(id).first<{ file_key: string }>())!
      .file_key;
  const [targetKey, otherKey] = [await keyOf(r1), await keyOf(other)];

  // First what is held, nothing erased yet.
  const preview = await staffJson<{
    holdings: { submissions: { id: string }[]; newsletter: string[]; mailAttempts: number };
  }>(`/staff/api/erase?who=${encodeURIComponent(target.toUpperCase())}`);
  expect(preview.holdings.submissions.map((s) => s.id).sort()).toEqual([r1, e1].sort());
  expect(preview.holdings.newsletter).toEqual([target]);
  expect(preview.holdings.mailAttempts).toBe(2);
  const page = await (await staff(`/staff/erase?who=${encodeURIComponent(target)}`)).text();
  expect(page).toContain("Erase everything listed");

  // Without the confirmation nothing happens.
  const unconfirmed = await staff("/staff/api/erase", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `who=${encodeURIComponent(target)}`,
  });
  expect(unconfirmed.status).toBe(303);
  expect(unconfirmed.headers.get("Location")).toContain("notice=confirm");
  expect(await countWhere("SELECT COUNT(*) AS n FROM submissions WHERE id IN (?, ?)", r1, e1)).toBe(2);

  const res = await staff("/staff/api/erase", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ who: target, confirm: "yes" }),
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({
    ok: true,
    erased: { submissions: 2, files: 1, mailAttempts: 2, newsletter: 1, alerts: 0 },
  });

  expect(await countWhere("SELECT COUNT(*) AS n FROM submissions WHERE id IN (?, ?)", r1, e1)).toBe(0);
  expect(await countWhere("SELECT COUNT(*) AS n FROM mail_attempts WHERE submission_id IN (?, ?)", r1, e1)).toBe(0);
  expect(await countWhere("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?", target)).toBe(0);
  expect(await env.RESUMES.head(targetKey)).toBeNull();
  // The other person is untouched.
  expect(await countWhere("SELECT COUNT(*) AS n FROM submissions WHERE id = ?", other)).toBe(1);
  expect(await countWhere("SELECT COUNT(*) AS n FROM mail_attempts WHERE submission_id = ?", other)).toBe(1);
  expect(
    await countWhere("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?", "not.erase.me@example.com"),
  ).toBe(1);
  expect(await env.RESUMES.head(otherKey)).not.toBeNull();

  // The audit log proves it without keeping the address.
  const [entry] = (await auditRows("erase_person")).slice(-1);
  expect(entry.actor).toBe(STAFF_EMAIL);
  expect(entry.target).toMatch(/^sha256:[0-9a-f]{64}$/);
  expect(JSON.stringify(entry)).not.toContain("erase.me");
});

test("erasure by phone number matches the number however it was written, and only that number", async () => {
  const a = await enquiry({ name: "Phone Person", email: "", contact: "+91 97000 12345" });
  const b = await resume({ email: "phone.person@example.com", contactNumber: "9700012345" });
  const c = await enquiry({ name: "Neighbour", email: "", contact: "+91 97000 12346" });
  for (const id of [a, b, c]) await waitForMail(id, "sent");
  const res = await staff("/staff/api/erase", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `who=${encodeURIComponent("097000-12345")}&confirm=yes`,
  });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/staff/erase?erased=2.1.2.0.0");
  expect(await countWhere("SELECT COUNT(*) AS n FROM submissions WHERE id IN (?, ?)", a, b)).toBe(0);
  expect(await countWhere("SELECT COUNT(*) AS n FROM submissions WHERE id = ?", c)).toBe(1);

  const invalid = await staff("/staff/api/erase", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ who: "12", confirm: "yes" }),
  });
  expect(invalid.status).toBe(400);
});

test("jobs: the snapshot's state is shown, and refresh now starts a refresh", async () => {
  await call("/api/jobs"); // a snapshot exists
  const body = await staffJson<{ jobs: { snapshot: { source: string; jobCount: number } | null } }>("/staff/api/jobs");
  expect(body.jobs.snapshot?.source).toBe("embedded");
  const page = await (await staff("/staff/jobs")).text();
  expect(page).toContain("snapshot.jobCount");
  expect(page).toContain(String(body.jobs.snapshot?.jobCount));

  const res = await staff("/staff/api/jobs/refresh", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/staff/jobs?notice=refresh-started");
  expect(await auditRows("refresh_jobs")).toContainEqual(expect.objectContaining({ actor: STAFF_EMAIL, target: null }));
  const audit = await (await staff("/staff/audit")).text();
  expect(audit).toContain("refresh_jobs");
});

test("an export larger than the cap is refused, never cut short", async () => {
  for (const n of [1, 2, 3]) await enquiry({ name: `Cap Person ${n}`, email: `cap${n}@cap.example` });
  const filter = filterSchema.parse({ q: "cap.example" });
  expect(await exportRows(env.DB, filter, 2)).toBeNull();
  // Sorted by name: the three may share a millisecond.
  expect((await exportRows(env.DB, filter, 3))?.map((r) => r.name).sort()).toEqual([
    "Cap Person 1",
    "Cap Person 2",
    "Cap Person 3",
  ]);
});
