import { NotFoundPage } from "#app/components/sections/not-found";

export { action, loader } from "./not-found.server";

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
