/**
 * ZATCA's phase-1 QR payload (the e-invoicing controls, annex 2, in force since 4 December 2021):
 * five TLV records, each a one-byte tag, a one-byte length and the value's UTF-8 bytes, joined and
 * written in base64. The length counts bytes, not letters: «مخبز» is 4 letters and 8 bytes.
 * Written with TextEncoder and btoa so the browser and the server run the same code.
 */

/** The tags phase 1 asks for, in the order they are written. */
export const ZATCA_TAGS = {
  sellerName: 1,
  vatNumber: 2,
  timestamp: 3,
  totalWithVat: 4,
  vatTotal: 5,
} as const;

export type ZatcaQrFields = { [K in keyof typeof ZATCA_TAGS]: string };

export interface TlvRecord {
  tag: number;
  value: string;
}

const MAX_BYTE = 255;

/** The records as bytes; a value longer than 255 bytes cannot be written in one length byte. */
export function encodeTlv(records: readonly TlvRecord[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts = records.map(({ tag, value }) => {
    if (!Number.isInteger(tag) || tag < 1 || tag > MAX_BYTE)
      throw new RangeError(`TLV tag out of range: ${tag}`);
    const bytes = encoder.encode(value);
    if (bytes.length > MAX_BYTE)
      throw new RangeError(`TLV value of tag ${tag} is ${bytes.length} bytes (at most 255)`);
    return [tag, bytes.length, ...bytes];
  });
  return Uint8Array.from(parts.flat());
}

/** The records back from their bytes; a length that runs past the end is refused. */
export function decodeTlv(bytes: Uint8Array): TlvRecord[] {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const records: TlvRecord[] = [];
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at]!;
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length)
      throw new RangeError(`TLV record of tag ${tag} is cut short`);
    records.push({ tag, value: decoder.decode(bytes.subarray(at + 2, at + 2 + length)) });
    at += 2 + length;
  }
  return records;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** The base64 text a Saudi document's QR code holds. */
export function zatcaQrPayload(fields: ZatcaQrFields): string {
  const records = (Object.keys(ZATCA_TAGS) as (keyof typeof ZATCA_TAGS)[]).map((key) => ({
    tag: ZATCA_TAGS[key],
    value: fields[key],
  }));
  return toBase64(encodeTlv(records));
}

/** A QR's text read back into its five fields (as ZATCA's scanner app reads them). */
export function readZatcaQrPayload(text: string): ZatcaQrFields {
  const records = decodeTlv(fromBase64(text));
  const valueOf = (tag: number) => {
    const record = records.find((candidate) => candidate.tag === tag);
    if (!record) throw new RangeError(`The QR has no tag ${tag}`);
    return record.value;
  };
  return {
    sellerName: valueOf(ZATCA_TAGS.sellerName),
    vatNumber: valueOf(ZATCA_TAGS.vatNumber),
    timestamp: valueOf(ZATCA_TAGS.timestamp),
    totalWithVat: valueOf(ZATCA_TAGS.totalWithVat),
    vatTotal: valueOf(ZATCA_TAGS.vatTotal),
  };
}
