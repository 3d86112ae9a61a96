/**
 * The search's words moved to ./words/ (issue 32): every language's places
 * and job words, ./words/<code>.ts, read by ./words/index.ts. This name
 * stays for worker/jobs/search.ts, which imports the function from here.
 */
export { englishSearchText } from "./words";
