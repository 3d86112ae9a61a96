import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { NewsletterForm } from "#app/components/forms/newsletter-form";
import { enhance as enhanceForm } from "#app/enhance/form";
import { clearForm, clientMessages } from "#app/enhance/form-core";
import { enhance as enhanceNewsletter } from "#app/enhance/form-newsletter";
import { showToast } from "#app/enhance/toast";
import { UNEXPECTED_ERROR } from "#app/schemas/fields";
import { formMessages } from "#worker/forms/request";
import { serverRender } from "./server-markup";

vi.mock("#app/enhance/toast", () => ({
  preloadToasts: vi.fn(),
  showToast: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();

/** `element` as the server renders it (inside a router, as on a page), enhanced as in the browser. */
async function render(element: ReactNode, enhance: (root: HTMLElement) => void) {
  await serverRender(element, "http://localhost/contact");
  const root = document.querySelector<HTMLElement>("[data-enhance]");
  if (!root) throw new Error("no enhanced root");
  const form = root.querySelector("form");
  if (!form) throw new Error("no form");
  expect(form.noValidate).toBe(false);
  enhance(root);
  return { root, form };
}

// Not `T extends HTMLElement`: the Workers types' Element clashes with HTMLSelectElement's.
const $ = <T = HTMLElement>(selector: string): T => {
  const el = document.querySelector(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el as unknown as T;
};

function submit(form: HTMLFormElement) {
  form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
}

function fillEnquiry() {
  $<HTMLInputElement>("#enquiry-name").value = "Asha Kulkarni";
  $<HTMLInputElement>("#enquiry-email").value = "asha@example.com";
  $<HTMLSelectElement>("#enquiry-state").value = "Maharashtra";
  $<HTMLInputElement>("#enquiry-city").value = "Pune";
  $<HTMLSelectElement>("#enquiry-enquire").value = "payroll-management";
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(showToast).mockReset();
  vi.mocked(showToast).mockResolvedValue(undefined);
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

test("the browser's fallback messages are the server's words", () => {
  expect(clientMessages.unexpected).toBe(UNEXPECTED_ERROR);
  expect(clientMessages.tooLarge).toBe(formMessages.tooLarge);
  expect(clientMessages.rateLimited).toBe(formMessages.rateLimited);
});

describe("enquiry form", () => {
  test("the schema's errors show under their fields, as the server renders them, and the first is focused", async () => {
    const { form } = await render(<EnquiryForm />, enhanceForm);
    expect(form.noValidate).toBe(true);
    submit(form);
    await vi.waitFor(() => expect($("#enquiry-name-error").textContent).toBe("Please enter your name"));
    const name = $("#enquiry-name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("enquiry-name-error");
    expect(name.closest(".field")?.classList.contains("field--invalid")).toBe(true);
    expect($("#enquiry-name-error").querySelector("svg")).not.toBeNull();
    expect(document.activeElement).toBe(name);
    expect($("#enquiry-email-error").textContent).toContain("e-mail address or a phone number");
    expect($("#enquiry-enquire-error").textContent).toContain("choose what you would like");
    // A field with a hint keeps it described, the error after it.
    $<HTMLInputElement>("#enquiry-contact").value = "12345";
    submit(form);
    await vi.waitFor(() =>
      expect($("#enquiry-contact").getAttribute("aria-describedby")).toBe("enquiry-contact-hint enquiry-contact-error"),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixed fields lose their error.
    fillEnquiry();
    $<HTMLInputElement>("#enquiry-contact").value = "";
    fetchMock.mockResolvedValue(json(201, { ok: true, message: "Your message has been sent successfully!" }));
    submit(form);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(document.querySelector("#enquiry-name-error")).toBeNull();
    expect($("#enquiry-name").hasAttribute("aria-invalid")).toBe(false);
    expect($("#enquiry-contact").getAttribute("aria-describedby")).toBe("enquiry-contact-hint");
  });

  test("sent to the JSON API with a pending button; success toasts and empties the form", async () => {
    const { form } = await render(<EnquiryForm />, enhanceForm);
    fillEnquiry();
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    submit(form);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/forms/enquiry");
    expect(init?.method).toBe("POST");
    expect((init?.body as FormData | undefined)?.get("name")).toBe("Asha Kulkarni");
    const button = $<HTMLButtonElement>(".submit-button");
    expect(button.disabled).toBe(true);
    expect($(".submit-label").hidden).toBe(true);
    expect($(".submit-pending").hidden).toBe(false);
    // No second request while one is pending.
    submit(form);
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(json(201, { ok: true, message: "Your message has been sent successfully!", id: "x" }));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", "Your message has been sent successfully!"),
    );
    expect(button.disabled).toBe(false);
    expect($(".submit-label").hidden).toBe(false);
    expect($<HTMLInputElement>("#enquiry-name").value).toBe("");
    expect($<HTMLSelectElement>("#enquiry-enquire").value).toBe("");
    expect($<HTMLSelectElement>("#enquiry-state").value).toBe("");
  });

  test.each([
    ["429 page", () => new Response("Too many", { status: 429 }), clientMessages.rateLimited],
    ["413 page", () => new Response("<h1>Too large</h1>", { status: 413 }), clientMessages.tooLarge],
    ["500 page", () => new Response("oops", { status: 500 }), clientMessages.unexpected],
    ["503 answer", () => json(503, { error: "Failed to send message. Please try again later." }), "Failed to send"],
    ["network failure", () => Promise.reject(new TypeError("Failed to fetch")), clientMessages.unexpected],
  ])("a %s shows a clear message and keeps every value", async (_name, respond, message) => {
    const { form } = await render(<EnquiryForm />, enhanceForm);
    fillEnquiry();
    fetchMock.mockImplementation(async () => respond());
    submit(form);
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("error", expect.stringContaining(message)));
    expect($<HTMLInputElement>("#enquiry-name").value).toBe("Asha Kulkarni");
    expect($<HTMLSelectElement>("#enquiry-enquire").value).toBe("payroll-management");
    expect($<HTMLButtonElement>(".submit-button").disabled).toBe(false);
  });

  test("the server's field errors show under their fields", async () => {
    const { form } = await render(<EnquiryForm />, enhanceForm);
    fillEnquiry();
    fetchMock.mockResolvedValue(
      json(400, { error: "Please correct the highlighted fields.", fields: { city: ["Too long"] } }),
    );
    submit(form);
    await vi.waitFor(() => expect($("#enquiry-city-error").textContent).toBe("Too long"));
    expect(showToast).toHaveBeenCalledWith("error", "Please correct the highlighted fields.");
    expect(document.activeElement).toBe($("#enquiry-city"));
    expect($<HTMLInputElement>("#enquiry-name").value).toBe("Asha Kulkarni");
  });

  test("when the toast code cannot load, the answer shows as a status line above the form", async () => {
    const { root, form } = await render(<EnquiryForm />, enhanceForm);
    fillEnquiry();
    vi.mocked(showToast).mockRejectedValue(new Error("offline"));
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    submit(form);
    await vi.waitFor(() => expect(root.querySelector("[role=alert]")?.textContent).toBe(clientMessages.unexpected));
    expect(root.querySelector("[role=alert]")?.nextElementSibling).toBe(form);
    expect($<HTMLInputElement>("#enquiry-name").value).toBe("Asha Kulkarni");
  });
});

test("clearing after success also drops values the server put back after a failed submission", () => {
  document.body.innerHTML = `<form>
    <input name="a" value="kept by the server">
    <textarea name="b">typed</textarea>
    <select name="c"><option value="" disabled>Pick</option><option value="x" selected>X</option></select>
    <input type="checkbox" name="d" checked>
  </form>`;
  const form = $<HTMLFormElement>("form");
  clearForm(form);
  expect((form.elements.namedItem("a") as HTMLInputElement).value).toBe("");
  expect((form.elements.namedItem("b") as HTMLTextAreaElement).value).toBe("");
  expect((form.elements.namedItem("c") as unknown as HTMLSelectElement).value).toBe("");
  expect((form.elements.namedItem("d") as HTMLInputElement).checked).toBe(false);
});

describe("newsletter form", () => {
  test("native constraints, then the result next to the field", async () => {
    const { root, form } = await render(<NewsletterForm />, enhanceNewsletter);
    expect(form.noValidate).toBe(true);
    submit(form);
    await vi.waitFor(() => expect($("#newsletter-email-error").textContent).toContain("enter your e-mail"));
    expect($("#newsletter-email").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    $<HTMLInputElement>("#newsletter-email").value = "reader@example.com";
    fetchMock.mockResolvedValue(json(200, { ok: true, message: "Thank You for Subscription !!" }));
    submit(form);
    await vi.waitFor(() =>
      expect(root.querySelector("[role=status]")?.textContent).toBe("Thank You for Subscription !!"),
    );
    expect(fetchMock.mock.calls[0][0]).toBe("/api/forms/newsletter");
    expect(document.querySelector("#newsletter-email-error")).toBeNull();
    expect($<HTMLInputElement>("#newsletter-email").value).toBe("");

    $<HTMLInputElement>("#newsletter-email").value = "reader@example.com";
    fetchMock.mockResolvedValue(new Response("Too many", { status: 429 }));
    submit(form);
    await vi.waitFor(() => expect(root.querySelector("[role=alert]")?.textContent).toBe(clientMessages.rateLimited));
    expect(root.querySelector("[role=status]")).toBeNull();
    expect($<HTMLInputElement>("#newsletter-email").value).toBe("reader@example.com");
  });
});
