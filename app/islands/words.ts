/**
 * Makes the words of `scope` (an island's name in app/islands/registry.ts,
 * or one of EXTRA_SCOPES: "job-actions", "lang-offer") ready for its
 * messages, in the page's language (`<html lang>`, which app/root.tsx sets
 * from the URL) or in `lang` when given (the offer speaks the language it
 * offers), before it renders.
 *
 * This body runs on the server, in tests and under `react-router dev`, where
 * the messages are Paraglide's own and every word is already there. The
 * client build replaces this module (the `clientWords` plugin,
 * scripts/build/plugins/client-words.ts, decision 030): there the messages read from per-language
 * tables, and this loads the table of the scope's words in one language.
 */
export function loadWords(_scope: string, _lang?: string): Promise<void> {
  return Promise.resolve();
}
