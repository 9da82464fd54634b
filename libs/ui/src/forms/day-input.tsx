import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { DayCalendar } from './day-calendar';
import { dayBounds, dayProblem, dayText, parseDayText } from './day-text';
import { isIsoDate } from './iso-date';
import { Box, Input } from './main-entry';

/** Props of {@link DayInput}. */
export interface DayInputProps {
  /** The form's day: 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with the new day ('YYYY-MM-DD'), or '' while the text is empty or not a day the field takes. */
  onChange: (day: string) => void;
  onBlur?: () => void;
  /** The text box (react-hook-form focuses it on a failed submit). */
  inputRef?: Ref<HTMLInputElement>;
  /** The input's name attribute. */
  name?: string;
  /** Earliest and latest days taken, 'YYYY-MM-DD' (default: the API's DAY_MIN and DAY_MAX). */
  min?: string;
  max?: string;
  disabled?: boolean;
  /** The text box's aria-describedby (hint, error). */
  describedBy?: string;
  /**
   * Called when what is wrong with the typed text changes: the message once the user left text that is no day, or a
   * day outside `min`..`max` (see day-text.ts, `DayTextMessages`), undefined once that is mended.
   */
  onProblem?: (problem: string | undefined) => void;
}

interface Shown {
  /** The form value the text stands for ('' while the text is no day). */
  value: string;
  text: string;
  problem?: string;
}

/**
 * One day typed as dd/MM/yyyy or picked in Chakra's DatePicker (the calendar button at the end of the box). The text
 * box is the field's control (a Field's label names it, so it goes inside a Field.Root); the calendar joins it once
 * its chunk is there, so the box works from the first render. Typing emits the day as soon as the text is a whole
 * dd/MM/yyyy day from `min` to `max`; leaving the box (or Enter) also takes 5/3/2026 and a pasted 2026-03-05, and
 * writes it back as 05/03/2026; text that is no such day emits '' and reports why through `onProblem` (never
 * replaced by another day: the user sees what they typed). Alt+ArrowDown opens the calendar.
 */
export function DayInput({ value, onChange, onBlur, inputRef, name, min, max, disabled, describedBy, onProblem }: DayInputProps) {
  const bounds = dayBounds(min, max);
  const [shown, setShown] = useState<Shown>(() => ({ value, text: dayText(value) }));
  // A value from outside (a reset, another field, the URL) replaces the text; the ones this box emitted do not.
  if (value !== shown.value) setShown({ value, text: dayText(value) });

  const reported = useRef(onProblem);
  reported.current = onProblem;
  useEffect(() => reported.current?.(shown.problem), [shown.problem]);

  const trigger = useRef<HTMLButtonElement>(null);

  const emit = (next: Shown) => {
    setShown(next);
    if (next.value !== value) onChange(next.value);
  };
  // The calendar is memoised: it gets one callback for its life, which emits through the latest render's `emit`.
  const latestEmit = useRef(emit);
  latestEmit.current = emit;
  const pick = useCallback((day: string) => latestEmit.current({ value: day, text: dayText(day) }), []);

  const type = (text: string) => {
    if (!text.trim()) return emit({ value: '', text });
    const day = parseDayText(text, true);
    if (day && !dayProblem(day, bounds.min, bounds.max)) return emit({ value: day, text });
    // Not a day yet: nothing stands for it, and a problem shown before stays until the user is done.
    emit({ value: '', text, problem: shown.problem });
  };

  const commit = () => {
    const text = shown.text.trim();
    if (!text) return emit({ value: '', text: '' });
    const day = parseDayText(text);
    const problem = dayProblem(day, bounds.min, bounds.max);
    if (day && !problem) emit({ value: day, text: dayText(day) });
    else emit({ value: '', text: shown.text, problem });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter also submits the form: the day is taken first, so the submit sees it.
    if (e.key === 'Enter') commit();
    if (e.key === 'ArrowDown' && e.altKey) {
      e.preventDefault();
      trigger.current?.click();
    }
  };

  return (
    <Box position="relative" width="full">
      <Input
        ref={inputRef}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        aria-describedby={describedBy}
        value={shown.text}
        onChange={(e) => type(e.target.value)}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        pe="11"
      />
      {/* No z-index here: a stacking context would put the next field's button above this calendar. */}
      <Box position="absolute" insetEnd="1" top="0" bottom="0" display="flex" alignItems="center">
        <Suspense fallback={null}>
          <DayCalendar
            value={isIsoDate(shown.value) ? shown.value : ''}
            min={bounds.min}
            max={bounds.max}
            disabled={disabled}
            triggerRef={trigger}
            onPick={pick}
          />
        </Suspense>
      </Box>
    </Box>
  );
}
