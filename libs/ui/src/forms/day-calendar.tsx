import { getFormatPreferences } from '@backoffice/contracts/constants';
import { lazy, memo, type ComponentType, type Ref } from 'react';
import { chakra, loadDatePicker } from './main-entry';

/** Props of {@link DayCalendar}. */
export interface DayCalendarProps {
  /** The picked day, 'YYYY-MM-DD', or '' for none (the calendar then opens on `min`, or today). */
  value: string;
  /** Earliest and latest days offered, 'YYYY-MM-DD' (days outside are disabled and cannot be reached). */
  min: string;
  max: string;
  /** Called with the day the user picked in the calendar, 'YYYY-MM-DD'. */
  onPick: (day: string) => void;
  disabled?: boolean;
  /** The calendar button, so the text box can open it (Alt+ArrowDown). */
  triggerRef?: Ref<HTMLButtonElement>;
}

type DatePickerModule = Awaited<ReturnType<typeof loadDatePicker>>;

const CalendarIcon = () => (
  <chakra.svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </chakra.svg>
);

function calendarOf({ DatePicker, parseDate }: DatePickerModule): ComponentType<DayCalendarProps> {
  const day = (iso: string) => parseDate(iso);
  // Memoised: the text box re-renders on every key, the calendar only when its day or bounds change.
  return memo(function DayCalendarBody({ value, min, max, onPick, disabled, triggerRef }: DayCalendarProps) {
    const { locale, timeZone } = getFormatPreferences();
    return (
      <DatePicker.Root
        value={value ? [day(value)] : []}
        onValueChange={(details) => {
          const picked = details.value[0];
          if (picked) onPick(picked.toString().slice(0, 10));
        }}
        min={day(min)}
        max={day(max)}
        disabled={disabled}
        // Month and weekday names in the console's locale; "today" in the viewer's zone (docs/frontend-data.md).
        locale={locale}
        timeZone={timeZone}
        positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
        // The month's cells exist only while the calendar is open (a form may hold several date fields).
        lazyMount
        unmountOnExit
        width="auto"
      >
        <DatePicker.Control width="auto">
          <DatePicker.Trigger ref={triggerRef} boxSize="8" borderRadius="l2" focusVisibleRing="outside">
            <CalendarIcon />
          </DatePicker.Trigger>
        </DatePicker.Control>
        {/* Not portalled: inside a Dialog the calendar must stay within its focus trap. */}
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </DatePicker.Root>
    );
  });
}

/**
 * The calendar button and popover of the date fields: Chakra's DatePicker, whose chunk `@backoffice/ui` loads on
 * first render (`loadDatePicker`). A lazy component: render it inside a `Suspense`. It holds no text box: the
 * field's own one takes typed days as dd/MM/yyyy (see `day-input.tsx`). The button is named 'Open calendar' (or
 * 'Close calendar'); keyboard: Enter or Space on it opens the month with the picked day focused, the arrows,
 * Page Up/Down and Home/End move, Enter picks and closes, Escape closes; focus returns to the button.
 */
export const DayCalendar = lazy(async () => ({ default: calendarOf(await loadDatePicker()) }));
