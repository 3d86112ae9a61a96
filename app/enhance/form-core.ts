/**
 * What every enhanced form shares: the pending button, field errors in the
 * markup the server renders for a submission without JavaScript, and sending
 * the form to the JSON API. No zod and no React here: the footer newsletter,
 * on every page, uses this too.
 */
import type { FieldErrors, FormResult } from "#app/schemas/fields";
import { SUBMISSION_ID_FIELD } from "#app/schemas/limits";

/**
 * A new id for one fill of a form. Sent with every try of that fill, so the
 * server stores and mails a double submit or a retry once. randomUUID needs
 * a secure context; plain http on a local network falls back to random bytes.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Answers for failures that never reach the form handler (no network, a proxy's
 * 413 or 429 page). The same words as the server's (tests/unit/form-enhance.test.tsx
 * checks): UNEXPECTED_ERROR in app/schemas/fields.ts, formMessages in
 * worker/forms/request.ts; copied so that this module stays free of zod.
 */
export const clientMessages = {
  unexpected: "An error occurred. Please try again.",
  tooLarge: "Your submission is too large. A resume can be at most 5 MB.",
  rateLimited: "Too many submissions from your connection. Please wait a minute and try again.",
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

function fieldErrorsFrom(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const fields: FieldErrors = {};
  for (const [name, list] of Object.entries(value)) {
    if (Array.isArray(list)) fields[name] = list.filter((m): m is string => typeof m === "string");
  }
  return fields;
}

/**
 * Sends `body` to `url` (POST /api/forms/{kind}, the same handler as the page's
 * action) and reads its JSON answer. Never throws: a network failure or an
 * answer that is not the API's becomes an error with a message to show.
 */
export async function sendForm(url: string, body: FormData): Promise<FormResult> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, error: clientMessages.unexpected };
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  if (response.ok && isRecord(answer) && answer.ok === true && typeof answer.message === "string") {
    return { ok: true, message: answer.message };
  }
  const fallback =
    response.status === 413
      ? clientMessages.tooLarge
      : response.status === 429
        ? clientMessages.rateLimited
        : clientMessages.unexpected;
  const error = isRecord(answer) && typeof answer.error === "string" && answer.error ? answer.error : fallback;
  const fields = isRecord(answer) ? fieldErrorsFrom(answer.fields) : undefined;
  return fields ? { ok: false, error, fields } : { ok: false, error };
}

/** A copy of one of the icons the server put in the form's `<template data-form-icons>` (in the form or its card). */
export function icon(root: HTMLElement, name: "error" | "ok"): Node | null {
  const template =
    root.querySelector<HTMLTemplateElement>("template[data-form-icons]") ??
    root.closest("[data-enhance]")?.querySelector<HTMLTemplateElement>("template[data-form-icons]");
  return template?.content.querySelector(`[data-icon="${name}"]`)?.cloneNode(true) ?? null;
}

/** The named controls of a form that can carry an error (not buttons, not the honeypot). */
function controls(form: HTMLFormElement) {
  const found: (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] = [];
  for (const el of form.elements) {
    if (
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) &&
      el.name !== "" &&
      el.id !== "" &&
      !el.closest(".form-trap")
    ) {
      found.push(el);
    }
  }
  return found;
}

/**
 * Shows `errors` (field name to messages) exactly as the server renders them
 * (components/forms/form-parts.tsx): `field--invalid` on the field, the
 * message in `#{id}-error` right below, `aria-invalid` and
 * `aria-describedby` (hint, then error) on the control. Fields without an
 * error are cleared.
 */
export function showFieldErrors(form: HTMLFormElement, errors: FieldErrors) {
  for (const control of controls(form)) {
    const messages = errors[control.name]?.filter(Boolean) ?? [];
    const field = control.closest<HTMLElement>("[data-field]");
    const errorId = `${control.id}-error`;
    form.querySelector(`[id="${errorId}"]`)?.remove();
    const hintId = `${control.id}-hint`;
    const hasHint = !!form.querySelector(`[id="${hintId}"]`);
    const describedBy = [hasHint ? hintId : "", messages.length ? errorId : ""].filter(Boolean).join(" ");
    if (describedBy) control.setAttribute("aria-describedby", describedBy);
    else control.removeAttribute("aria-describedby");
    if (messages.length) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
    if (field?.classList.contains("field")) field.classList.toggle("field--invalid", messages.length > 0);
    if (!messages.length || !field) continue;
    const p = document.createElement("p");
    p.className = "field-error";
    p.id = errorId;
    const svg = icon(form, "error");
    if (svg) p.appendChild(svg);
    const text = document.createElement("span");
    text.textContent = messages.join(" ");
    p.appendChild(text);
    field.appendChild(p);
  }
}

