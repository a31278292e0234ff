import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  open: boolean;
  onClose: () => void;
  className?: string;
  label: string;
  children: ReactNode;
  /** Close when the backdrop (the dialog element itself, outside its content) is clicked. */
  closeOnBackdrop?: boolean;
};

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert, closes on
 * Escape and returns focus to what opened it. Mark the field to focus on open with `data-autofocus`.
 */
export function ModalDialog({ open, onClose, className, label, children, closeOnBackdrop = true }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus runs before the dialog is shown; focus the marked field once it is.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-label={label}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
