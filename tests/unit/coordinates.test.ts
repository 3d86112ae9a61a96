import { expect, test } from "vitest";
import { geocodeQuery, roundCoordinate, roundCoordinates } from "#shared/lib/coordinates";

test.each([
  [18.52043, "18.52"],
  [73.85674, "73.86"],
  [-33.86785, "-33.87"],
  [0.004, "0.00"],
  [-0.004, "0.00"],
  [90, "90.00"],
  [-180, "-180.00"],
])("roundCoordinate(%d) is %s", (value, expected) => {
  expect(roundCoordinate(value)).toBe(expected);
});

test("a position is sent with no more than two decimals (about 1 km)", () => {
  expect(roundCoordinates({ lat: 18.520431, lon: 73.856744 })).toEqual({ lat: "18.52", lon: "73.86" });
  expect(geocodeQuery(18.520431, 73.856744)).toBe("lat=18.52&lon=73.86");
  // Two people 100 m apart in Pune send the same thing.
  expect(geocodeQuery(18.5204, 73.8567)).toBe(geocodeQuery(18.5211, 73.8561));
});
