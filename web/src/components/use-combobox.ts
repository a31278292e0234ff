import { useEffect, useId, useState, type KeyboardEvent } from 'react';

type Options<T> = {
  options: readonly T[];
  /** Where the current value sits in `options` (-1: none): the arrows open the list there. */
  selectedIndex?: number;
  onPick: (option: T) => void;
  /** Escape on a closed list clears the field (the ARIA pattern's optional step); leave out to keep the value. */
  onClear?: () => void;
  /**
   * Typing makes the first match active, so Enter picks it (a select that always has a value). Without it,
   * nothing is active until the visitor arrows to an option (a free text field with suggestions).
   */
  autoSelect?: boolean;
  /** The list opened or closed (a select resets its filter text then). */
  onOpenChange?: (open: boolean) => void;
  /** An open list with no match stays shown (for a 'nothing matches' line); otherwise it hides. */
  showEmpty?: boolean;
};

/**
 * One ARIA 1.2 combobox with a listbox popup for every such field (the currency select, the station
 * fields): the same keys everywhere. ↓/↑ open the list at the current value, then move, wrapping at both
 * ends; Home/End go to the first/last option; Enter picks the active option; Escape closes the list (or,
 * when closed and `onClear` is given, clears the field); Tab and leaving the field close it without a pick.
 * Headless: the field keeps its own markup and classes, and spreads the props this returns.
 */
export function useCombobox<T>({
  options,
  selectedIndex = -1,
  onPick,
  onClear,
  autoSelect = false,
  onOpenChange,
  showEmpty = false,
}: Options<T>) {
  const listId = useId();
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const count = options.length;
  const expanded = open && (count > 0 || showEmpty);
  const optionId = (index: number) => `${listId}-${index}`;

  // The active option stays in view while the arrows move through a long list.
  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, active, listId]);

  const setOpen = (next: boolean, activeIndex = -1) => {
    setActive(activeIndex);
    if (next !== open) {
      setOpenState(next);
      onOpenChange?.(next);
    }
  };
  const pick = (option: T) => {
    onPick(option);
    setOpen(false);
  };
  const step = (by: 1 | -1) => {
    if (!count) return;
    if (!expanded) {
      setOpen(true, selectedIndex >= 0 && selectedIndex < count ? selectedIndex : by === 1 ? 0 : count - 1);
      return;
    }
    setActive((index) => (index < 0 ? (by === 1 ? 0 : count - 1) : (index + by + count) % count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        step(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Home':
      case 'End':
        if (expanded) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        break;
      case 'Enter':
        // With the list shown, Enter belongs to it (it never submits the form): it picks the active option.
        if (expanded) {
          event.preventDefault();
          if (options[active]) pick(options[active]);
          else setOpen(false);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (onClear) {
          event.preventDefault();
          onClear();
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  return {
    open: expanded,
    active: expanded ? active : -1,
    listId,
    /** Opens the list after the visitor typed (or focused a field with suggestions). */
    showMatches: () => setOpen(true, autoSelect ? 0 : -1),
    /** Opens the list at the current value (a click on a select). */
    showAll: () => setOpen(true, selectedIndex),
    close: () => setOpen(false),
    pick,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 && active < count ? optionId(active) : undefined,
      autoComplete: 'off',
      spellCheck: false,
      onKeyDown,
      onBlur: () => setOpen(false),
    } as const,
    listProps: { id: listId, role: 'listbox', hidden: !expanded } as const,
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        role: 'option',
        // The ARIA pattern marks the option the arrows are on.
        'aria-selected': index === active,
        // Keep the focus in the input: a mousedown would blur it and close the list before the click lands.
        onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
        onClick: () => pick(options[index]!),
        onMouseMove: () => setActive(index),
      }) as const,
  };
}
