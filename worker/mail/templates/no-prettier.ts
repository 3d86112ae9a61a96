/**
 * Stands in for prettier in the Worker bundle (vite.config.ts aliases it):
 * @react-email/render imports prettier only for its `pretty` option, which
 * this site never uses, and prettier would add about 300 KB to the Worker.
 */
export function format(): never {
  throw new Error("prettier is not bundled in the Worker; render mail without { pretty: true }");
}
export default { format };
