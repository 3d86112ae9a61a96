// A fake ATS whose every job is an attack: the XSS corpus in job_title,
// client, city, primary_skills, job_description and the apply URL. The
// hardening browser tests point a Worker at it (JOBS_API_URL).
import { createServer } from "node:http";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads.ts";

const port = Number(process.argv[2] || process.env.PORT || 9101);
const COMPANY = "Kshitij Talent Partners";

const jobs = XSS_PAYLOADS.map((payload, i) => ({
  id: 7000 + i,
  job_title: `Role ${i} ${payload}`,
  // Every fifth job is the agency's own, so the careers page shows hostile data too.
  client: i % 5 === 0 ? COMPANY : `Client ${payload}`,
  city: i % 3 === 0 ? payload : `Pune ${payload}`,
  states: payload,
  country: "India",
  location: payload,
  zip_code: payload,
  experience: payload,
  creation_date: "2026-11-01",
  job_start_date: payload,
  primary_skills: `Java, ${payload}`,
  skills: payload,
  job_description: `<p>Before</p>${payload}<p>After</p>`,
  details: { summary: payload, skills: [payload] },
  apply_job_without_registration: payload,
  salary: payload,
  pay_rate___salary: payload,
  job_code: payload,
  remoteOpportunity: payload,
}));

function send(res, status, body) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/api/jobs") {
    const page = Number(url.searchParams.get("page") ?? "1");
    const numPages = Math.ceil(jobs.length / 20);
    return send(res, 200, {
      count: jobs.length,
      num_pages: numPages,
      limit: 20,
      page_number: page,
      page_count: jobs.slice((page - 1) * 20, page * 20).length,
      next: null,
      previous: null,
      results: jobs.slice((page - 1) * 20, page * 20),
    });
  }
  if (url.pathname === "/api/skywingsjobs")
    return send(res, 200, { results: jobs.filter((j) => j.client === COMPANY) });
  const one = url.pathname.match(/^\/api\/jobs\/(\d+)$/);
  if (one) {
    const job = jobs.find((j) => j.id === Number(one[1]));
    return job ? send(res, 200, job) : send(res, 404, { detail: "Not found." });
  }
  send(res, 404, { detail: "Not found." });
}).listen(port, "127.0.0.1", () => console.log(`hostile ATS on http://127.0.0.1:${port}`));
