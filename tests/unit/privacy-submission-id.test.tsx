import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { enhance as enhanceForm } from "#app/enhance/form";
import { submissionIdSchema } from "#app/schemas/fields";
import { serverRender } from "./server-markup";

vi.mock("#app/enhance/toast", () => ({
  preloadToasts: vi.fn(),
  showToast: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

function fill() {
  const set = (selector: string, value: string) => {
    const el = document.querySelector<HTMLInputElement>(selector);
    if (!el) throw new Error(`no ${selector}`);
    el.value = value;
  };
  set("#enquiry-name", "Asha Kulkarni");
  set("#enquiry-email", "asha@example.com");
  set("#enquiry-enquire", "payroll-management");
}

/** The submission id of the nth request the form sent. */
function sentId(n: number) {
  const body = fetchMock.mock.calls[n]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`request ${n} has no form body`);
  return body.get("submission_id");
}

test("one fill keeps its submission id across retries and the next fill gets a new one", async () => {
  await serverRender(<EnquiryForm />, "http://localhost/contact");
  const root = document.querySelector<HTMLElement>("[data-enhance]");
  const form = root?.querySelector("form");
  if (!root || !form) throw new Error("no form");
  // The server renders no id: a prerendered page would give everyone the same one.
  expect(form.querySelector('[name="submission_id"]')).toBeNull();
  enhanceForm(root);
  const submit = () => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

  fetchMock.mockResolvedValueOnce(json(503, { error: "Failed to send message. Please try again later." }));
  fill();
  submit();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await vi.waitFor(() => expect(form.querySelector<HTMLButtonElement>(".submit-button")?.disabled).toBe(false));

  fetchMock.mockResolvedValueOnce(
    json(201, { ok: true, message: "Your message has been sent successfully!", id: "x" }),
  );
  submit();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  await vi.waitFor(() => expect(form.querySelector<HTMLInputElement>("#enquiry-name")?.value).toBe(""));

  fetchMock.mockResolvedValueOnce(
    json(201, { ok: true, message: "Your message has been sent successfully!", id: "y" }),
  );
  fill();
  submit();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));

  const [first, retry, next] = [sentId(0), sentId(1), sentId(2)];
  expect(submissionIdSchema.parse(first)).toBe(first);
  expect(retry).toBe(first);
  expect(next).not.toBe(first);
  expect(submissionIdSchema.parse(next)).toBe(next);
});
