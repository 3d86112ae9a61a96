import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";

let mounted = false;

/** The one Toaster, in its own small React root at the end of the body: top-right, below the sticky header. */
function mount() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.className = "toast-host";
  document.body.appendChild(host);
  createRoot(host).render(
    <Toaster
      position="top-right"
      duration={3000}
      richColors
      closeButton
      offset={{ top: "5rem", right: "1rem" }}
      mobileOffset={{ top: "4.75rem", right: "0.75rem", left: "0.75rem" }}
    />,
  );
}

/** Success toasts stay 3 s, errors 4 s. Sonner shows toasts made before its Toaster subscribed. */
export function show(kind: "success" | "error", message: string) {
  mount();
  if (kind === "success") toast.success(message, { duration: 3000 });
  else toast.error(message, { duration: 4000 });
}
