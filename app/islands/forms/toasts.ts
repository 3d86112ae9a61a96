import { type ComponentType, useState } from "react";
import type { Lang } from "#shared/i18n/lang";
import type { FormResult } from "#shared/schemas/fields";
import { type IslandFormOptions, useIslandForm } from "./use-island-form";

type ToastModule = typeof import("./toaster");

/**
 * Toasts for a form island, loaded when the visitor first submits (in
 * parallel with the request), not when the island hydrates: sonner is
 * needed only for an answer, and a visitor who never submits never pays
 * for it. The toasts' own words (the close button) are in the page's
 * language; the answer is already. `show` resolves false when the toast code cannot load (offline,
 * a new deploy), so the island shows the answer another way.
 */
export function useToasts(lang: Lang) {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const load = (): Promise<ToastModule> =>
    import("./toaster").then((module) => {
      setToaster(() => module.toasterIn(lang));
      return module;
    });
  return {
    Toaster,
    /** Starts loading the toasts without waiting for them. */
    preload: () => {
      load().catch(() => undefined);
    },
    show: async (answer: FormResult): Promise<boolean> => {
      try {
        (await load()).showAnswer(answer);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * A form island that answers with a toast (the enquiry and the resume): the
 * toasts start loading as it sends; if they cannot load, the answer shows as
 * the form's status line instead. `Toaster` is for app/islands/forms/parts.tsx's
 * FormCard to draw once loaded.
 */
export function useToastedForm(options: Omit<IslandFormOptions, "onSend" | "onAnswer">) {
  const toasts = useToasts(options.lang);
  const state = useIslandForm({
    ...options,
    onSend: toasts.preload,
    onAnswer: (answer) => {
      void toasts.show(answer).then((shown) => {
        if (!shown) state.setStatus(answer);
      });
    },
  });
  return { ...state, Toaster: toasts.Toaster };
}
