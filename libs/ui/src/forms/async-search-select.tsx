import { Box, Input, Text, chakra, FieldFrame, type FormFieldBaseProps } from './main-entry';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';

/** One result of an {@link AsyncSearchSelect}: the stored `value` (an id), its `label` and an optional second line. */
export interface SearchOption {
  value: string;
  label: string;
  /** A second, smaller line (e.g. a hotel's city). */
  description?: string;
}

/** Props of {@link AsyncSearchSelect}. */
export interface AsyncSearchSelectProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, SearchOption | null> = FieldPathByValue<T, SearchOption | null>,
  TT = T,
> extends FormFieldBaseProps<T, N, TT> {
  /**
   * Finds the options for a term (already trimmed, at least `minChars` long). Any promise will do (an api-client
   * call, a filter of a loaded list): the piece needs no data library. A rejected promise shows `failedText`.
   * Only the answer to the latest term is shown.
   */
  search: (term: string) => Promise<SearchOption[]>;
  /** Characters needed before a search starts (default 3: "more than 2"). */
  minChars?: number;
  /** Quiet time after the last keystroke before searching, in ms (default 400). */
  debounceMs?: number;
  placeholder?: string;
  /** Shown when a search finds nothing (default 'No matches found'). */
  noResultsText?: string;
  /** Shown when `search` fails (default 'The search failed. Type again to retry.'). */
  failedText?: string;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A select whose options come from a search as the user types (docs/areas/platform.md,
 * "Forms, grids and data conventions"): for choices too many to list (a hotel, a guest, a user). After more
 * than 2 characters and 400 ms without typing it calls `search(term)` and lists the answer.
 *
 * Accessible as the WAI-ARIA combobox pattern: the input has role="combobox", aria-expanded, aria-controls (the
 * listbox) and aria-activedescendant (the active option); results are role="option" in a role="listbox", and the
 * search state ('Searching…', no results, failure) is a role="status" live region. Keys: ArrowDown/ArrowUp move
 * through the options (ArrowDown opens the list again), Enter picks the active one, Escape closes the list (a
 * second Escape restores the picked label), Tab leaves. Leaving the input restores the picked label; clearing it
 * clears the value.
 *
 * The form value is the picked {@link SearchOption} (`{ value, label }`, so an edit form can show a stored choice
 * without a search), or `null`.
 *
 * @example
 * <AsyncSearchSelect control={control} name="hotel" label="Hotel"
 *   search={async (term) => (await searchHotels(term)).map((h) => ({ value: h._id, label: h.name }))} />
 */
export function AsyncSearchSelect<T extends FieldValues, N extends FieldPathByValue<T, SearchOption | null>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id,
  search,
  minChars = 3,
  debounceMs = 400,
  placeholder,
  noResultsText = 'No matches found',
  failedText = 'The search failed. Type again to retry.',
}: AsyncSearchSelectProps<T, N, TT>) {
  const { field, ids, frame } = useFormField({ control, name, label, hint, required, disabled, id });
  const selected = (field.value as SearchOption | null | undefined) ?? null;
  const [query, setQuery] = useState(selected?.label ?? '');
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Numbers each search: an answer to an older term is dropped.
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  // A value set from outside (reset, loaded record) shows its label.
  const selectedLabel = selected?.label ?? '';
  useEffect(() => {
    setQuery(selectedLabel);
  }, [selectedLabel]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const runSearch = (term: string) => {
    const mine = ++latest.current;
    setStatus('loading');
    setOpen(true);
    searchRef.current(term).then(
      (found) => {
        if (mine !== latest.current) return;
        setOptions(found);
        setStatus('ready');
        setActive(found.length ? 0 : -1);
      },
      () => {
        if (mine !== latest.current) return;
        setOptions([]);
        setStatus('error');
        setActive(-1);
      },
    );
  };

  const onType = (text: string) => {
    setQuery(text);
    clearTimeout(timer.current);
    latest.current++;
    if (text === '' && selected) field.onChange(null);
    const term = text.trim();
    if (term.length < minChars) {
      setStatus('idle');
      setOptions([]);
      close();
      return;
    }
    timer.current = setTimeout(() => runSearch(term), debounceMs);
  };

  const choose = (option: SearchOption) => {
    clearTimeout(timer.current);
    latest.current++;
    field.onChange(option);
    setQuery(option.label);
    setStatus('idle');
    close();
  };

  const move = (delta: number) => {
    if (!options.length) return;
    setOpen(true);
    setActive((i) => {
      const next = i < 0 ? (delta > 0 ? 0 : options.length - 1) : (i + delta + options.length) % options.length;
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
      return next;
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open && options.length) {
          setOpen(true);
          setActive((i) => (i < 0 ? 0 : i));
        } else move(1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(-1);
        break;
      case 'Enter':
        // Picking an option must not submit the form around it.
        if (open && active >= 0 && options[active]) {
          e.preventDefault();
          choose(options[active]);
        } else if (open) e.preventDefault();
        break;
      case 'Escape':
        if (open) {
          // Inside a dialog, the first Escape closes only the list.
          e.preventDefault();
          e.stopPropagation();
          close();
        } else if (query !== selectedLabel) {
          e.preventDefault();
          setQuery(selectedLabel);
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const statusText =
    status === 'loading'
      ? 'Searching…'
      : status === 'error'
        ? failedText
        : status === 'ready' && options.length === 0
          ? noResultsText
          : status === 'ready'
            ? `${options.length} ${options.length === 1 ? 'result' : 'results'}`
            : '';
  const showList = open && status === 'ready' && options.length > 0;

  return (
    <FieldFrame {...frame}>
      <Box position="relative" width="full">
        <Input
          ref={field.ref}
          aria-describedby={ids.describedBy}
          name={field.name}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={query}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            clearTimeout(timer.current);
            latest.current++;
            setStatus('idle');
            if (query !== '' && query !== selectedLabel) setQuery(selectedLabel);
            field.onBlur();
          }}
        />
        {/* Read out, visible only while the list is open (the result count is for screen readers). */}
        <Text
          role="status"
          fontSize="sm"
          color={status === 'error' ? 'fg.error' : 'fg.muted'}
          mt="1"
          srOnly={!open || status === 'ready' && options.length > 0}
        >
          {open ? statusText : ''}
        </Text>
        <chakra.ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!showList}
          position="absolute"
          zIndex="dropdown"
          top="calc(100% + 4px)"
          insetX="0"
          m="0"
          p="1"
          listStyleType="none"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          boxShadow="md"
          maxH="64"
          overflowY="auto"
        >
          {showList
            ? options.map((o, i) => (
                <chakra.li
                  key={o.value}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  px="3"
                  py="1.5"
                  rounded="sm"
                  cursor="pointer"
                  bg={i === active ? 'bg.emphasized' : undefined}
                  // Keep the focus in the input: a mousedown would blur it and close the list first.
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => choose(o)}
                >
                  <Text>{o.label}</Text>
                  {o.description ? (
                    <Text fontSize="xs" color="fg.muted">
                      {o.description}
                    </Text>
                  ) : null}
                </chakra.li>
              ))
            : null}
        </chakra.ul>
      </Box>
    </FieldFrame>
  );
}
