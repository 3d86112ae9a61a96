import { env } from "cloudflare:workers";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { SERVICE_NAMES } from "#shared/content/service-names";
import { INDIAN_STATES } from "#shared/schemas/fields";
import { call, EXE, postForm, postJson, resumeForm, validEnquiry, validResumeFields } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";

/* Issue 24: the forms on the Hindi pages answer in Hindi, with and without JavaScript. */

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());

/** Two Devanagari letters in a row: Hindi words. */
const HINDI = /[\u0900-\u097F]{2}/;

/** The text of an element of the page by id (its first <span>, as FieldError and FormStatus render it). */
function textOf(html: string, id: string): string {
  const found = new RegExp(`id="${id}"[^>]*>(?:<svg.*?</svg>)?<span>([^<]*)</span>`, "s").exec(html);
  return found?.[1] ?? "";
}

test("POST /hi/contact with bad input: the page shows Hindi field errors and keeps every value", async () => {
  const res = await postForm(
    "/hi/contact",
    new URLSearchParams({ name: "", contact: "12345", email: "", city: "पुणे", enquire: "", enquireDetail: "नमस्ते" }),
  );
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toMatch(/<html[^>]*lang="hi/);
  expect(textOf(html, "enquiry-status")).toBe("जिन ख़ानों के नीचे ग़लती बताई गई है, उन्हें ठीक करें।");
  expect(textOf(html, "enquiry-name-error")).toBe("अपना नाम लिखें");
  expect(textOf(html, "enquiry-contact-error")).toBe("सही मोबाइल नंबर लिखें (10 अंक), जैसे +91 98200 41234");
  expect(textOf(html, "enquiry-enquire-error")).toBe("चुनें कि आप किस बारे में पूछना चाहते हैं");
  expect(html).toMatch(/name="contact"[^>]*value="12345"/);
  expect(html).toMatch(/name="city"[^>]*value="पुणे"/);
  expect(html).toMatch(/<textarea[^>]*name="enquireDetail"[^>]*>नमस्ते<\/textarea>/);
  // The labels and the notice around the errors are Hindi too.
  expect(html).toMatch(/<label[^>]*for="enquiry-name">नाम/);
  expect(html).toContain('href="/hi/policy"');
});

test("the same bad input on /contact is still answered in English", async () => {
  const res = await postForm("/contact", new URLSearchParams({ name: "", contact: "12345", enquire: "" }));
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(textOf(html, "enquiry-name-error")).toBe("Please enter your name");
  expect(html).not.toMatch(/id="enquiry-name-error".{0,400}[\u0900-\u097F]/s);
});

test("a Hindi enquiry is stored with the Hindi consent it showed and its language; the agency's mail is English and names it", async () => {
  const res = await postForm("/hi/contact", new URLSearchParams({ ...validEnquiry, name: "Hindi Enquirer" }));
  expect(res.status).toBe(201);
  const html = await res.text();
  expect(html).toMatch(/role="status"[^>]*>.*आपका संदेश भेज दिया गया है!/s);
  const row = await env.DB.prepare(
    "SELECT id, payload, consent_text FROM submissions WHERE json_extract(payload, '$.name') = 'Hindi Enquirer'",
  ).first<{ id: string; payload: string; consent_text: string }>();
  expect(row?.consent_text).toMatch(/^आपका नाम, संपर्क की जानकारी/);
  expect(row?.consent_text).toContain("24 महीने");
  expect(JSON.parse(row?.payload ?? "{}").lang).toBe("hi");
  await vi.waitFor(() => expect(resend.calls.some((c) => c.body.text?.includes("Hindi Enquirer"))).toBe(true));
  const mail = resend.calls.find((c) => c.body.text?.includes("Hindi Enquirer"))?.body;
  expect(mail?.subject).toMatch(/^New enquiry: /);
  expect(mail?.text).toMatch(/Language:?\s+Hindi/);
  expect(mail?.html).toContain("Hindi");
});

test("the JSON API answers in the language its lang field names, English without one", async () => {
  const hindi = await postJson("/api/forms/enquiry", { ...validEnquiry, name: "", lang: "hi" });
  expect(hindi.status).toBe(400);
  const body = (await hindi.json()) as { error: string; fields: Record<string, string[]> };
  expect(body.error).toBe("जिन ख़ानों के नीचे ग़लती बताई गई है, उन्हें ठीक करें।");
  expect(body.fields.name).toEqual(["अपना नाम लिखें"]);

  const english = await postJson("/api/forms/enquiry", { ...validEnquiry, name: "" });
  expect(((await english.json()) as { fields: Record<string, string[]> }).fields.name).toEqual([
    "Please enter your name",
  ]);
  // Anything but "hi" is English.
  const odd = await postJson("/api/forms/newsletter", { user_email: "x", lang: "fr" });
  expect(((await odd.json()) as { fields: Record<string, string[]> }).fields.user_email?.[0]).toMatch(/valid e-mail/);
});

/** The options of a page's select named `name`: value, label and whether it is chosen, the prompt left out. */
function options(html: string, name: string) {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)]
    .map(([, attrs, label]) => ({
      value: /value="([^"]*)"/.exec(attrs)?.[1] ?? "",
      label,
      selected: /\sselected/.test(attrs),
    }))
    .filter((o) => o.value !== "");
}

