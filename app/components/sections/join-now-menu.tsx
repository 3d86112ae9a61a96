import { ChevronDown, ExternalLink } from "lucide-react";
import { type MouseEvent, useEffect, useRef } from "react";
import { Link } from "react-router";

const SCROLL_OFFSET_PX = -80;
const SCROLL_DURATION_MS = 600;

function easeInOutCubic(t: number) {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls the window so `target` sits 80 px below the top, over 600 ms (at once with reduced motion). */
export function smoothScrollTo(target: HTMLElement) {
  const start = window.scrollY;
  const end = Math.max(0, target.getBoundingClientRect().top + start + SCROLL_OFFSET_PX);
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo({ top: end, behavior: "instant" });
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min((now - began) / SCROLL_DURATION_MS, 1);
    // "instant" so the page's CSS smooth scrolling does not fight each frame.
    window.scrollTo({ top: start + (end - start) * easeInOutCubic(t), behavior: "instant" });
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

interface JoinNowMenuProps {
  partnerUrl: string;
  partnerName: string;
}

/**
 * "Join Now": a disclosure (<details>) with two ways to join. Without
 * JavaScript it opens natively and the first entry is a plain
 * #open-positions link; with it, the entry scrolls smoothly and the menu
 * closes on Escape or a click elsewhere.
 */
export function JoinNowMenu({ partnerUrl, partnerName }: JoinNowMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointerDown = (e: PointerEvent) => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  function goToOpenings(event: MouseEvent<HTMLAnchorElement>) {
    const section = document.getElementById("open-positions");
    if (!section) return;
    event.preventDefault();
    if (ref.current) ref.current.open = false;
    smoothScrollTo(section);
    // Move keyboard and screen reader focus along with the view.
    const heading = section.querySelector<HTMLElement>("h2") ?? section;
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }

  return (
    <details ref={ref} className="join-menu">
      <summary className="btn btn-accent join-menu-toggle">
        Join Now <ChevronDown aria-hidden="true" className="join-menu-chevron" />
      </summary>
      <ul className="join-menu-list">
        <li>
          {/* biome-ignore lint/a11y/useValidAnchor: a real link to the section without JavaScript, enhanced with smooth scrolling */}
          <a href="#open-positions" onClick={goToOpenings}>
            <span className="join-menu-label">Join as a Full-Time Employee</span>
            <span className="join-menu-desc">See our open positions</span>
          </a>
        </li>
        <li>
          <a href={partnerUrl} target="_blank" rel="noopener noreferrer">
            <span className="join-menu-label">
              Join as a Freelance Recruiter <ExternalLink aria-hidden="true" />
            </span>
            <span className="join-menu-desc">Opens {partnerName} in a new tab</span>
          </a>
        </li>
        <li>
          <Link to="/freelance-recruiters">
            <span className="join-menu-label">How freelancing with us works</span>
            <span className="join-menu-desc">Six steps from registration to payout</span>
          </Link>
        </li>
      </ul>
    </details>
  );
}
