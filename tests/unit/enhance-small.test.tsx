import { fireEvent, screen } from "@testing-library/dom";
import { afterEach, expect, test } from "vitest";
import { CookieBanner } from "#app/components/layout/cookie-banner";
import { JoinNowMenu } from "#app/components/sections/join-now-menu";
import { OfficeMap } from "#app/components/sections/office-map";
import { enhance as enhanceCookies } from "#app/enhance/cookie-banner";
import { enhance as enhanceJoinNow } from "#app/enhance/join-now";
import { enhance as enhanceMap } from "#app/enhance/office-map";
import { serverRender } from "./server-markup";

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

test("cookie banner: sent hidden, shown until accepted, stays hidden once accepted", async () => {
  await serverRender(<CookieBanner />);
  const banner = document.querySelector<HTMLElement>(".cookie-banner");
  expect(banner?.hidden).toBe(true);
  enhanceCookies(banner as HTMLElement);
  expect(banner?.hidden).toBe(false);
  fireEvent.click(screen.getByRole("button", { name: "Accept" }));
  expect(banner?.hidden).toBe(true);
  expect(localStorage.getItem("cookiesAccepted")).toBe("true");

  await serverRender(<CookieBanner />);
  const again = document.querySelector<HTMLElement>(".cookie-banner") as HTMLElement;
  enhanceCookies(again);
  expect(again.hidden).toBe(true);
});

test("office map: a link without JavaScript, a button that inserts the embed with it", async () => {
  await serverRender(<OfficeMap name="Pune office" address="Baner Road, Pune" lat={18.5204} lon={73.8567} />);
  const root = document.querySelector<HTMLElement>("[data-enhance='office-map']") as HTMLElement;
  // The module loads on the first touch of the box, not with the page (decision 055).
  expect(root.dataset.enhanceOn).toBe("interaction");
  // Without JavaScript: the link, inside <noscript>, and the button hidden by public/noscript.css.
  // (jsdom runs no scripts, so it parses <noscript> as markup, as a browser without JavaScript does.)
  const link = root.querySelector<HTMLAnchorElement>("noscript a");
  expect(link?.href).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=18\.5204/);
  expect(link?.target).toBe("_blank");
  expect(link?.textContent?.trim()).toBe("Show map for Pune office, Baner Road, Pune (opens in a new tab)");
  const button = screen.getByRole("button", { name: "Show map for Pune office, Baner Road, Pune" });
  expect(button.classList.contains("js-only")).toBe(true);
  expect(root.querySelector("iframe")).toBeNull();

  enhanceMap(root);
  fireEvent.click(button);
  const frame = root.querySelector("iframe") as HTMLIFrameElement;
  expect(frame.src).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
  expect(frame.title).toBe("Map: Pune office, Baner Road, Pune");
  expect(document.activeElement).toBe(frame);
  const larger = screen.getByRole("link", { name: /View a larger map/ });
  expect(larger.getAttribute("target")).toBe("_blank");
  expect(larger.getAttribute("href")).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=18\.5204/);
});

test("join now: Escape and a click elsewhere close it; the openings entry moves focus to the section", async () => {
  await serverRender(
    <>
      <JoinNowMenu partnerUrl="https://partner.example" partnerName="Partner" />
      <section id="open-positions">
        <h2>Open positions</h2>
      </section>
    </>,
  );
  const details = document.querySelector("details") as HTMLDetailsElement;
  enhanceJoinNow(details);
  details.open = true;
  fireEvent.keyDown(document, { key: "Escape" });
  expect(details.open).toBe(false);
  expect(document.activeElement).toBe(details.querySelector("summary"));

  details.open = true;
  fireEvent.pointerDown(document.body);
  expect(details.open).toBe(false);

  details.open = true;
  const entry = screen.getByRole("link", { name: /Full-Time Employee/ });
  expect(entry.getAttribute("href")).toBe("#open-positions");
  fireEvent.click(entry);
  expect(details.open).toBe(false);
  expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Open positions" }));
});
