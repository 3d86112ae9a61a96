import { type ReactNode, useEffect } from "react";

/**
 * Wraps every island's component, on the server and in the browser alike, so
 * both trees have the same shape (and so the same `useId` values). In the
 * browser it reports when hydration has committed. Renders no markup.
 */
export function IslandFrame({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return children;
}
