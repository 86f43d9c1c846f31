import { describe, expect, it } from 'vitest';

import { decodeTlv, encodeTlv, readZatcaQrPayload, zatcaQrPayload } from './tlv';

const fields = {
  sellerName: 'مخبز الورد',
  vatNumber: '310122393500003',
  timestamp: '2026-11-27T21:30:00Z',
  totalWithVat: '115.00',
  vatTotal: '15.00',
};

describe('the ZATCA QR payload', () => {
  it('when an Arabic seller name is written, then its length byte counts UTF-8 bytes, not letters', () => {
    const bytes = Uint8Array.from(atob(zatcaQrPayload(fields)), (char) => char.charCodeAt(0));
    expect(bytes[0]).toBe(1);
    expect(fields.sellerName.length).toBe(10);
    expect(bytes[1]).toBe(19);
    expect(new TextDecoder().decode(bytes.subarray(2, 21))).toBe('مخبز الورد');
    expect([...bytes.subarray(21, 23)]).toEqual([2, 15]);
  });

  it('when the payload is read back, then it holds the five fields as they were given', () => {
    expect(readZatcaQrPayload(zatcaQrPayload(fields))).toEqual(fields);
  });

  it('when the payload is the one in ZATCA’s worked example, then it encodes byte for byte', () => {
    const example = zatcaQrPayload({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      totalWithVat: '1000.00',
      vatTotal: '150.00',
    });
    expect(example).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });
});

describe('TLV records', () => {
  it('when a value is longer than 255 bytes, then it is refused rather than cut', () => {
    expect(() => encodeTlv([{ tag: 1, value: 'ب'.repeat(128) }])).toThrow(RangeError);
    expect(encodeTlv([{ tag: 1, value: 'ب'.repeat(127) }])).toHaveLength(256);
  });

  it('when a record’s length runs past the end, then decoding refuses it', () => {
    expect(() => decodeTlv(Uint8Array.from([1, 5, 65, 66]))).toThrow(/cut short/);
  });
});
