/**
 * Save and Share on job cards and job pages (issue 17), in plain DOM code:
 * a page can show dozens of cards, and a React island per card would cost a
 * hydration each (docs/decisions/018-share-and-save-without-islands.md).
 * Loaded by app/enhance/saved-count.ts, which forwards every click on a
 * control here; the markup is app/components/jobs/job-actions.tsx.
 */
import { toggleSavedJob } from "#app/lib/saved-jobs";
import { mailtoHref, type ShareableJob, shareHeadline, whatsappHref } from "#app/lib/share";
import { isLang, type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { loadWords } from "../islands/words";
import { cardJob, jobIdOf } from "./card-job";
import { start as startPressing } from "./saved-press";

/** This module's words in the page's language (decision 030): app/enhance/saved-count.ts waits for them. */
export const wordsReady = loadWords("job-actions");

/** The page's language, from `<html lang>` ("hi-IN" on /hi pages): what the toasts and the share menu say. */
function pageLang(): Lang {
  const code = document.documentElement.lang.toLowerCase().split("-")[0];
  return isLang(code) ? code : "en";
}

let started = false;
let toastEl: HTMLElement | null = null;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

const canShare = () => typeof navigator.share === "function";

export function start() {
  if (started) return;
  started = true;
  // One live region for every confirmation, there before its first message so it is announced.
  toastEl = document.createElement("div");
  toastEl.className = "action-toast";
  toastEl.setAttribute("role", "status");
  document.body.appendChild(toastEl);
  // Save buttons follow the stored list (a save here fires the change event it listens to).
  startPressing();
  // The job page: the browser's share sheet replaces the links where there is one.
  if (canShare()) {
    for (const button of document.querySelectorAll<HTMLElement>("[data-share-native]")) {
      button.hidden = false;
      const links = button.parentElement?.querySelector<HTMLElement>(".job-share-links");
      if (links) links.hidden = true;
    }
  }
}

function toast(message: string) {
  if (!toastEl) return;
  const el = toastEl;
  el.textContent = message;
  el.dataset.open = "";
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    delete el.dataset.open;
    el.textContent = "";
  }, 4000);
}

/** The job a control acts on: the job page's share bar says it (`data-title` …), a card shows it (./card-job.ts). */
function jobOf(el: HTMLElement, url: string): ShareableJob {
  const bar = el.closest<HTMLElement>("[data-title]");
  if (!bar) return { ...cardJob(el), url };
  const data = bar.dataset;
  return { title: data.title ?? "", company: data.company ?? "", city: data.city ?? "", url };
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API, or it was refused: the older way, through a selection.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "visually-hidden";
    document.body.appendChild(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    area.remove();
    return copied;
  }
}

async function copyLink(url: string) {
  const locale = { locale: pageLang() };
  toast((await copy(url)) ? m.jobs_toast_copied({}, locale) : m.jobs_toast_copy_failed({ url }, locale));
}

/** The browser's share sheet; false when it failed for a reason other than the visitor closing it. */
async function shareNatively(job: ShareableJob): Promise<boolean> {
  try {
    const headline = shareHeadline(job, pageLang());
    await navigator.share({ title: headline, text: headline, url: job.url });
  } catch (error) {
    return error instanceof DOMException && error.name === "AbortError";
  }
  return true;
}

// --- the card's share menu: one at a time, built when opened, at the end of <body> so no card clips it

let menu: { panel: HTMLElement; button: HTMLElement; cleanup: () => void } | null = null;

function closeMenu(returnFocus: boolean) {
  if (!menu) return;
  const { panel, button, cleanup } = menu;
  menu = null;
  cleanup();
  panel.remove();
  button.setAttribute("aria-expanded", "false");
  if (returnFocus) button.focus();
}

function menuItem(tag: "a" | "button", label: string) {
  const el = document.createElement(tag);
  el.className = "share-menu-item";
  el.textContent = label;
  return el;
}

