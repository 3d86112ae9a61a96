import { Icon } from "#app/components/icons/icon";
import { useLang } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";
import { socialLinks } from "./social-links";

const SHOWN = new Set(["whatsapp", "instagram", "linkedin"]);

/** The vertical bar of chat and social links at the right edge. */
export function FloatingSocial() {
  const lang = useLang();
  const links = socialLinks().filter((l) => SHOWN.has(l.id));
  if (links.length === 0) return null;
  return (
    <nav className="floating-social" aria-label={m.shell_social_region({}, { locale: lang })}>
      <ul>
        {links.map((l) => (
          <li key={l.id}>
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${l.label(lang)}${m.shell_new_tab({}, { locale: lang })}`}
              title={l.label(lang)}
              data-variant={l.id}
            >
              <Icon name={l.icon} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
