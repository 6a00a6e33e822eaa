import { type ReactNode, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import styles from './FileChooser.module.css';

type FileChooserProps = {
  /** The visible button's text. */
  children: ReactNode;
  /** The hidden input's accessible name. */
  inputLabel: string;
  /** Extensions or MIME types, as the input's accept attribute takes them. */
  accept?: string | undefined;
  disabled?: boolean;
  /** One file or several per choice (several unless told). */
  multiple?: boolean;
  startIcon?: ReactNode;
  /** The files of one choice; not called when the picker is closed without any. */
  onChoose: (files: File[]) => void;
};

/**
 * A small secondary button that opens a visually hidden multi-file input, shared by the
 * attachment widgets so the picker behaves the same everywhere.
 */
export const FileChooser = ({
  children,
  inputLabel,
  accept,
  disabled,
  multiple = true,
  startIcon,
  onChoose,
}: FileChooserProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        startIcon={startIcon}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        className={styles.input}
        aria-label={inputLabel}
        tabIndex={-1}
        disabled={disabled}
        onChange={(e) => {
          const chosen = [...(e.currentTarget.files ?? [])];
          // The same file can be chosen again (after a failure or a removal) only if the value is cleared.
          e.currentTarget.value = '';
          if (chosen.length > 0) onChoose(chosen);
        }}
      />
    </>
  );
};
