import { iconSprite } from "../icon-sprite.ts";
import { builtAsset } from "./built-asset.ts";

/**
 * Icons come from one cached sprite (decision 050), made from the icons
 * app/components/icons/names.ts lists; app/components/icons/sprite-url.ts
 * becomes its URL.
 */
export const iconSpriteAsset = () =>
  builtAsset({
    name: "kshitij:icon-sprite",
    placeholderModule: "/app/components/icons/sprite-url.ts",
    exportName: "ICON_SPRITE_URL",
    contentType: "image/svg+xml",
    stem: "icons",
    extension: "svg",
    make: iconSprite,
  });
