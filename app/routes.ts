import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Anything else is a true 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
