/** Adds behaviour to one server-rendered element marked `data-enhance="<name>"`. */
export type Enhancer = (root: HTMLElement) => void;
