/** The window a delivery is for: its day and its id in one value (`2026-12-10T00:00:00.000Z|14`). */
export const windowValue = (day: string, slotId: number) => `${day}|${slotId}`;
export function windowOf(value: string): { day: string; slotId: number } | null {
  const [day, slot] = value.split('|');
  const slotId = Number(slot);
  return day && Number.isInteger(slotId) && slotId > 0 ? { day, slotId } : null;
}
