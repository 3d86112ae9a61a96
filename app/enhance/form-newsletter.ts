import { messages } from "#app/schemas/limits";
import { enhanceForm, statusElement } from "./form-core";
import type { Enhancer } from "./types";

/**
 * The one field checked with its native constraints (built from the same
 * limits as the schema), so zod need not load on every page; the API checks
 * it with the full newsletter schema.
 */
function check(form: HTMLFormElement): Record<string, string[]> {
  const input = form.elements.namedItem("user_email");
  if (!(input instanceof HTMLInputElement) || input.checkValidity()) return {};
  return { user_email: [input.validity.valueMissing ? "Please enter your e-mail address" : messages.email] };
}

/**
 * The footer sign-up, on every page. Without JavaScript it posts to
 * /newsletter, which shows the result as a page; here it is sent to
 * POST /api/forms/newsletter and the result shows next to the field (field
 * errors under it, anything else as the status line).
 */
export const enhance: Enhancer = (root) => {
  const form = root.querySelector("form");
  const status = root.querySelector<HTMLElement>("[data-form-status]");
  if (!form || !status) return;
  enhanceForm(form, {
    url: "/api/forms/newsletter",
    validate: check,
    onInvalid: () => status.replaceChildren(),
    onResult: (result) => {
      const underField = !result.ok && !!result.fields?.user_email?.length;
      status.replaceChildren(...(underField ? [] : [statusElement(root, result)]));
    },
  });
};
