/**
 * Where the icon sprite is served. A placeholder: every build (client and
 * server, and `react-router dev`) replaces this module with the sprite's
 * hashed URL under /assets/ (scripts/build/plugins/icon-sprite.ts), which is
 * cached for a year and shared by every page. Unbuilt (unit tests) it is this.
 */
export const ICON_SPRITE_URL: string = "/icons.svg";
