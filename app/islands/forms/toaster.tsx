import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Toaster } from "sonner";

/**
 * The toasts of a form island: sonner's Toaster, rendered by the island
 * itself once it has hydrated (the server's markup has none, so the page
 * without JavaScript is unchanged), at the end of the body so no card's
 * layout can clip it. Top-right, below the sticky header.
 */
export function IslandToaster() {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);
  if (!host) return null;
  return createPortal(
    <Toaster
      position="top-right"
      duration={3000}
      richColors
      closeButton
      offset={{ top: "5rem", right: "1rem" }}
      mobileOffset={{ top: "4.75rem", right: "0.75rem", left: "0.75rem" }}
    />,
    host,
  );
}
