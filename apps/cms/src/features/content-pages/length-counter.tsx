import { Text } from '@backoffice/ui';

export interface LengthCounterProps {
  length: number;
  /** The recommended maximum (characters). */
  max: number;
  id?: string;
}

/**
 * "45 / 60 characters"; over the recommendation it turns orange and says by how much (a hint, not a rule:
 * the form still saves). aria-live so a screen reader hears the change.
 */
export function LengthCounter({ length, max, id }: LengthCounterProps) {
  const over = length - max;
  return (
    <Text as="span" id={id} fontSize="sm" aria-live="polite" color={over > 0 ? 'orange.600' : 'fg.muted'}>
      {length} / {max} characters
      {over > 0 ? ` (${over} over the recommended ${max}; search engines cut the rest)` : ''}
    </Text>
  );
}