function openMenu(button: HTMLElement, job: ShareableJob) {
  const lang = pageLang();
  const locale = { locale: lang };
  const panel = document.createElement("div");
  panel.className = "share-menu";
  panel.id = "share-menu";
  panel.setAttribute("role", "group");
  // Named like the Share that opened it: its word and the card's title, which stays in its element (marked English on a Hindi page).
  panel.setAttribute("aria-labelledby", button.getAttribute("aria-labelledby") ?? "");
  const whatsapp = menuItem("a", "WhatsApp") as HTMLAnchorElement;
  whatsapp.href = whatsappHref(job, lang);
  whatsapp.target = "_blank";
  whatsapp.rel = "noopener noreferrer";
  const mail = menuItem("a", m.jobs_share_email({}, locale)) as HTMLAnchorElement;
  mail.href = mailtoHref(job, lang);
  const copyButton = menuItem("button", m.jobs_share_copy_link({}, locale)) as HTMLButtonElement;
  copyButton.type = "button";
  for (const item of [whatsapp, mail, copyButton]) panel.appendChild(item);
  document.body.appendChild(panel);

  const rect = button.getBoundingClientRect();
  const left = Math.max(8, Math.min(rect.left, document.documentElement.clientWidth - panel.offsetWidth - 8));
  // Below the button, or above it when the screen has no room below (a card at the bottom of a phone).
  const below = rect.bottom + 4 + panel.offsetHeight <= window.innerHeight || rect.top < panel.offsetHeight + 4;
  const top = below ? rect.bottom + 4 : rect.top - 4 - panel.offsetHeight;
  panel.style.top = `${top + window.scrollY}px`;
  panel.style.left = `${left + window.scrollX}px`;
  button.setAttribute("aria-expanded", "true");
  button.setAttribute("aria-controls", panel.id);

  const items = [whatsapp, mail, copyButton];
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === "Tab" && panel.contains(document.activeElement)) {
      // Past either end the menu closes and focus goes back to Share, where it opened.
      const last = event.shiftKey ? items[0] : items[items.length - 1];
      if (document.activeElement === last) {
        event.preventDefault();
        closeMenu(true);
      }
    }
  };
  const onPointer = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!panel.contains(target) && !button.contains(target)) closeMenu(false);
  };
  const onClick = (event: MouseEvent) => {
    if (event.target === copyButton) {
      void copyLink(job.url);
      closeMenu(true);
    } else if (event.target === whatsapp || event.target === mail) {
      // After the link has been followed: a link taken out of the page mid-click may not be.
      setTimeout(() => closeMenu(false));
    }
  };
  const onResize = () => closeMenu(false);
  document.addEventListener("keydown", onKey);
  document.addEventListener("pointerdown", onPointer);
  panel.addEventListener("click", onClick);
  window.addEventListener("resize", onResize);
  menu = {
    panel,
    button,
    cleanup: () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("resize", onResize);
    },
  };
  whatsapp.focus();
}

function toggleSave(button: HTMLElement) {
  const { title, company, city } = jobOf(button, "");
  const outcome = toggleSavedJob({ id: jobIdOf(button), title, company, city });
  const locale = { locale: pageLang() };
  const messages = {
    saved: m.jobs_toast_saved,
    removed: m.jobs_toast_removed,
    full: m.jobs_toast_full,
    failed: m.jobs_toast_save_failed,
  } as const;
  toast(messages[outcome]({}, locale));
}

/** Every click on a control, forwarded by app/enhance/saved-count.ts. */
export function handleClick(control: HTMLElement) {
  start();
  if (control.dataset.save !== undefined) return toggleSave(control);
  if (control.dataset.copy !== undefined) return void copyLink(control.dataset.copy);
  if (control.dataset.shareNative !== undefined) {
    const page = control.closest<HTMLElement>("[data-share-page]");
    if (!page) return;
    void shareNatively(jobOf(page, page.dataset.url ?? location.href)).then((ok) => {
      if (ok) return;
      // Shown instead: the plain links.
      const links = page.querySelector<HTMLElement>(".job-share-links");
      if (links) links.hidden = false;
      toast(m.jobs_toast_share_failed({}, { locale: pageLang() }));
    });
    return;
  }
  if (control.dataset.share !== undefined) {
    // The job page in this page's language: a Hindi card shares the Hindi page.
    const path = localizedPath(`/jobdetails/${jobIdOf(control)}`, pageLang());
    const job = jobOf(control, new URL(path, location.origin).href);
    if (menu?.button === control) return closeMenu(true);
    closeMenu(false);
    if (!canShare()) return openMenu(control, job);
    void shareNatively(job).then((ok) => {
      if (!ok) openMenu(control, job);
    });
  }
}
