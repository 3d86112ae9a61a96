export { loader } from "./spelling-redirect.server";
