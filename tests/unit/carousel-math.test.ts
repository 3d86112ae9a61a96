import { expect, test } from "vitest";
import { arrowMove, easeInOut, nextScrollPosition, visibleCards } from "#app/components/carousel/carousel-math";

test("visible cards: 1 under 640 px, 2 under 768, 3 under 1024, 5 otherwise", () => {
  expect([320, 639, 640, 767, 768, 1023, 1024, 1920].map(visibleCards)).toEqual([1, 1, 2, 2, 3, 3, 5, 5]);
});

test("auto-scroll moves speed × time and wraps at the loop width", () => {
  expect(nextScrollPosition(0, 50, 1000 / 60, 3000)).toBeCloseTo(50 / 60);
  expect(nextScrollPosition(2999.5, 50, 20, 3000)).toBeCloseTo(0.5);
  // A long pause (a background tab) never makes the row jump.
  expect(nextScrollPosition(100, 50, 5000, 3000)).toBe(105);
});

test("an arrow press moves 320 px, shifting by one loop at either end", () => {
  expect(arrowMove(1000, 320, 3000, 5000)).toEqual({ from: 1000, to: 1320 });
  expect(arrowMove(100, -320, 3000, 5000)).toEqual({ from: 3100, to: 2780 });
  expect(arrowMove(4900, 320, 3000, 5000)).toEqual({ from: 1900, to: 2220 });
});

test("easing starts at 0 and ends at 1", () => {
  expect(easeInOut(0)).toBe(0);
  expect(easeInOut(1)).toBe(1);
  expect(easeInOut(0.5)).toBeCloseTo(0.5);
});
