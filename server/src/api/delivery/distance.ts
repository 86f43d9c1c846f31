import type { Coordinates } from '@cakeshop/shared';

/** The Earth's mean radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in km (the haversine formula): what a radius zone
 * is measured by. The road is longer; a shop's rings are drawn with that in mind.
 */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
