import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow?: ReactNode;
  title: string;
  lead?: string;
  /**
   * Artwork on the right from 1024 px; hidden on phones, and lazy so that a
   * phone never loads it (fetched hidden, it sat on the path to LCP: issue 29).
   */
  image?: { src: string; width: number; height: number };
  children?: ReactNode;
}

/** The banner at the top of a content page, holding the page's one h1. */
export function PageHero({ eyebrow, title, lead, image, children }: PageHeroProps) {
  return (
    <header className={image ? "page-hero page-hero--art" : "page-hero"}>
      <div className="container page-hero-inner">
        <div className="page-hero-copy">
          {eyebrow ? <p className="eyebrow eyebrow--light">{eyebrow}</p> : null}
          <h1>{title}</h1>
          {lead ? <p className="page-hero-lead">{lead}</p> : null}
          {children}
        </div>
        {image ? (
          <img
            className="page-hero-art"
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            loading="lazy"
          />
        ) : null}
      </div>
    </header>
  );
}
