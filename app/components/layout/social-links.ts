import type { IconName } from "#app/components/icons/names";
import { site } from "#shared/content/site";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

export interface SocialLink {
  id: string;
  /** The link's name in a language (brand names are the same in both). */
  label: (lang: Lang) => string;
  href: string;
  icon: IconName;
}

/** The brand's social links, leaving out any without a configured target. */
export function socialLinks(): SocialLink[] {
  const { whatsapp, instagram, linkedin, facebook, youtube } = site.social;
  const links: SocialLink[] = [];
  if (whatsapp.number) {
    links.push({
      id: "whatsapp",
      label: (lang) => m.shell_social_whatsapp({}, { locale: lang }),
      href: `https://wa.me/${whatsapp.number}?text=${encodeURIComponent(whatsapp.greeting)}`,
      icon: "message-circle",
    });
  }
  if (instagram) links.push({ id: "instagram", label: () => "Instagram", href: instagram, icon: "camera" });
  if (linkedin) links.push({ id: "linkedin", label: () => "LinkedIn", href: linkedin, icon: "briefcase-business" });
  if (facebook) links.push({ id: "facebook", label: () => "Facebook", href: facebook, icon: "thumbs-up" });
  if (youtube) links.push({ id: "youtube", label: () => "YouTube", href: youtube, icon: "circle-play" });
  return links;
}
