/**
 * The CSP sources of the inline <script> a page runs (decision 053): the
 * sha256 hash of the one line that loads the entry module after the first
 * paint (shared/lib/enhance-boot.ts).
 *
 * This file is a placeholder: the build replaces its content with the hash of
 * that line for the build's entry URL (scripts/build/plugins/enhance-entry.ts),
 * fixed for the whole deployment. Run unbuilt (Node scripts, typecheck) the
 * list is empty.
 */
export const SCRIPT_SOURCES: readonly string[] = [];
