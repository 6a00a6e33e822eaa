import { STAMP_PICKER_SIZE } from '@genba/validators';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './StampPicker.module.css';
import { nextStampIndex } from './stampGrid.ts';

export type Stamp = { id: number; label: string };

export type StampPickerProps = {
  stamps: readonly Stamp[];
  onSelect: (id: number) => void;
  /** Escape; the opener gets focus back. */
  onClose: () => void;
  className?: string;
};

/**
 * The stamp picker (talk §9: 420x250): four stamps a row with roving focus,
 * arrows to move, Enter or a click to send, Escape to close.
 */
export const StampPicker = ({ stamps, onSelect, onClose, className }: StampPickerProps) => {
  const [active, setActive] = useState(0);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    cells.current[0]?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    const next = nextStampIndex(active, event.key, stamps.length);
    if (next === active) return;
    event.preventDefault();
    setActive(next);
    cells.current[next]?.focus();
  };

  return (
    <ul
      aria-label="スタンプ"
      className={cx(styles.picker, className)}
      style={{ width: STAMP_PICKER_SIZE.width, height: STAMP_PICKER_SIZE.height }}
      onKeyDown={onKeyDown}
    >
      {stamps.map((stamp, index) => (
        <li key={stamp.id}>
          <button
            type="button"
            ref={(el) => {
              cells.current[index] = el;
            }}
            className={styles.stamp}
            tabIndex={index === active ? 0 : -1}
            onClick={() => onSelect(stamp.id)}
            onFocus={() => setActive(index)}
          >
            {stamp.label}
          </button>
        </li>
      ))}
    </ul>
  );
};
