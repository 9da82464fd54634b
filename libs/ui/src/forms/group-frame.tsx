import { Text, chakra } from './main-entry';
import { useId, type ReactNode } from 'react';

/** Props of {@link GroupFrame}. */
export interface GroupFrameProps {
  /** The legend: the group's accessible name. */
  label: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** The controls; `describedBy` is for each of them (hint and error ids). */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * The frame of a piece made of several controls (checkboxes, two dates): a plain fieldset whose legend names the
 * group, the hint and the inline error under it, both tied to the group and to each control by aria-describedby.
 * Plain elements styled like Chakra's Field, not Chakra's Fieldset: libs/ui loads on the login page, and its
 * recipe is weight for nothing here.
 */
export function GroupFrame({ label, hint, error, disabled, children }: GroupFrameProps) {
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" width="full" disabled={disabled} aria-describedby={describedBy} data-invalid={error ? '' : undefined}>
      <chakra.legend p="0" mb="1.5" fontSize="sm" fontWeight="medium" opacity={disabled ? 0.5 : undefined}>
        {label}
      </chakra.legend>
      {children(describedBy)}
      {hint ? (
        <Text id={hintId} mt="1.5" fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={errorId} mt="1.5" fontSize="xs" color="fg.error" aria-live="polite">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
