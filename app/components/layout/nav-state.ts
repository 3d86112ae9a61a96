import type { NavGroup } from "#app/content/nav";

export type GroupId = NavGroup["id"];

export interface NavState {
  /** The collapsible menu below 1024 px. */
  menuOpen: boolean;
  /** At most one dropdown is open at a time. */
  openGroup: GroupId | null;
}

export type NavAction =
  | { type: "toggleMenu" }
  | { type: "toggleGroup"; id: GroupId }
  | { type: "openGroup"; id: GroupId }
  | { type: "closeGroup"; id: GroupId }
  | { type: "escape" }
  | { type: "navigated" };

export const initialNavState: NavState = { menuOpen: false, openGroup: null };

/** Pure open/close logic of the site navigation. */
export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case "toggleMenu":
      return { menuOpen: !state.menuOpen, openGroup: null };
    case "toggleGroup":
      return { ...state, openGroup: state.openGroup === action.id ? null : action.id };
    case "openGroup":
      return state.openGroup === action.id ? state : { ...state, openGroup: action.id };
    case "closeGroup":
      return state.openGroup === action.id ? { ...state, openGroup: null } : state;
    case "escape":
      // Escape closes the open dropdown first, then the mobile menu.
      if (state.openGroup) return { ...state, openGroup: null };
      return state.menuOpen ? { ...state, menuOpen: false } : state;
    case "navigated":
      return initialNavState;
  }
}
