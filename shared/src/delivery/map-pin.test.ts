import { describe, expect, it } from 'vitest';

import { pinCoordinates, pinLink } from './map-pin';

describe('a map pin’s coordinates', () => {
  it('when the link is one the map apps share, then its point is read', () => {
    const riyadh = { latitude: 24.7136, longitude: 46.6753 };
    expect(pinCoordinates('https://maps.google.com/?q=24.7136,46.6753')).toEqual(riyadh);
    expect(pinCoordinates('https://www.google.com/maps/search/?api=1&query=24.7136%2C46.6753')).toEqual(
      riyadh,
    );
    expect(pinCoordinates('https://www.google.com/maps/@24.7136,46.6753,15z')).toEqual(riyadh);
    expect(pinCoordinates('https://maps.apple.com/?ll=24.7136,46.6753&q=Home')).toEqual(riyadh);
    expect(pinCoordinates('https://www.waze.com/ul?ll=24.7136,46.6753&navigate=yes')).toEqual(riyadh);
    // A place's own point wins over where the map was centred.
    expect(
      pinCoordinates(
        'https://www.google.com/maps/place/Kingdom+Centre/@24.7,46.6,17z/data=!3m1!4b1!4m6!3m5!3d24.7136!4d46.6753',
      ),
    ).toEqual(riyadh);
  });

  it('when the link carries no point, or an impossible one, then there is none', () => {
    expect(pinCoordinates('https://maps.app.goo.gl/AbCdEf123')).toBeNull();
    expect(pinCoordinates('https://maps.google.com/?q=Olaya+Riyadh')).toBeNull();
    expect(pinCoordinates('https://maps.google.com/?q=95.1,46.6')).toBeNull();
    expect(pinCoordinates('not a link')).toBeNull();
  });

  it('when coordinates are typed, in Latin or Arabic-Indic digits, then they are the point, kept as a link a driver opens', () => {
    const dubai = { latitude: 25.2048, longitude: 55.2708 };
    expect(pinCoordinates('25.2048, 55.2708')).toEqual(dubai);
    expect(pinCoordinates('٢٥٫٢٠٤٨، ٥٥٫٢٧٠٨')).toEqual(dubai);
    expect(pinLink(' ٢٥٫٢٠٤٨، ٥٥٫٢٧٠٨ ')).toBe('https://www.google.com/maps?q=25.2048,55.2708');
    expect(pinLink('https://maps.app.goo.gl/AbCdEf123')).toBe('https://maps.app.goo.gl/AbCdEf123');
    expect(pinCoordinates('25.2048')).toBeNull();
  });
});
