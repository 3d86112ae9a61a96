import { ChevronDown, ExternalLink } from "lucide-react";
import { Link } from "react-router";

interface JoinNowMenuProps {
  partnerUrl: string;
  partnerName: string;
}

/**
 * "Join Now": a disclosure (<details>) with two ways to join. Without
 * JavaScript it opens natively and the first entry is a plain
 * #open-positions link; app/enhance/join-now.ts makes the entry scroll
 * smoothly and the menu close on Escape or a click elsewhere.
 */
export function JoinNowMenu({ partnerUrl, partnerName }: JoinNowMenuProps) {
  return (
    <details className="join-menu" data-enhance="join-now">
      <summary className="btn btn-accent join-menu-toggle">
        Join Now <ChevronDown aria-hidden="true" className="join-menu-chevron" />
      </summary>
      <ul className="join-menu-list">
        <li>
          <a className="nav-item" href="#open-positions" data-scroll-to="open-positions">
            <span className="join-menu-label">Join as a Full-Time Employee</span>
            <span className="nav-item-desc">See our open positions</span>
          </a>
        </li>
        <li>
          <a className="nav-item" href={partnerUrl} target="_blank" rel="noopener noreferrer">
            <span className="join-menu-label">
              Join as a Freelance Recruiter <ExternalLink aria-hidden="true" />
            </span>
            <span className="nav-item-desc">Opens {partnerName} in a new tab</span>
          </a>
        </li>
        <li>
          <Link className="nav-item" to="/freelance-recruiters">
            <span className="join-menu-label">How freelancing with us works</span>
            <span className="nav-item-desc">Six steps from registration to payout</span>
          </Link>
        </li>
      </ul>
    </details>
  );
}
