import { Toaster, toast } from "sonner";

/** Toasts for the page's forms: top-right, 3 s, errors 4 s. Only pages with forms load sonner. */
export function FormToaster() {
  // Offset below the sticky header (4rem).
  return (
    <Toaster
      position="top-right"
      duration={3000}
      richColors
      closeButton
      offset={{ top: "5rem", right: "1rem" }}
      mobileOffset={{ top: "4.75rem", right: "0.75rem", left: "0.75rem" }}
    />
  );
}

export function toastSuccess(message: string) {
  toast.success(message, { duration: 3000 });
}

export function toastError(message: string) {
  toast.error(message, { duration: 4000 });
}