/** Moves focus to the first control with an error; true when there was one. */
export function focusFirstInvalid(form: HTMLFormElement): boolean {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
  return !!first;
}

/** A status line like the server's `FormStatus`: role=status for success, role=alert for an error. */
export function statusElement(root: HTMLElement, result: FormResult): HTMLElement {
  const p = document.createElement("p");
  p.className = `form-status form-status--${result.ok ? "ok" : "error"}`;
  p.setAttribute("role", result.ok ? "status" : "alert");
  const svg = icon(root, result.ok ? "ok" : "error");
  if (svg) p.appendChild(svg);
  const text = document.createElement("span");
  text.textContent = result.ok ? result.message : result.error;
  p.appendChild(text);
  return p;
}

/** While pending the submit button is disabled and reads 'Submitting...' (both labels are in its markup). */
export function setPending(form: HTMLFormElement, pending: boolean) {
  for (const button of form.querySelectorAll<HTMLButtonElement>(".submit-button")) {
    button.disabled = pending;
    button.setAttribute("aria-disabled", String(pending));
    const label = button.querySelector<HTMLElement>(".submit-label");
    const busy = button.querySelector<HTMLElement>(".submit-pending");
    if (label && busy) {
      label.hidden = pending;
      busy.hidden = !pending;
    }
  }
}

/**
 * Empties the form after a success. `reset()` alone would bring back the
 * values the server rendered after a failed submission without JavaScript.
 */
export function clearForm(form: HTMLFormElement) {
  for (const el of form.elements) {
    if (el instanceof HTMLTextAreaElement) el.defaultValue = "";
    else if (el instanceof HTMLInputElement) {
      if (el.type === "checkbox" || el.type === "radio") el.removeAttribute("checked");
      else if (el.type !== "file" && el.type !== "submit" && el.type !== "button" && el.type !== "hidden") {
        el.defaultValue = "";
      }
    } else if (el instanceof HTMLSelectElement) {
      // Back to the "Select a state" prompt (disabled, so it must be selected explicitly).
      for (const option of el.options) option.toggleAttribute("selected", option.value === "");
    }
  }
  form.reset();
}

export interface EnhanceFormOptions {
  /** Where the form is sent with JavaScript: POST /api/forms/{kind}. */
  url: string;
  /** The browser's check: field errors, empty when the form may be sent. */
  validate: (form: HTMLFormElement) => FieldErrors | Promise<FieldErrors>;
  /** Shows an answer (toast or status line); field errors are already shown. */
  onResult: (result: FormResult) => void;
  /** Called when the browser's check found errors (they are shown and focused). */
  onInvalid?: () => void;
}

/**
 * Takes over a server-rendered form: the browser checks it (errors under the
 * fields, focus on the first), sends it with fetch while the button shows
 * 'Submitting...' (a second submit is ignored), shows server field errors the
 * same way and empties the form after a success. Nothing typed is cleared on
 * any failure.
 */
export function enhanceForm(form: HTMLFormElement, options: EnhanceFormOptions) {
  form.noValidate = true;
  let busy = false;
  // One id per fill: kept across failed tries, replaced once the fill is accepted.
  let submissionId = newSubmissionId();
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    setPending(form, true);
    let result: FormResult | undefined;
    try {
      const errors = await options.validate(form);
      showFieldErrors(form, errors);
      if (focusFirstInvalid(form)) {
        options.onInvalid?.();
        return;
      }
      const body = new FormData(form);
      body.set(SUBMISSION_ID_FIELD, submissionId);
      result = await sendForm(options.url, body);
      showFieldErrors(form, result.ok ? {} : (result.fields ?? {}));
      if (result.ok) {
        clearForm(form);
        submissionId = newSubmissionId();
      }
    } catch (error) {
      console.error("form submission failed", error);
      result = { ok: false, error: clientMessages.unexpected };
    } finally {
      busy = false;
      setPending(form, false);
    }
    options.onResult(result);
    if (!result.ok) focusFirstInvalid(form);
  });
}
