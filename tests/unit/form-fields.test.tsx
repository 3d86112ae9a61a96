import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { type FormFields, SelectField, TextAreaField, TextField } from "#app/islands/forms/fields";

function formWith(over: Partial<FormFields> = {}): FormFields {
  return {
    idPrefix: "f",
    fields: { job: { required: true, maxLength: 120, pattern: "[^<>]*" }, note: { maxLength: 500 }, state: {} },
    errorsOf: () => undefined,
    values: {},
    ...over,
  };
}

function render(node: React.ReactNode): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(node);
  return host;
}

test("a text field carries its label, the schema's constraints and a prefill", () => {
  const host = render(
    <TextField form={formWith()} name="job" label="Job applied for" type="text" defaultValue="Nurse" />,
  );
  const input = host.querySelector("input")!;
  expect(host.querySelector("label")!.getAttribute("for")).toBe("f-job");
  expect(host.querySelector("label")!.textContent).toBe("Job applied for *");
  expect(input.id).toBe("f-job");
  expect(input.required).toBe(true);
  expect(input.maxLength).toBe(120);
  expect(input.getAttribute("pattern")).toBe("[^<>]*");
  expect(input.value).toBe("Nurse");
});

test("the value a failed submission came back with wins over the prefill, with its error tied to the input", () => {
  const form = formWith({ values: { job: "Driver" }, errorsOf: (n) => (n === "job" ? ["Too long."] : undefined) });
  const host = render(<TextField form={form} name="job" label="Job" hint="A title." defaultValue="Nurse" />);
  const input = host.querySelector("input")!;
  expect(input.value).toBe("Driver");
  expect(input.getAttribute("aria-invalid")).toBe("true");
  expect(input.getAttribute("aria-describedby")).toBe("f-job-hint f-job-error");
  expect(host.querySelector("#f-job-error")!.textContent).toBe("Too long.");
});

test("an optional select asks for a choice and keeps a returned value; a text area keeps its text", () => {
  const form = formWith({ values: { state: "Goa", note: "Hello" } });
  const select = render(
    <SelectField form={form} name="state" label="State" prompt="Select a state" options={["Goa", "Kerala"]} />,
  );
  expect(select.querySelector("label")!.textContent).toBe("State (optional)");
  expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["Select a state", "Goa", "Kerala"]);
  // The option the server marked selected (the select's value).
  expect(select.querySelector("option[selected]")?.textContent).toBe("Goa");
  const area = render(<TextAreaField form={form} name="note" label="Note" rows={4} />);
  expect(area.querySelector("textarea")!.textContent).toBe("Hello");
  expect(area.querySelector("textarea")!.maxLength).toBe(500);
});
