/**
 * Toasts for the forms, kept out of the page load: React, react-dom and
 * sonner (the toast library) load on the first toast, or earlier through
 * `preloadToasts()` when the visitor starts on a form, so they are ready when
 * the answer arrives.
 */
type View = typeof import("./toast-view");

let view: Promise<View> | undefined;

function load(): Promise<View> {
  if (!view) {
    view = import("./toast-view");
    // Failed to load (offline, a new deploy): the next toast tries again.
    view.catch(() => {
      view = undefined;
    });
  }
  return view;
}

/** Starts loading the toast code without showing anything. */
export function preloadToasts() {
  load().catch(() => undefined);
}

/** Shows a toast; rejects when the toast code cannot load, so the caller can show the message another way. */
export async function showToast(kind: "success" | "error", message: string): Promise<void> {
  (await load()).show(kind, message);
}
