import { act, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { NewsletterForm } from "#app/components/forms/newsletter-form";
import { ResumeForm } from "#app/components/forms/resume-form";
import EnquiryFormIsland from "#app/islands/forms/enquiry-form";
import { clientMessages, clientMessagesFor, SUBMISSION_ID_FIELD } from "#app/islands/forms/send";
import { hydrateIsland } from "#app/islands/hydrate";
import { Island } from "#app/islands/island";
import { islands } from "#app/islands/registry";
import type { FormActionData } from "#app/lib/form-action";
import { LangContext } from "#app/lib/i18n";
import { ENQUIRY_CONSENT } from "#shared/content/form-notices";
import { ENQUIRY_LIMITS, enquirySchema } from "#shared/schemas/enquiry";
import { PHONE_MAX, UNEXPECTED_ERROR } from "#shared/schemas/fields";
import { formMessages, formMessagesFor } from "#worker/forms/request";
import { serverRender } from "./server-markup";

vi.mock("sonner", async (original) => ({
  ...(await original<typeof import("sonner")>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const fetchMock = vi.fn<typeof fetch>();
let consoleErrors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.stubGlobal("fetch", fetchMock);
  consoleErrors = vi.spyOn(console, "error");
});
afterEach(() => {
  // Any hydration mismatch or React error is reported through console.error.
  expect(consoleErrors).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

// Not `T extends HTMLElement`: the Workers types' Element clashes with HTMLSelectElement's.
const $ = <T = HTMLElement>(selector: string): T => {
  const el = document.querySelector(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el as unknown as T;
};

/** The island's markup without the attribute hydration adds on purpose (the browser's own checks off). */
const markup = (el: Element) => el.innerHTML.replace(/ novalidate=""/g, "");

/** Hydrates the one island on the page as the browser would, and checks React kept the server's markup. */
async function hydrate() {
  const island = $<HTMLElement>("[data-island]");
  const before = markup(island);
  await act(async () => {
    await hydrateIsland(island, islands);
  });
  await waitFor(() => expect(island.dataset.hydrated).toBe(""));
  expect(markup(island)).toBe(before);
  return island;
}

/** `element` as a page renders it (inside a router), then hydrated. */
async function page(element: ReactNode, url = "http://localhost/contact") {
  await serverRender(element, url);
  return hydrate();
}

/** Presses the form's submit button. */
async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.requestSubmit(form.querySelector<HTMLButtonElement>("button[type=submit]"));
  });
}

function type(selector: string, value: string) {
  const el = $<HTMLInputElement>(selector);
  el.value = value;
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

function fillEnquiry() {
  type("#enquiry-name", "Asha Kulkarni");
  type("#enquiry-email", "asha@example.com");
  $<HTMLSelectElement>("#enquiry-state").value = "Maharashtra";
  type("#enquiry-city", "Pune");
  $<HTMLSelectElement>("#enquiry-enquire").value = "payroll-management";
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const sent = (call: number) => fetchMock.mock.calls[call]?.[1]?.body as FormData;

test("the browser's fallback messages are the server's words", () => {
  expect(clientMessages.unexpected).toBe(UNEXPECTED_ERROR);
  expect(clientMessages.tooLarge).toBe(formMessages.tooLarge);
  expect(clientMessages.rateLimited).toBe(formMessages.rateLimited);
  // In Hindi too, and they are Hindi.
  expect(clientMessagesFor("hi").tooLarge).toBe(formMessagesFor("hi").tooLarge);
  expect(clientMessagesFor("hi").rateLimited).toBe(formMessagesFor("hi").rateLimited);
  expect(clientMessagesFor("hi").rateLimited).toMatch(/[\u0900-\u097F]/);
});

describe("enquiry form", () => {
  test("the server's markup carries the schema's constraints and keeps native validation", async () => {
    await serverRender(<EnquiryForm />, "http://localhost/contact");
    const form = $<HTMLFormElement>("form");
    expect(form.noValidate).toBe(false);
    const name = $<HTMLInputElement>("#enquiry-name");
    expect(name.required).toBe(true);
    expect(name.maxLength).toBe(ENQUIRY_LIMITS.name);
    expect(name.getAttribute("pattern")).toBe("[^<>]*");
    // Optional fields (the schema takes "") are not required.
    for (const optional of ["#enquiry-contact", "#enquiry-email", "#enquiry-state", "#enquiry-city"]) {
      expect($<HTMLInputElement>(optional).required, optional).toBe(false);
    }
    expect($<HTMLSelectElement>("#enquiry-enquire").required).toBe(true);
    const phone = $<HTMLInputElement>("#enquiry-contact");
    expect(phone.maxLength).toBe(PHONE_MAX);
    // The pattern as the browser uses it (anchored, `v` flag) agrees with the schema.
    const asBrowser = new RegExp(`^(?:${phone.getAttribute("pattern")})$`, "v");
    for (const value of ["+91 98200 41234", "020-2553 1234", "9820041234", "+1 415 555 0100", "12345"]) {
      const ok = enquirySchema.shape.contact.safeParse(value).success;
      expect(asBrowser.test(value), value).toBe(ok);
    }
    expect($("#enquiry-enquireDetail-hint").textContent).toBe(`Up to ${ENQUIRY_LIMITS.enquireDetail} characters.`);
    expect($("a[href='/policy']").textContent).toBe("Privacy policy");
  });

  test("hydration keeps the markup, what was typed and the focused field; then the browser checks the form", async () => {
    await serverRender(<EnquiryForm />, "http://localhost/contact");
    const name = $<HTMLInputElement>("#enquiry-name");
    name.focus();
    name.value = "Asha";
    $<HTMLSelectElement>("#enquiry-enquire").value = "payroll-management";
    await hydrate();
    expect($<HTMLInputElement>("#enquiry-name")).toBe(name);
    expect(name.value).toBe("Asha");
    expect(document.activeElement).toBe(name);
    expect($<HTMLSelectElement>("#enquiry-enquire").value).toBe("payroll-management");
    expect($<HTMLFormElement>("form").noValidate).toBe(true);
  });

  test("the schema's errors show under their fields, as the server renders them, and the first is focused", async () => {
    await page(<EnquiryForm />);
    const form = $<HTMLFormElement>("form");
    await submit(form);
    expect($("#enquiry-name-error").textContent).toBe("Please enter your name");
    const name = $("#enquiry-name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("enquiry-name-error");
    expect(name.closest(".field")?.classList.contains("field--invalid")).toBe(true);
    expect($("#enquiry-name-error").querySelector("svg")).not.toBeNull();
    expect(document.activeElement).toBe(name);
    expect($("#enquiry-email-error").textContent).toContain("e-mail address or a phone number");
    expect($("#enquiry-enquire-error").textContent).toContain("choose what you would like");
    // A field with a hint keeps it described, the error after it.
    await act(async () => type("#enquiry-contact", "12345"));
    await submit(form);
    expect($("#enquiry-contact").getAttribute("aria-describedby")).toBe("enquiry-contact-hint enquiry-contact-error");
    expect($("#enquiry-contact-error").textContent).toContain("Indian phone number");
    expect(fetchMock).not.toHaveBeenCalled();

    // Corrected fields lose their error as they are corrected.
    await act(async () => fillEnquiry());
    await act(async () => type("#enquiry-contact", ""));
    expect(document.querySelector("#enquiry-name-error")).toBeNull();
    expect($("#enquiry-name").hasAttribute("aria-invalid")).toBe(false);
    expect($("#enquiry-contact").getAttribute("aria-describedby")).toBe("enquiry-contact-hint");
  });

  test("sent to the JSON API with a submission id and a pending button; success toasts, empties the form and starts a new id", async () => {
    await page(<EnquiryForm />);
    fillEnquiry();
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    await submit($<HTMLFormElement>("form"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/forms/enquiry");
    expect(init?.method).toBe("POST");
    expect(sent(0).get("name")).toBe("Asha Kulkarni");
    const firstId = sent(0).get(SUBMISSION_ID_FIELD);
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    const button = $<HTMLButtonElement>(".submit-button");
    expect(button.disabled).toBe(true);
    expect($(".submit-label").hidden).toBe(true);
    expect($(".submit-pending").hidden).toBe(false);
    // No second request while one is pending.
    await submit($<HTMLFormElement>("form"));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(json(201, { ok: true, message: "Your message has been sent successfully!" })));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Your message has been sent successfully!", expect.anything()),
    );
    expect($<HTMLButtonElement>(".submit-button").disabled).toBe(false);
    expect($(".submit-label").hidden).toBe(false);
    expect($<HTMLInputElement>("#enquiry-name").value).toBe("");
    expect($<HTMLSelectElement>("#enquiry-enquire").value).toBe("");
    expect($<HTMLSelectElement>("#enquiry-state").value).toBe("");
    expect(document.querySelector("[aria-invalid]")).toBeNull();

    // The next fill is a new submission.
    fillEnquiry();
    fetchMock.mockResolvedValueOnce(json(201, { ok: true, message: "Your message has been sent successfully!" }));
    await submit($<HTMLFormElement>("form"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(1).get(SUBMISSION_ID_FIELD)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent(1).get(SUBMISSION_ID_FIELD)).not.toBe(firstId);
  });

  test.each([
    ["429 page", () => new Response("Too many", { status: 429 }), clientMessages.rateLimited],
    ["413 page", () => new Response("<h1>Too large</h1>", { status: 413 }), clientMessages.tooLarge],
    ["500 page", () => new Response("oops", { status: 500 }), clientMessages.unexpected],
    ["503 answer", () => json(503, { error: "Failed to send message. Please try again later." }), "Failed to send"],
    ["network failure", () => Promise.reject(new TypeError("Failed to fetch")), clientMessages.unexpected],
  ])(
    "a %s shows a clear message, keeps every value, and a retry keeps the submission id",
    async (_name, respond, message) => {
      await page(<EnquiryForm />);
      fillEnquiry();
      fetchMock.mockImplementation(async () => respond());
      await submit($<HTMLFormElement>("form"));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(expect.stringContaining(message), expect.anything()),
      );
      expect($<HTMLInputElement>("#enquiry-name").value).toBe("Asha Kulkarni");
      expect($<HTMLSelectElement>("#enquiry-enquire").value).toBe("payroll-management");
      expect($<HTMLButtonElement>(".submit-button").disabled).toBe(false);
      await submit($<HTMLFormElement>("form"));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(sent(1).get(SUBMISSION_ID_FIELD)).toBe(sent(0).get(SUBMISSION_ID_FIELD));
    },
  );

  test("the server's field errors show under their fields, the first focused", async () => {
    await page(<EnquiryForm />);
    fillEnquiry();
    fetchMock.mockResolvedValue(
      json(400, { error: "Please correct the highlighted fields.", fields: { city: ["Too long"] } }),
    );
    await submit($<HTMLFormElement>("form"));
    await waitFor(() => expect($("#enquiry-city-error").textContent).toBe("Too long"));
    expect(toast.error).toHaveBeenCalledWith("Please correct the highlighted fields.", expect.anything());
    expect(document.activeElement).toBe($("#enquiry-city"));
    expect($<HTMLInputElement>("#enquiry-name").value).toBe("Asha Kulkarni");
  });

  test("the answer to a submission without JavaScript (errors, values, status) hydrates as the server rendered it", async () => {
    const result: FormActionData = {
      ok: false,
      error: "Please correct the highlighted fields.",
      fields: { email: ["Please give an e-mail address or a phone number so we can reply"] },
      values: { name: 'Asha & \u2028 "Q" Kulkarni', enquire: "executive-search", email: "", contact: "" },
    };
    document.body.innerHTML = renderToStaticMarkup(
      <Island
        name="enquiry-form"
        component={EnquiryFormIsland}
        props={{ idPrefix: "enquiry", result, lang: "en", notice: ENQUIRY_CONSENT }}
        hydrate="interaction"
      />,
    );
    expect($("[role=alert]").textContent).toBe("Please correct the highlighted fields.");
    await hydrate();
    expect($<HTMLInputElement>("#enquiry-name").value).toBe('Asha & \u2028 "Q" Kulkarni');
    // (happy-dom does not select a parsed `selected` option after a disabled one; browsers do.)
    expect($<HTMLOptionElement>("#enquiry-enquire option[selected]").value).toBe("executive-search");
    expect($("#enquiry-email").getAttribute("aria-invalid")).toBe("true");
    expect($("#enquiry-email-error").textContent).toContain("e-mail address or a phone number");

    // Sent with JavaScript this time: the old status goes, and success empties even the server's values.
    await act(async () => type("#enquiry-contact", "+91 98200 41234"));
    fetchMock.mockResolvedValue(json(201, { ok: true, message: "Your message has been sent successfully!" }));
    await submit($<HTMLFormElement>("form"));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(document.querySelector("[role=alert]")).toBeNull();
    expect($<HTMLInputElement>("#enquiry-name").value).toBe("");
    expect(document.querySelector("#enquiry-enquire option[selected]")).toBeNull();
  });
});

test("when the toast code cannot load, the answer shows as the status line above the form", async () => {
  vi.resetModules();
  vi.doMock("#app/islands/forms/toaster", () => {
    throw new Error("offline");
  });
  try {
    await page(<EnquiryForm />);
    fillEnquiry();
    fetchMock.mockResolvedValue(new Response("oops", { status: 500 }));
    await submit($<HTMLFormElement>("form"));
    await waitFor(() => expect(document.querySelector("[role=alert]")?.textContent).toBe(clientMessages.unexpected));
    expect($("[role=alert]").nextElementSibling).toBe($("form"));
    expect(toast.error).not.toHaveBeenCalled();
    expect($<HTMLInputElement>("#enquiry-name").value).toBe("Asha Kulkarni");
  } finally {
    vi.doUnmock("#app/islands/forms/toaster");
  }
});

describe("resume form", () => {
  const PDF = "%PDF-1.7\n%%EOF\n";
  function fillResume(file: File) {
    type("#resume-fullName", "Ravi Kumar");
    type("#resume-email", "ravi@example.com");
    type("#resume-contactNumber", "98765 43210");
    type("#resume-jobAppliedFor", "Accounts Executive");
    $<HTMLSelectElement>("#resume-state").value = "Telangana";
    type("#resume-city", "Hyderabad");
    // happy-dom reads the chosen files from the property, as FormData(form) does.
    $<HTMLInputElement>("#resume-resume").files = [file] as unknown as FileList;
    $<HTMLInputElement>("#resume-consent").checked = true;
  }

  test("a file that is not what its name says is refused by its first bytes before anything is sent", async () => {
    await page(<ResumeForm />, "http://localhost/upload");
    expect($<HTMLInputElement>("#resume-resume").required).toBe(true);
    expect($<HTMLInputElement>("#resume-consent").required).toBe(true);
    fillResume(new File(["MZ this is a program"], "cv.pdf", { type: "application/pdf" }));
    await submit($<HTMLFormElement>("form"));
    await waitFor(() => expect($("#resume-resume-error").textContent).toContain("not a real PDF, DOC or DOCX"));
    expect($("#resume-resume").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe($("#resume-resume"));
    expect(fetchMock).not.toHaveBeenCalled();

    fillResume(new File([PDF], "Ravi CV.pdf", { type: "application/pdf" }));
    fetchMock.mockResolvedValue(json(201, { ok: true, message: "Your resume has been submitted successfully!" }));
    await submit($<HTMLFormElement>("form"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/forms/resume");
    expect((sent(0).get("resume") as File).name).toBe("Ravi CV.pdf");
    expect(sent(0).get("consent")).toBe("on");
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect($<HTMLInputElement>("#resume-consent").checked).toBe(false);
  });

  test("missing consent and file are reported under their fields", async () => {
    await page(<ResumeForm />, "http://localhost/upload");
    await submit($<HTMLFormElement>("form"));
    expect($("#resume-resume-error").textContent).toBe("Please choose your resume file");
    expect($("#resume-consent-error").textContent).toContain("Please agree");
    expect($("#resume-consent").closest(".field")?.classList.contains("field--invalid")).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("newsletter form", () => {
  test("the schema's message under the field, then the result next to it", async () => {
    const island = await page(<NewsletterForm />, "http://localhost/faq");
    const form = $<HTMLFormElement>("form");
    await submit(form);
    expect($("#newsletter-email-error").textContent).toContain("enter your e-mail");
    expect($("#newsletter-email").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => type("#newsletter-email", "reader@example.com"));
    fetchMock.mockResolvedValue(json(200, { ok: true, message: "Thank You for Subscription !!" }));
    await submit($<HTMLFormElement>("form"));
    await waitFor(() =>
      expect(island.querySelector("[role=status]")?.textContent).toBe("Thank You for Subscription !!"),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/forms/newsletter");
    expect(sent(0).get(SUBMISSION_ID_FIELD)).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.querySelector("#newsletter-email-error")).toBeNull();
    expect($<HTMLInputElement>("#newsletter-email").value).toBe("");

    await act(async () => type("#newsletter-email", "reader@example.com"));
    fetchMock.mockResolvedValue(new Response("Too many", { status: 429 }));
    await submit($<HTMLFormElement>("form"));
    await waitFor(() => expect(island.querySelector("[role=alert]")?.textContent).toBe(clientMessages.rateLimited));
    expect(island.querySelector("[role=status]")).toBeNull();
    expect($<HTMLInputElement>("#newsletter-email").value).toBe("reader@example.com");

    // The server's own field error goes under the field, not in the status line.
    fetchMock.mockResolvedValue(
      json(400, { error: "Please correct the highlighted fields.", fields: { user_email: ["Bad address"] } }),
    );
    await submit($<HTMLFormElement>("form"));
    await waitFor(() => expect($("#newsletter-email-error").textContent).toBe("Bad address"));
    expect(island.querySelector("[role=alert]")).toBeNull();
  });
});

/** Devanagari letters: a message is Hindi. */
const HINDI = /[\u0900-\u097F]{2}/;

/** `element` on a Hindi page (root.tsx provides the language from the /hi path), then hydrated. */
async function hindiPage(element: ReactNode, url: string) {
  return page(<LangContext.Provider value="hi">{element}</LangContext.Provider>, url);
}

describe("on a Hindi page (issue 24)", () => {
  test("the enquiry form's words are Hindi, on the server and after hydration, and its links stay Hindi", async () => {
    await hindiPage(<EnquiryForm />, "http://localhost/hi/contact");
    expect($("label[for=enquiry-name]").textContent).toContain("नाम");
    expect($("label[for=enquiry-contact]").textContent).toContain("मोबाइल नंबर");
    expect($("label[for=enquiry-city]").textContent).toContain("(ज़रूरी नहीं)");
    expect($("form").getAttribute("aria-label")).toMatch(HINDI);
    expect($(".submit-label").textContent).toBe("पूछताछ भेजें");
    expect($("#enquiry-enquireDetail-hint").textContent).toBe("ज़्यादा से ज़्यादा 2000 अक्षर।");
    expect($(".form-notice").textContent).toMatch(/24 महीने/);
    expect($("a[href='/hi/policy']").textContent).toBe("प्राइवेसी पॉलिसी");
    // The selects name states and services in Hindi after hydration too; their values stay English.
    const option = (select: string, value: string) =>
      $<HTMLSelectElement>(select).querySelector<HTMLOptionElement>(`option[value="${value}"]`)?.textContent;
    expect(option("#enquiry-state", "Maharashtra")).toBe("महाराष्ट्र");
    expect(option("#enquiry-enquire", "payroll-management")).toBe("पेरोल मैनेजमेंट");
    // Those labels cross once, in the selects: the island reads them back (decision 074).
    expect(JSON.parse($("[data-island-props]").textContent ?? "{}")).not.toHaveProperty("optionLabels");
  });

  test("the schema's errors are Hindi on blur and on submit, and the API is asked for Hindi", async () => {
    await hindiPage(<EnquiryForm />, "http://localhost/hi/contact");
    const form = $<HTMLFormElement>("form");
    // A field checked when it loses focus.
    const phone = $<HTMLInputElement>("#enquiry-contact");
    await act(async () => {
      phone.focus();
      type("#enquiry-contact", "12345");
      phone.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    });
    await waitFor(() =>
      expect($("#enquiry-contact-error").textContent).toBe("सही मोबाइल नंबर लिखें (10 अंक), जैसे +91 98200 41234"),
    );
    // The whole form on submit.
    await submit(form);
    expect($("#enquiry-name-error").textContent).toBe("अपना नाम लिखें");
    expect($("#enquiry-enquire-error").textContent).toBe("चुनें कि आप किस बारे में पूछना चाहते हैं");
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => {
      fillEnquiry();
      type("#enquiry-contact", "");
    });
    fetchMock.mockResolvedValue(json(201, { ok: true, message: "आपका संदेश भेज दिया गया है!" }));
    await submit(form);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent(0).get("lang")).toBe("hi");
    expect([sent(0).get("state"), sent(0).get("enquire")]).toEqual(["Maharashtra", "payroll-management"]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("आपका संदेश भेज दिया गया है!", expect.anything()));
  });

  test("a 429 before the API could read the language is told in Hindi, values kept", async () => {
    await hindiPage(<EnquiryForm />, "http://localhost/hi/contact");
    fillEnquiry();
    fetchMock.mockResolvedValue(json(429, { ok: false, error: formMessages.rateLimited }));
    await submit($<HTMLFormElement>("form"));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(clientMessagesFor("hi").rateLimited, expect.anything()),
    );
    expect($<HTMLInputElement>("#enquiry-name").value).toBe("Asha Kulkarni");
  });

  test("the resume form's file and consent errors are Hindi", async () => {
    await hindiPage(<ResumeForm />, "http://localhost/hi/upload");
    expect($("label[for=resume-consent]").textContent).toMatch(/मैं सहमत हूँ/);
    expect($("#resume-state option[value='Tamil Nadu']").textContent).toBe("तमिलनाडु");
    await submit($<HTMLFormElement>("form"));
    expect($("#resume-resume-error").textContent).toBe("अपने रिज़्यूमे की फ़ाइल चुनें");
    expect($("#resume-fullName-error").textContent).toBe("अपना पूरा नाम लिखें");
    expect($("#resume-contactNumber-error").textContent).toBe("अपना मोबाइल नंबर लिखें");
    expect($("#resume-consent-error").textContent).toMatch(HINDI);
  });

  test("the footer newsletter is Hindi and posts to /hi/newsletter without JavaScript", async () => {
    await hindiPage(<NewsletterForm />, "http://localhost/hi/faq");
    expect($<HTMLFormElement>("form").getAttribute("action")).toBe("/hi/newsletter");
    expect($(".submit-label").textContent).toBe("सब्सक्राइब करें");
    await submit($<HTMLFormElement>("form"));
    expect($("#newsletter-email-error").textContent).toBe("अपना ईमेल पता लिखें");
  });
});
