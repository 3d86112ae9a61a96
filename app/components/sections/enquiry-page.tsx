import type { ReactNode } from "react";
import { Link } from "react-router";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { Icon } from "#app/components/icons/icon";
import { EnquirySection } from "#app/components/sections/enquiry-section";
import { FeatureGrid, StepList } from "#app/components/sections/feature-grid";
import { PageHero } from "#app/components/sections/page-hero";
import { employerPagesFor, pagesFor } from "#app/content/localized";
import type { Benefit, Step } from "#app/content/types";
import { paragraphs } from "#app/lib/format";
import { englishOn, useLang, withNode } from "#app/lib/i18n";
import { site } from "#shared/content/site";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/**
 * The pages that explain one audience's offer and end with the enquiry form:
 * employers (/employes), freshers (/fresher) and freelance recruiters
 * (/freelance-recruiters). One page; what differs is the data below: the
 * hero's words, picture and two buttons, the intro, two sections (the first
 * tinted) and the line above the form.
 */

type Words = (inputs: Record<string, never>, options: { locale: Lang }) => string;
type Pages = ReturnType<typeof employerPagesFor>;
type KeyOf<T> = { [K in keyof Pages]: Pages[K] extends T ? K : never }[keyof Pages];

/** A hero button: a page of the site (localized), a place on this page (#enquiry), or another site. */
interface HeroButton {
  href: string;
  label: (lang: Lang) => ReactNode;
  external?: boolean;
}

/** A section's cards (FeatureGrid), numbered steps (StepList) or ticked tips, from the page's content. */
type SectionSpec = {
  id: string;
  eyebrow: Words;
  heading: Words;
  /** A link under the cards. */
  foot?: { to: string; label: Words };
} & (
  | { show: "features"; content: KeyOf<Benefit[]> }
  | { show: "steps"; content: KeyOf<Step[]> }
  | { show: "checks"; content: KeyOf<string[]> }
);

interface EnquiryPageSpec {
  hero: {
    eyebrow: (lang: Lang) => ReactNode;
    title: Words;
    lead: Words;
    image: { src: string; width: number; height: number };
    /** The accent button, then the light one. */
    buttons: [HeroButton, HeroButton];
  };
  intro: { id: string; heading: Words; content: KeyOf<string> };
  sections: [SectionSpec, SectionSpec];
  enquiryIntro: Words;
}

const say = (words: Words) => (lang: Lang) => words({}, { locale: lang });
const network = site.partnerSites[0];
const networkName = (lang: Lang) => <span lang={englishOn(lang)}>{network.name}</span>;

export const ENQUIRY_PAGES = {
  employers: {
    hero: {
      eyebrow: say(m.pages_employers_eyebrow),
      title: m.pages_employers_title,
      lead: m.pages_employers_lead,
      image: { src: "/images/hero.svg", width: 560, height: 440 },
      buttons: [
        { href: "#enquiry", label: say(m.pages_employers_request) },
        { href: "/services", label: say(m.pages_see_all_services) },
      ],
    },
    intro: { id: "employers-intro", heading: m.pages_employers_intro_heading, content: "employersIntro" },
    sections: [
      {
        id: "employers-offer",
        eyebrow: m.pages_employers_offer_eyebrow,
        heading: m.pages_employers_offer_heading,
        show: "features",
        content: "employersOffer",
        foot: { to: "/services", label: m.pages_employers_read_services },
      },
      {
        id: "employers-process",
        eyebrow: m.pages_employers_process_eyebrow,
        heading: m.pages_employers_process_heading,
        show: "steps",
        content: "employersProcess",
      },
    ],
    enquiryIntro: m.pages_employers_enquiry_intro,
  },
  fresher: {
    hero: {
      eyebrow: say(m.pages_fresher_eyebrow),
      title: m.pages_fresher_title,
      lead: m.pages_fresher_lead,
      image: { src: "/images/careers.svg", width: 560, height: 400 },
      buttons: [
        { href: "/job", label: say(m.pages_fresher_browse_jobs) },
        { href: "/upload", label: say(m.pages_fresher_submit_resume) },
      ],
    },
    intro: { id: "fresher-intro", heading: m.pages_fresher_intro_heading, content: "freshersIntro" },
    sections: [
      {
        id: "fresher-routes",
        eyebrow: m.pages_fresher_routes_eyebrow,
        heading: m.pages_fresher_routes_heading,
        show: "features",
        content: "freshersSections",
      },
      {
        id: "fresher-tips",
        eyebrow: m.pages_fresher_tips_eyebrow,
        heading: m.pages_fresher_tips_heading,
        show: "checks",
        content: "freshersTips",
      },
    ],
    enquiryIntro: m.pages_fresher_enquiry_intro,
  },
  freelance: {
    hero: {
      eyebrow: networkName,
      title: m.pages_freelance_title,
      lead: m.pages_freelance_lead,
      image: { src: "/images/careers.svg", width: 560, height: 400 },
      buttons: [
        {
          href: network.url,
          external: true,
          label: (lang) =>
            withNode((name) => m.pages_freelance_register({ name }, { locale: lang }), networkName(lang)),
        },
        { href: "#enquiry", label: say(m.pages_freelance_ask) },
      ],
    },
    intro: { id: "freelance-intro", heading: m.pages_freelance_intro_heading, content: "freelanceIntro" },
    sections: [
      {
        id: "freelance-steps",
        eyebrow: m.pages_freelance_steps_eyebrow,
        heading: m.pages_freelance_steps_heading,
        show: "steps",
        content: "freelanceSteps",
      },
      {
        id: "freelance-services",
        eyebrow: m.pages_freelance_services_eyebrow,
        heading: m.pages_freelance_services_heading,
        show: "features",
        content: "freelanceServices",
      },
    ],
    enquiryIntro: m.pages_freelance_enquiry_intro,
  },
} as const satisfies Record<string, EnquiryPageSpec>;

