import { Badge, Box, Button, HStack } from '@backoffice/ui';

/**
 * The bar at the foot of an image form (homepage, Manage Images), kept in view while scrolling and laid out as
 * the kit's form pages lay out theirs (remote-kit FormPage: on the right, Cancel then the save button): an
 * 'Unsaved changes' badge (role="status") when `dirty`, Cancel (enabled when there are edits; back to the saved
 * state) and the save button (`saveLabel`, busy while `saving`).
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
      <HStack gap="3" justify="flex-end" wrap="wrap">
        {dirty && (
          <Badge colorPalette="orange" role="status">
            Unsaved changes
          </Badge>
        )}
        <Button variant="outline" disabled={saving || !dirty} onClick={onCancel}>
          Cancel
        </Button>
        <Button colorPalette="blue" loading={saving} onClick={onSave}>
          {saveLabel}
        </Button>
      </HStack>
    </Box>
  );
}
