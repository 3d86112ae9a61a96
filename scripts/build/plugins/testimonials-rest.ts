import { testimonialsRest } from "../../../app/content/testimonials-rest.ts";
import { builtAsset } from "./built-asset.ts";

/**
 * The testimonials a page does not send in its HTML, as one cached JSON file
 * (decision 051); app/components/sections/testimonials-rest-url.ts becomes
 * its URL.
 */
export const testimonialsRestAsset = () =>
  builtAsset({
    name: "kshitij:testimonials-rest",
    placeholderModule: "/app/components/sections/testimonials-rest-url.ts",
    exportName: "TESTIMONIALS_REST_URL",
    contentType: "application/json",
    stem: "testimonials",
    extension: "json",
    make: async () => JSON.stringify(testimonialsRest()),
  });
