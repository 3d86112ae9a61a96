import { BriefcaseBusiness, Camera, CirclePlay, type LucideIcon, MessageCircle, ThumbsUp } from "lucide-react";
import { site } from "#shared/content/site";

export interface SocialLink {
  id: string;
  label: string;
  href: string;
  icon: LucideIcon;
}

/** The brand's social links, leaving out any without a configured target. */
export function socialLinks(): SocialLink[] {
  const { whatsapp, instagram, linkedin, facebook, youtube } = site.social;
  const links: SocialLink[] = [];
  if (whatsapp.number) {
    links.push({
      id: "whatsapp",
      label: "Chat with us on WhatsApp",
      href: `https://wa.me/${whatsapp.number}?text=${encodeURIComponent(whatsapp.greeting)}`,
      icon: MessageCircle,
    });
  }
  if (instagram) links.push({ id: "instagram", label: "Instagram", href: instagram, icon: Camera });
  if (linkedin) links.push({ id: "linkedin", label: "LinkedIn", href: linkedin, icon: BriefcaseBusiness });
  if (facebook) links.push({ id: "facebook", label: "Facebook", href: facebook, icon: ThumbsUp });
  if (youtube) links.push({ id: "youtube", label: "YouTube", href: youtube, icon: CirclePlay });
  return links;
}
