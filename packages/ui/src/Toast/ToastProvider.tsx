import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';
import { CloseIcon } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import styles from './Toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; errors default to longer. */
  duration?: number;
};

type ToastItem = ToastOptions & { id: number; open: boolean };

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

const DEFAULT_DURATION = { info: 4000, success: 4000, error: 8000 } as const;

export type ToastProviderProps = { children: ReactNode };

/** Put once near the app root; `useToast()` below it shows toasts in the bottom corner. */
export const ToastProvider = ({ children }: ToastProviderProps) => {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      <RadixToast.Provider label="通知" swipeDirection="right">
        {children}
        {toasts.map(({ id, open, title, description, tone = 'info', duration }) => (
          <RadixToast.Root
            key={id}
            open={open}
            duration={duration ?? DEFAULT_DURATION[tone]}
            type={tone === 'error' ? 'foreground' : 'background'}
            className={styles.toast}
            data-tone={tone}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
            // Drop closed toasts once their exit animation is over.
            onAnimationEnd={() => {
              if (!open) setToasts((list) => list.filter((t) => t.id !== id));
            }}
          >
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
              {description && (
                <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
              )}
            </div>
            <RadixToast.Close asChild>
              <IconButton
                aria-label="閉じる"
                size="sm"
                icon={<CloseIcon size={16} />}
                className={styles.close}
              />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} label="通知 ({hotkey})" />
      </RadixToast.Provider>
    </ToastContext>
  );
};

/** Shows toasts. Must be used under `ToastProvider`. */
export const useToast = (): ToastApi => {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
};
