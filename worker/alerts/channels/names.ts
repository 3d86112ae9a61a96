/** The channels an alert can come by (migration 0012's CHECK); each has a module in this folder. */
export const CHANNEL_NAMES = ["email", "whatsapp", "push"] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];
