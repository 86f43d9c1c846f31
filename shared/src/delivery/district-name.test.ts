import { describe, expect, it } from 'vitest';

import { districtKey } from './district-name';

describe('a district’s folded name', () => {
  it('when one name is written two ways, then both fold to one key', () => {
    expect(districtKey('Al-Olaya')).toBe(districtKey(' al  olaya '));
    expect(districtKey('Ḥiṭṭīn')).toBe('hittin');
    expect(districtKey('السُّلَيْمانِيَّة')).toBe(districtKey('السليمانيه'));
    expect(districtKey('الأندلس')).toBe(districtKey('الاندلس'));
    expect(districtKey('المصطفى')).toBe(districtKey('المصطفي'));
    expect(districtKey('العـــليا')).toBe(districtKey('العليا'));
  });

  it('when the names differ, then so do the keys', () => {
    expect(districtKey('Al Malqa')).not.toBe(districtKey('Al Olaya'));
    expect(districtKey('النخيل')).not.toBe(districtKey('النخيل الغربي'));
  });
});
