import type { FieldErrors, FormResult } from "#app/schemas/fields";
import { enhanceForm, statusElement } from "./form-core";
import { preloadToasts, showToast } from "./toast";
import type { Enhancer } from "./types";

type Check = (form: HTMLFormElement) => FieldErrors | Promise<FieldErrors>;

/** The browser half of each form's shared zod schema, loaded when the visitor starts on the form. */
const checks: Record<string, () => Promise<{ check: Check }>> = {
  enquiry: () => import("./form-check-enquiry"),
  resume: () => import("./form-check-resume"),
};

/**
 * The enquiry and resume forms (`data-enhance="form" data-form="<kind>"` on
 * the form card). Without JavaScript they post to the page's action; here
 * they are checked with the same zod schema as the server (loaded when the
 * visitor first focuses or submits the form, not with the page), sent to
 * POST /api/forms/<kind> (the same handler as the action), and the answer
 * shows as a toast (sonner, also loaded on first use).
 */
export const enhance: Enhancer = (root) => {
  const form = root.querySelector("form");
  const kind = root.dataset.form ?? "";
  const loadCheck = checks[kind];
  if (!form || !loadCheck) return;

  let check: Promise<{ check: Check }> | undefined;
  const loadChecks = () => {
    if (!check) {
      check = loadCheck();
      // Failed to load (offline): the next submit tries again, and the server checks anyway.
      check.catch(() => {
        check = undefined;
      });
    }
    return check;
  };
  const prepare = () => {
    loadChecks().catch(() => undefined);
    preloadToasts();
  };
  form.addEventListener("focusin", prepare, { once: true });
  form.addEventListener("pointerdown", prepare, { once: true });

  function showStatus(result: FormResult) {
    root.querySelector(":scope > .form-status")?.remove();
    root.insertBefore(statusElement(root, result), form);
  }

  enhanceForm(form, {
    url: `/api/forms/${kind}`,
    validate: async (f) => {
      preloadToasts();
      let module: { check: Check };
      try {
        module = await loadChecks();
      } catch {
        return {};
      }
      return module.check(f);
    },
    onResult: (result) => {
      // A status left by a submission without JavaScript is out of date now.
      root.querySelector(":scope > .form-status")?.remove();
      showToast(result.ok ? "success" : "error", result.ok ? result.message : result.error).catch(() =>
        // No toasts (their code did not load): the same message as a status line above the form.
        showStatus(result),
      );
    },
  });
};