export type EnquiryPageName = keyof typeof ENQUIRY_PAGES;

type SectionContent =
  | { show: "features"; items: Benefit[] }
  | { show: "steps"; items: Step[] }
  | { show: "checks"; items: string[] };

/** What a page's loader hands its component: the copy in the page's language (no page carries another's). */
export interface EnquiryPageContent {
  intro: string[];
  sections: [SectionContent, SectionContent];
}

function sectionContent(spec: SectionSpec, page: Pages): SectionContent {
  switch (spec.show) {
    case "features":
      return { show: "features", items: page[spec.content] };
    case "steps":
      return { show: "steps", items: page[spec.content] };
    case "checks":
      return { show: "checks", items: page[spec.content] };
  }
}

/**
 * The copy an enquiry page reads in `lang`. Employers and freelance recruiters
 * are employer pages, written only in the languages with every page (English
 * for the others: shared/i18n/pages.ts); the freshers' page is a seeker page,
 * its copy in every language (issue 32).
 */
function copyOf(name: EnquiryPageName, lang: Lang): Pages {
  const every = employerPagesFor(lang);
  return name === "fresher" ? { ...every, ...pagesFor(lang) } : every;
}

/** The copy of one enquiry page in `lang` (its loader's answer). */
export function enquiryPageContent(name: EnquiryPageName, lang: Lang): EnquiryPageContent {
  const spec: EnquiryPageSpec = ENQUIRY_PAGES[name];
  const page = copyOf(name, lang);
  return {
    intro: paragraphs(page[spec.intro.content]),
    sections: [sectionContent(spec.sections[0], page), sectionContent(spec.sections[1], page)],
  };
}

function Button({ button, className, lang }: { button: HeroButton; className: string; lang: Lang }) {
  if (button.external) {
    return (
      <a href={button.href} target="_blank" rel="noopener noreferrer" className={className}>
        {button.label(lang)} <Icon name="external-link" />
        <span className="visually-hidden">{m.pages_opens_new_tab({}, { locale: lang })}</span>
      </a>
    );
  }
  if (button.href.startsWith("#")) {
    return (
      <a href={button.href} className={className}>
        {button.label(lang)}
      </a>
    );
  }
  return (
    <Link to={localizedPath(button.href, lang)} className={className}>
      {button.label(lang)}
    </Link>
  );
}

function SectionItems({ content }: { content: SectionContent }) {
  switch (content.show) {
    case "features":
      return <FeatureGrid items={content.items} />;
    case "steps":
      return <StepList steps={content.items} />;
    case "checks":
      return (
        <ul className="check-list">
          {content.items.map((tip) => (
            <li key={tip}>
              <Icon name="circle-check" />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      );
  }
}

/** Cards span the page with their heading centred; steps and tips read in a narrow column. */
function Section({ spec, content, tint }: { spec: SectionSpec; content: SectionContent; tint: boolean }) {
  const lang = useLang();
  const locale = { locale: lang };
  const wide = content.show === "features";
  return (
    <section className={tint ? "page-section page-section--tint" : "page-section"} aria-labelledby={spec.id}>
      <div className={wide ? "container" : "container container--narrow"}>
        <div className={wide ? "section-head section-head--center" : "section-head"}>
          <p className="eyebrow">{spec.eyebrow({}, locale)}</p>
          <h2 id={spec.id}>{spec.heading({}, locale)}</h2>
        </div>
        <SectionItems content={content} />
        {spec.foot ? (
          <div className="section-foot">
            <Link to={localizedPath(spec.foot.to, lang)} className="card-link card-link--center">
              {spec.foot.label({}, locale)} <Icon name="arrow-right" />
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** One enquiry page: `name` picks its words and layout, `content` is its loader's copy. */
export function EnquiryPage({ name, content }: { name: EnquiryPageName; content: EnquiryPageContent }) {
  const spec: EnquiryPageSpec = ENQUIRY_PAGES[name];
  const lang = useLang();
  const locale = { locale: lang };
  const [accent, light] = spec.hero.buttons;
  return (
    <>
      <PageHero
        eyebrow={spec.hero.eyebrow(lang)}
        title={spec.hero.title({}, locale)}
        lead={spec.hero.lead({}, locale)}
        image={spec.hero.image}
      >
        <div className="button-row">
          <Button button={accent} className="btn btn-accent" lang={lang} />
          <Button button={light} className="btn btn-ghost-light" lang={lang} />
        </div>
      </PageHero>
      <section className="page-section" aria-labelledby={spec.intro.id}>
        <div className="container container--narrow">
          <h2 id={spec.intro.id}>{spec.intro.heading({}, locale)}</h2>
          {content.intro.map((p) => (
            <p key={p.slice(0, 40)} className="prose-text">
              {p}
            </p>
          ))}
        </div>
      </section>
      <Section spec={spec.sections[0]} content={content.sections[0]} tint />
      <Section spec={spec.sections[1]} content={content.sections[1]} tint={false} />
      <EnquirySection intro={spec.enquiryIntro({}, locale)}>
        <EnquiryForm />
      </EnquirySection>
    </>
  );
}
