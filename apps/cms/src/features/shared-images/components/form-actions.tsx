import { Badge, Box, Button, HStack } from '@backoffice/ui';

/**
 * The bar at the foot of a content form, kept in view while scrolling: the save button (`saveLabel`, busy while
 * `saving`), Cancel (enabled when there are edits) and an 'Unsaved changes' badge (role="status") when `dirty`.
 */
export function FormActions({
  saveLabel,
  saving,
  dirty,
  onSave,
  onCancel,
}: {
  saveLabel: string;
  saving: boolean;
  dirty: boolean;
  onSave(): void;
  onCancel(): void;
}) {
  return (
    <Box position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px" zIndex="1">
      <HStack gap="3">
        <Button colorPalette="blue" loading={saving} onClick={onSave}>
          {saveLabel}
        </Button>
        <Button variant="outline" disabled={saving || !dirty} onClick={onCancel}>
          Cancel
        </Button>
        {dirty && (
          <Badge colorPalette="orange" role="status">
            Unsaved changes
          </Badge>
        )}
      </HStack>
    </Box>
  );
}
