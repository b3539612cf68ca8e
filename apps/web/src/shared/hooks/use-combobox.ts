import { type ChangeEvent, type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

interface ComboboxConfig<Option> {
  /** The options listed now, in order. */
  options: readonly Option[];
  /** Whether the list shows: the combobox is `open` and the caller has something to list or say. */
  expanded: boolean;
  /** The text typed into the box (the caller keeps it). */
  onText: (text: string) => void;
  onChoose: (option: Option) => void;
  /** Enter while the list shows and no option is highlighted; without the list, Enter submits the form. */
  onEnter?: () => void;
  /** The caller's own keys, before the combobox's; one that calls `preventDefault()` is taken. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The keyboard and pointer behaviour of an ARIA combobox with a list popup (WAI-ARIA APG,
 * "list autocomplete"), for the header search and the checkout's city: typing opens the list,
 * ↑/↓ move the highlight through the options and back to the text (wrapping at both ends),
 * Enter chooses the highlighted option, Escape, a click outside or focus leaving close the list.
 * Focus stays in the input: options are highlighted with `aria-activedescendant`.
 *
 * Two steps, because a caller may need `open` to decide what to list (the city list is asked for
 * only while the shopper is choosing): `useCombobox()` keeps the state, `propsFor()` wires it to
 * this render's options. The caller writes the roles (`combobox`, `listbox`, `option`) and
 * `aria-expanded` itself, so the linter checks its ARIA. Hand-written rather than React Aria's `useComboBox`:
 * docs/decisions/010.
 */
export function useCombobox<Option>() {
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  function propsFor({ options, expanded, onText, onChoose, onEnter, onKeyDown }: ComboboxConfig<Option>) {
    const choose = (option: Option) => {
      onChoose(option);
      close();
    };
    const optionId = (index: number) => `${listId}-${index}`;

    const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        // Positions run from -1 (the text itself) through the options.
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const positions = options.length + 1;
        setActive((current) => ((current + 1 + step + positions) % positions) - 1);
      } else if (event.key === 'Enter' && expanded) {
        event.preventDefault();
        const highlighted = options[active];
        if (highlighted !== undefined) choose(highlighted);
        else onEnter?.();
      } else if (event.key === 'Escape' && expanded) {
        // Only the list closes, not a dialog around the box.
        event.preventDefault();
        event.stopPropagation();
        close();
      }
    };

    return {
      rootProps: {
        ref: rootRef,
        // Keyboard focus moved on (Tab): the list closes as it does for a click outside.
        onBlur: (event: FocusEvent) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
        },
      },
      inputProps: {
        'aria-controls': listId,
        'aria-activedescendant': expanded && active >= 0 && active < options.length ? optionId(active) : undefined,
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          onText(event.target.value);
          setOpen(true);
          setActive(-1);
        },
        onFocus: () => setOpen(true),
        onKeyDown: onInputKeyDown,
      },
      listboxProps: { id: listId },
      optionProps: (index: number) => ({
        id: optionId(index),
        'aria-selected': index === active,
        // The input keeps focus (and the list stays open) while an option is pressed.
        onPointerDown: (event: { preventDefault: () => void }) => event.preventDefault(),
        onClick: () => {
          const option = options[index];
          if (option !== undefined) choose(option);
        },
        onPointerEnter: () => setActive(index),
      }),
    };
  }

  /** `active`: the highlighted option's position, -1 while the text itself is (for keys such as Delete on it). */
  return { open, active, close, propsFor };
}
