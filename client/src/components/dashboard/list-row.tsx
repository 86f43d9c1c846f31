import { Plus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { Button } from '../button';
import { RowTools } from './row-tools';

/** One row of an editable list inside a form (a size, a closure, an order line): legend, tools, fields. */
export function ListRow({
  legend,
  tools,
  children,
}: {
  legend: string;
  tools: ComponentProps<typeof RowTools>;
  children: ReactNode;
}) {
  return (
    <fieldset className="offer-row">
      <legend className="offer-row__legend">{legend}</legend>
      <RowTools {...tools} />
      {children}
    </fieldset>
  );
}

/** The button under an editable list that adds a row to it. */
export function AddRowButton({
  label,
  onAdd,
  disabled = false,
}: {
  label: string;
  onAdd: () => void;
  disabled?: boolean;
}) {
  return (
    <div>
      <Button variant="secondary" disabled={disabled} onClick={onAdd}>
        <Plus aria-hidden="true" size={18} />
        {label}
      </Button>
    </div>
  );
}
