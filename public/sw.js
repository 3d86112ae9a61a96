/*
 * The site's service worker (issue 30): job alert notifications only.
 * Registered by app/enhance/push-alert.ts when a seeker presses "Notify me
 * on this phone", never on page load. It has no fetch handler: pages and
 * files keep coming from the network and the edge cache, never from here.
 *
 * A push carries one notification as JSON, in the alert's language
 * (worker/alerts/channels/push.ts): {title, body, url, lang, tag, stop:
 * {label, done, id}}. A tap opens the search; the Stop action
 * deletes the alert (DELETE /api/alerts/push with this browser's endpoint).
 */
// A new version takes over at once, and the page that asked for it is one of its clients, so a tap
// on a notification can reuse that tab. (No fetch handler: being a client changes nothing else.)
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Kshitij Talent Partners";
  const options = {
    body: typeof data.body === "string" ? data.body : "",
    tag: typeof data.tag === "string" ? data.tag : "job-alert",
    lang: typeof data.lang === "string" ? data.lang : "en",
    icon: "/favicon.svg",
    data: { url: data.url, stop: data.stop },
    actions: data.stop && typeof data.stop.label === "string" ? [{ action: "stop", title: data.stop.label }] : [],
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Only our own pages are opened from a notification. */
function ownUrl(value) {
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

async function stopAlert(notification) {
  const stop = notification.data?.stop;
  const subscription = await self.registration.pushManager.getSubscription();
  if (!stop || !subscription) return;
  const res = await fetch("/api/alerts/push", {
    method: "DELETE",
    headers: { "Content-Type": "application/json" },
    // The alert's id; notifications sent before ids were carried name its search instead.
    body: JSON.stringify(
      typeof stop.id === "string"
        ? { endpoint: subscription.endpoint, id: stop.id }
        : { endpoint: subscription.endpoint, query: stop.query, location: stop.location },
    ),
  });
  if (res.ok && typeof stop.done === "string") {
    await self.registration.showNotification(stop.done, { tag: notification.tag, lang: notification.lang });
  }
}

self.addEventListener("notificationclick", (event) => {
  const notification = event.notification;
  notification.close();
  if (event.action === "stop") {
    event.waitUntil(stopAlert(notification));
    return;
  }
  const url = ownUrl(notification.data?.url);
  if (url) event.waitUntil(openSearch(url));
});

/** An open tab of the site goes to the search (and comes forward); else a new one opens. */
async function openSearch(url) {
  const windows = await self.clients.matchAll({ type: "window" });
  const tab = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (!tab) return self.clients.openWindow(url);
  try {
    await tab.navigate(url);
  } catch {
    return self.clients.openWindow(url);
  }
  try {
    await tab.focus();
  } catch {
    // Bringing a tab forward needs the tap's permission; the page has gone to the search anyway.
  }
}
