/**
 * "Notify me on this phone" (issue 30): loaded by app/enhance/main.ts only
 * when the seeker reaches for the button (app/components/jobs/job-alert-form.tsx).
 * Asks for notification permission, registers the service worker (/sw.js,
 * push and notification clicks only), subscribes with the site's VAPID key
 * and posts the subscription with the search to /api/alerts/push. Its words
 * are the button's data attributes, rendered in the page's language.
 */

/** The VAPID public key (URL-safe base64) as the bytes PushManager.subscribe wants. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const bin = atob(key.replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const busy = new WeakSet<HTMLElement>();

/** Shows the API's own words about the subscription (too many alerts on this phone, one it cannot use); false when it has none. */
async function told(res: Response, status: HTMLElement | null | undefined): Promise<boolean> {
  const body = (await res.json().catch(() => null)) as { fields?: { subscription?: unknown[] } } | null;
  const text = body?.fields?.subscription?.[0];
  if (typeof text !== "string" || !status) return false;
  status.textContent = text;
  return true;
}

export async function subscribe(button: HTMLButtonElement) {
  if (busy.has(button)) return;
  const status = button.parentElement?.querySelector<HTMLElement>("[data-push-status]");
  const say = (name: "msgWorking" | "msgOn" | "msgDenied" | "msgUnsupported" | "msgFailed") => {
    if (status) status.textContent = button.dataset[name] ?? "";
  };
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    say("msgUnsupported");
    return;
  }
  busy.add(button);
  button.setAttribute("aria-disabled", "true");
  say("msgWorking");
  try {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      say("msgDenied");
      return;
    }
    const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(button.dataset.key ?? ""),
      }));
    const res = await fetch("/api/alerts/push", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        subscription: subscription.toJSON(),
        query: button.dataset.query ?? "",
        location: button.dataset.location ?? "",
        frequency: "daily",
        lang: button.dataset.lang ?? "en",
      }),
    });
    if (res.ok) say("msgOn");
    else if (!(await told(res, status))) say("msgFailed");
  } catch (error) {
    console.error("Push alert could not be set up:", error);
    say("msgFailed");
  } finally {
    busy.delete(button);
    button.removeAttribute("aria-disabled");
  }
}
