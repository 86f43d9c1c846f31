import type { ErrorDetail } from '@cakeshop/shared';

export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * Splits the server's `details` into messages for fields the form has (paths such as `nameEn`
 * or `branches.1.email`) and the rest, which the form shows above its buttons: their messages
 * alone, never a field's name as the program spells it (`publishAt`).
 */
export function splitDetails(
  details: readonly ErrorDetail[],
  hasField: (path: string) => boolean,
): { fields: FieldMessage[]; other: string[] } {
  const fields: FieldMessage[] = [];
  const other: string[] = [];
  for (const detail of details) {
    if (detail.path && hasField(detail.path)) fields.push({ field: detail.path, message: detail.message });
    else other.push(detail.message);
  }
  return { fields, other };
}

/** A field test for flat forms: the detail's path is one of the form's field names. */
export function fieldIn(names: readonly string[]): (path: string) => boolean {
  return (path) => names.includes(path);
}

/** A field test for list forms: `<list>.<index>.<field>` with an existing row and a known field. */
export function listFieldIn(list: string, rows: number, names: readonly string[]): (path: string) => boolean {
  return (path) => {
    const [head, index, field, ...rest] = path.split('.');
    return (
      head === list &&
      rest.length === 0 &&
      /^\d+$/.test(index ?? '') &&
      Number(index) < rows &&
      names.includes(field ?? '')
    );
  };
}
