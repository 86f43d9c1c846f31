import { inputValueToPicker, isoToPicker, pickerToInputValue, pickerToIso } from '@cakeshop/shared/dates';

/**
 * The day an `<input type="date">` holds (`YYYY-MM-DD`) as the API stores it (ISO at UTC
 * midnight); an unreadable day is passed on unchanged so the schema reports it on the field.
 */
export function dayToIso(value: string): string {
  if (!value) return '';
  const picked = inputValueToPicker(value);
  return picked ? pickerToIso(picked) : value;
}

/** A stored day as the date input shows it, read in UTC so no time zone moves it. */
export function isoToDay(iso: string | null | undefined): string {
  return iso ? pickerToInputValue(isoToPicker(iso)) : '';
}
