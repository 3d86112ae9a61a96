import { socialLinks } from "./social-links";

const SHOWN = new Set(["whatsapp", "instagram", "linkedin"]);

/** The vertical bar of chat and social links at the right edge. */
export function FloatingSocial() {
  const links = socialLinks().filter((l) => SHOWN.has(l.id));
  if (links.length === 0) return null;
  return (
    <nav className="floating-social" aria-label="Chat and social">
      <ul>
        {links.map((l) => (
          <li key={l.id}>
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${l.label} (opens in a new tab)`}
              title={l.label}
              data-variant={l.id}
            >
              <l.icon aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
