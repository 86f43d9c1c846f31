import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableListProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => number;
  nameOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T) => ReactNode;
  disabled?: boolean;
}

/**
 * A list that reorders by dragging (mouse) and by up / down buttons (keyboard and touch); the
 * buttons keep focus as their item moves.
 */
export function SortableList<T>({
  label,
  items,
  itemKey,
  nameOf,
  onMove,
  renderItem,
  disabled = false,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // The moved item's button keeps focus even when React re-inserts its node (which blurs it).
  const refocus = useRef<{ key: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target || !list.current) return;
    refocus.current = null;
    const buttons = (direction: string) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-key="${target.key}"] [data-move="${direction}"]`);
    const button = buttons(target.direction);
    (button && !button.disabled ? button : buttons(target.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [items]);
  const moveBy = (item: T, index: number, direction: 'up' | 'down') => {
    refocus.current = { key: itemKey(item), direction };
    onMove(index, direction === 'up' ? index - 1 : index + 1);
  };
  return (
    <ol ref={list} className="sortable" aria-label={label}>
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          className="sortable__item"
          data-key={itemKey(item)}
          draggable={!disabled}
          data-dragging={dragging === index || undefined}
          data-over={over === index && dragging !== index ? 'true' : undefined}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragging(index);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver(null)}
          onDrop={(event) => {
            event.preventDefault();
            const from = Number(event.dataTransfer.getData('text/plain'));
            setDragging(null);
            setOver(null);
            if (Number.isInteger(from) && from !== index) onMove(from, index);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
        >
          <span
            className="sortable__handle"
            title={t('dashboard.actions.dragHandle', { name: nameOf(item) })}
          >
            <GripVertical aria-hidden="true" size={18} />
          </span>
          <div className="sortable__body">{renderItem(item)}</div>
          <div className="sortable__moves">
            <button
              type="button"
              className="icon-btn"
              aria-label={t('dashboard.actions.moveUp', { name: nameOf(item) })}
              data-move="up"
              disabled={disabled || index === 0}
              onClick={() => moveBy(item, index, 'up')}
            >
              <ArrowUp aria-hidden="true" size={18} />
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('dashboard.actions.moveDown', { name: nameOf(item) })}
              data-move="down"
              disabled={disabled || index === items.length - 1}
              onClick={() => moveBy(item, index, 'down')}
            >
              <ArrowDown aria-hidden="true" size={18} />
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
