import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

import { IconButton } from './icon-button';

interface RowToolsProps {
  index: number;
  count: number;
  /** Accessible names, each naming the row ("Move size 2 up"). */
  labels: { up?: string; down?: string; remove: string };
  /** Absent: the list keeps no order (only remove is offered). */
  onMove?: ((from: number, to: number) => void) | undefined;
  onRemove: (index: number) => void;
  /** The list needs at least this many rows: remove is disabled at it. */
  min?: number;
}

/** Move up, move down and remove for one row of an editable list (branches, sizes, closures). */
export function RowTools({ index, count, labels, onMove, onRemove, min = 0 }: RowToolsProps) {
  return (
    <div className="row-tools">
      {onMove && labels.up && labels.down && (
        <>
          <IconButton
            label={labels.up}
            icon={ArrowUp}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <IconButton
            label={labels.down}
            icon={ArrowDown}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
        </>
      )}
      <IconButton
        label={labels.remove}
        icon={Trash2}
        disabled={count <= min}
        onClick={() => onRemove(index)}
        danger
      />
    </div>
  );
}
