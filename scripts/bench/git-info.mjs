import { spawnSync } from "node:child_process";

/** The commit the reports were made from, and whether the tree had changes on top of it. */
export function gitInfo() {
  const git = (...args) => spawnSync("git", args, { encoding: "utf8" }).stdout?.trim() ?? "";
  return { commit: git("rev-parse", "--short", "HEAD") || "unknown", dirty: git("status", "--porcelain") !== "" };
}

/** "Commit abc1234" or "Commit abc1234 plus uncommitted changes". */
export function describeCommit({ commit, dirty }) {
  return `Commit ${commit}${dirty ? " plus uncommitted changes" : ""}`;
}
