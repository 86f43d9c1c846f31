import { toAsciiDecimal } from '../digits';

/**
 * Where a map link points: the coordinates in the link itself, as the map apps write them, so the
 * server measures a pin's distance without fetching anything. Short links (`maps.app.goo.gl/…`)
 * carry none and give null: the visitor then chooses a district. Kept free of zod.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const PAIR = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,،]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** Coordinates as typed, in any script's digits (`٢٥٫٢٠٤٨، ٥٥٫٢٧٠٨`), read as a pair. */
const typedPair = (text: string) => PAIR.exec(toAsciiDecimal(text));

/** A point typed as coordinates, as a link a driver's maps app opens (Google's `?q=`, read below). */
export function pinLink(typed: string): string {
  const pair = typedPair(typed);
  return pair ? `https://www.google.com/maps?q=${pair[1]},${pair[2]}` : typed;
}

/** Google's `/@24.7136,46.6753,15z` and the place data's `!3d24.7136!4d46.6753`. */
const AT = /@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/;
const PLACE_DATA = /!3d(-?\d{1,2}(?:\.\d+)?)!4d(-?\d{1,3}(?:\.\d+)?)/;
/** The query parameters Google, Apple and Waze put a point in. */
const POINT_PARAMS = ['q', 'query', 'll', 'daddr', 'destination', 'center', 'sll'];

function checked(latitude: number, longitude: number): Coordinates | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * A point as typed (`25.2048, 55.2708`) or copied from a map app: its coordinates, which a radius
 * zone is measured by. Null when it holds none.
 */
export function pinCoordinates(link: string): Coordinates | null {
  const typed = typedPair(link);
  if (typed) return checked(Number(typed[1]), Number(typed[2]));
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  for (const name of POINT_PARAMS) {
    const pair = PAIR.exec(url.searchParams.get(name) ?? '');
    if (pair) return checked(Number(pair[1]), Number(pair[2]));
  }
  // Place data names the place itself; the `@` part is only where the map was centred.
  const path = decodeURIComponent(url.pathname);
  const found = PLACE_DATA.exec(path) ?? AT.exec(path);
  return found ? checked(Number(found[1]), Number(found[2])) : null;
}
