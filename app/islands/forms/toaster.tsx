import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Toaster, toast } from "sonner";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { FormResult } from "#shared/schemas/fields";

/** A form's answer as a toast: success for 3 s, an error for 4 s. */
export function showAnswer(answer: FormResult) {
  if (answer.ok) toast.success(answer.message, { duration: 3000 });
  else toast.error(answer.error, { duration: 4000 });
}

/**
 * The toasts of a form island: sonner's Toaster, rendered by the island once
 * this module has loaded (app/islands/forms/toasts.ts: on the first submit,
 * so the server's markup has none), at the end of the body so no card's
 * layout can clip it. Top-right, below the sticky header.
 */
export function IslandToaster({ lang = "en" }: { lang?: Lang }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);
  if (!host) return null;
  return createPortal(
    <Toaster
      position="top-right"
      duration={3000}
      richColors
      closeButton
      containerAriaLabel={m.forms_notifications({}, { locale: lang })}
      toastOptions={{ closeButtonAriaLabel: m.forms_close_toast({}, { locale: lang }) }}
      offset={{ top: "5rem", right: "1rem" }}
      mobileOffset={{ top: "4.75rem", right: "0.75rem", left: "0.75rem" }}
    />,
    host,
  );
}

/** The toaster for a page in `lang`, as a component without props (what an island renders). */
export function toasterIn(lang: Lang) {
  return function LocalToaster() {
    return <IslandToaster lang={lang} />;
  };
}
