import type { Plugin } from "vite";

/**
 * React Router asks the client build to keep each entry's exports exactly
 * ("exports-only"); rolldown refuses that with a group that is not recursive
 * (islandCore). "allow-extension" keeps every export too, and lets an entry
 * chunk export more: nothing imports a route chunk's extra names.
 */
export function entrySignatures(): Plugin {
  return {
    name: "kshitij:entry-signatures",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
  };
}
