import { describe, expect, it } from 'vitest';

import { distanceKm } from './distance';

describe('the distance of a pin from a branch', () => {
  it('when two points are a degree of longitude apart on the equator, then they are 111.195 km apart', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 3);
  });

  it('when it is Nashville to Los Angeles (the haversine worked example), then 2886.45 km on the mean radius, either way', () => {
    const bna = { latitude: 36.12, longitude: -86.67 };
    const lax = { latitude: 33.94, longitude: -118.4 };
    // 2887.26 km on the example's 6372.8 km radius, scaled to the IUGG mean radius of 6371.0088 km.
    expect(distanceKm(bna, lax)).toBeCloseTo(2886.448, 2);
    expect(distanceKm(lax, bna)).toBeCloseTo(distanceKm(bna, lax), 9);
  });

  it('when it is the Dubai Mall to the Burj Khalifa beside it, then about half a kilometre', () => {
    expect(
      distanceKm({ latitude: 25.1985, longitude: 55.2796 }, { latitude: 25.1972, longitude: 55.2744 }),
    ).toBeCloseTo(0.543, 3);
  });

  it('when the points are antipodes, then half the Earth’s circumference, not NaN', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371.0088,
      6,
    );
  });
});
