import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext("");

/** Makes the response's CSP nonce available to <Scripts> and friends. */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The CSP nonce on the server; empty in the browser, which hides it anyway. */
export function useNonce() {
  return useContext(NonceContext);
}
