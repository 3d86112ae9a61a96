// React's automatic JSX runtime for the worker tests: Vitest never pre-bundles
// react/jsx-runtime (CommonJS), which workerd cannot load as is, so the mail
// templates' JSX goes through React.createElement here (vitest.config.ts).
// The built Worker bundles the real runtime.
import React from "react";

type Props = Record<string, unknown> | null;

export const Fragment = React.Fragment;

export function jsx(type: React.ElementType, props: Props, key?: React.Key) {
  return React.createElement(type, key === undefined ? props : { ...props, key });
}

/** Static children (an array JSX wrote out, not a list): passed as arguments, so React wants no keys. */
export function jsxs(type: React.ElementType, props: Props, key?: React.Key) {
  const { children, ...rest } = props ?? {};
  return React.createElement(type, key === undefined ? rest : { ...rest, key }, ...(children as React.ReactNode[]));
}

export function jsxDEV(type: React.ElementType, props: Props, key: React.Key | undefined, isStatic: boolean) {
  return isStatic ? jsxs(type, props, key) : jsx(type, props, key);
}