test("the selects on Hindi forms name states and services in Hindi; the values stay English", async () => {
  for (const path of ["/hi/contact", "/hi/employes", "/hi/upload"]) {
    const states = options(await (await call(path)).text(), "state");
    expect(
      states.map((o) => o.value),
      path,
    ).toEqual([...INDIAN_STATES]);
    for (const o of states) expect(o.label, `${path} ${o.value}`).toMatch(/^[\u0900-\u097F][\u0900-\u097F ()]*$/);
    expect(states.find((o) => o.value === "Maharashtra")?.label).toBe("महाराष्ट्र");
    expect(states.find((o) => o.value === "Other")?.label).toBe("अन्य (विदेश)");
  }
  const services = options(await (await call("/hi/contact")).text(), "enquire");
  expect(services.map((o) => o.value)).toEqual(SERVICE_NAMES.map((s) => s.slug));
  expect(services.find((o) => o.value === "payroll-management")?.label).toBe("पेरोल मैनेजमेंट");
  // The Hindi service names are the services pages' own.
  expect(await (await call("/hi/DetailService/12")).text()).toContain("पेरोल मैनेजमेंट");
  // English pages keep the English names.
  const english = await (await call("/contact")).text();
  expect(options(english, "state").find((o) => o.value === "Maharashtra")?.label).toBe("Maharashtra");
  expect(options(english, "enquire").find((o) => o.value === "payroll-management")?.label).toBe("Payroll Management");
});

test("without JavaScript, a Hindi form posts the English values: accepted, stored and mailed in English, kept on an error", async () => {
  const bad = await postForm("/hi/contact", new URLSearchParams({ ...validEnquiry, name: "", state: "Kerala" }));
  expect(bad.status).toBe(400);
  const kept = options(await bad.text(), "state").filter((o) => o.selected);
  expect(kept).toEqual([{ value: "Kerala", label: "केरल", selected: true }]);

  const res = await postForm("/hi/contact", new URLSearchParams({ ...validEnquiry, name: "Select Tester" }));
  expect(res.status).toBe(201);
  const row = await env.DB.prepare(
    "SELECT payload FROM submissions WHERE json_extract(payload, '$.name') = 'Select Tester'",
  ).first<{ payload: string }>();
  const payload = JSON.parse(row?.payload ?? "{}");
  expect([payload.state, payload.enquire]).toEqual(["Maharashtra", "payroll-management"]);
  await vi.waitFor(() => expect(resend.calls.some((c) => c.body.text?.includes("Select Tester"))).toBe(true));
  const mail = resend.calls.find((c) => c.body.text?.includes("Select Tester"))?.body;
  expect(mail?.text).toContain("Maharashtra");
  expect(mail?.text).toContain("Payroll Management");
  expect(mail?.text).not.toContain("महाराष्ट्र");
  expect(mail?.text).not.toContain("पेरोल");

  const resume = await postForm("/hi/upload", resumeForm({ ...validResumeFields, fullName: "Select Candidate" }));
  expect(resume.status).toBe(201);
  const stored = await env.DB.prepare(
    "SELECT payload FROM submissions WHERE json_extract(payload, '$.fullName') = 'Select Candidate'",
  ).first<{ payload: string }>();
  expect(JSON.parse(stored?.payload ?? "{}").state).toBe("Telangana");
});

