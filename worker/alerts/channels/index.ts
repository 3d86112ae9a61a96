import { emailChannel } from "./email";
import type { ChannelName } from "./names";
import { pushChannel } from "./push";
import type { AlertChannel } from "./types";
import { whatsappChannel } from "./whatsapp";

/** Every channel by name (decision 038): the digest, the stop links and the privacy code dispatch here. */
const CHANNELS: Record<ChannelName, AlertChannel> = {
  email: emailChannel,
  whatsapp: whatsappChannel,
  push: pushChannel,
};

export function channelOf(name: ChannelName): AlertChannel {
  return CHANNELS[name];
}
