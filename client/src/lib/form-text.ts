/** A text field of a submitted form: '' when it is missing (FormData also holds files, never ours here). */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