test("POST /hi/upload: the resume's field, file and consent errors are Hindi, the values kept", async () => {
  const res = await postForm(
    "/hi/upload",
    resumeForm({ ...validResumeFields, email: "ravi@", consent: "" }, { bytes: EXE, name: "cv.pdf" }),
  );
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(textOf(html, "resume-email-error")).toBe("सही ईमेल पता लिखें, जैसे name@example.com");
  expect(textOf(html, "resume-resume-error")).toBe("यह फ़ाइल असली PDF, DOC या DOCX नहीं है। कोई दूसरी फ़ाइल चुनें");
  expect(textOf(html, "resume-consent-error")).toMatch(HINDI);
  expect(html).toContain('value="Ravi Kumar"');
  expect(html).toMatch(/<h1[^>]*>अपना रिज़्यूमे भेजें<\/h1>/);
});

test("a Hindi resume is stored with the Hindi consent label the visitor ticked", async () => {
  const res = await postForm("/hi/upload", resumeForm({ ...validResumeFields, fullName: "Hindi Candidate" }));
  expect(res.status).toBe(201);
  expect(await res.text()).toContain("आपका रिज़्यूमे मिल गया है!");
  const row = await env.DB.prepare(
    "SELECT payload, consent_text FROM submissions WHERE json_extract(payload, '$.fullName') = 'Hindi Candidate'",
  ).first<{ payload: string; consent_text: string }>();
  expect(row?.consent_text).toMatch(/^मैं सहमत हूँ कि क्षितिज टैलेंट पार्टनर्स .* रख सकता है/);
  expect(JSON.parse(row?.payload ?? "{}").lang).toBe("hi");
});

test("the footer newsletter on a Hindi page posts to /hi/newsletter, which answers in Hindi and stores the Hindi notice", async () => {
  const page = await call("/hi/faq");
  expect(await page.text()).toMatch(/<form[^>]*action="\/hi\/newsletter"/);

  const bad = await postForm("/hi/newsletter", new URLSearchParams({ user_email: "meera" }));
  expect(bad.status).toBe(400);
  expect(await bad.text()).toMatch(/role="alert"[^>]*>.*सही ईमेल पता लिखें/s);

  const ok = await postForm("/hi/newsletter", new URLSearchParams({ user_email: "hindi-reader@example.com" }));
  expect(ok.status).toBe(200);
  expect(await ok.text()).toMatch(/role="status"[^>]*>.*सब्सक्राइब करने के लिए धन्यवाद!/s);
  const consent = await env.DB.prepare("SELECT consent_text FROM newsletter_subscribers WHERE email = ?")
    .bind("hindi-reader@example.com")
    .first<string>("consent_text");
  expect(consent).toMatch(/^आपका ईमेल पता सिर्फ़ भर्ती की ख़बरें/);
});

test("a form post from /hi that is rate limited (429) or too large (413) gets a Hindi page", async () => {
  const ip = "198.51.100.78";
  let last: Response | undefined;
  for (let i = 0; i < 11; i++) {
    last = await postForm("/hi/newsletter", new URLSearchParams({ user_email: `h${i}@example.com` }), ip);
    if (i < 10) await last.body?.cancel();
  }
  expect(last?.status).toBe(429);
  const limited = (await last?.text()) ?? "";
  expect(limited).toContain("आपके कनेक्शन से बहुत ज़्यादा फ़ॉर्म आए हैं");
  expect(limited).toMatch(/<html[^>]*lang="hi/);

  const big = await call("/hi/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...validEnquiry, enquireDetail: "x".repeat(6 * 1024 * 1024 + 10) }),
  });
  expect(big.status).toBe(413);
  expect(await big.text()).toContain("फ़ॉर्म बहुत बड़ा है। रिज़्यूमे 5 MB से बड़ा नहीं हो सकता।");
});
