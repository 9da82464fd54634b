import type { UserUploadReport } from '@backoffice/contracts';
import { Box, Button, Card, Flex, HStack, Heading, Stack, Table, Text, chakra } from '@backoffice/ui';
import { useId } from 'react';

/** Props of {@link UploadReport}. */
export interface UploadReportProps {
  /** The answer of POST /user/uploadExcelUsers. */
  report: UserUploadReport;
  /** The uploaded file's name, shown beside the title. */
  fileName: string;
  /** Hides the report (the Dismiss button). */
  onDismiss: () => void;
}

/**
 * The report of a users upload (docs/areas/users.md, "Upload"): how many data rows the sheet had, how many users
 * were created and refused, the created e-mails, and the refused rows with their sheet row number (the header is
 * row 1), e-mail and reason. A region named 'Upload report'.
 */
export function UploadReport({ report, fileName, onDismiss }: UploadReportProps) {
  const titleId = useId();
  const createdId = useId();
  const refusedId = useId();
  const totals: Array<[string, number]> = [
    ['Rows read', report.rows],
    ['Created', report.created.length],
    ['Refused', report.refused.length],
  ];
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Body>
        <Stack gap="4">
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Heading as="h2" size="md" id={titleId}>
              Upload report
            </Heading>
            <Button size="xs" variant="outline" onClick={onDismiss}>
              Dismiss report
            </Button>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {fileName}
          </Text>
          <chakra.dl display="flex" gap="8" flexWrap="wrap" m="0" aria-label="Upload totals">
            {totals.map(([label, value]) => (
              <Box key={label}>
                <chakra.dt fontSize="sm" color="fg.muted">
                  {label}
                </chakra.dt>
                <chakra.dd m="0" fontSize="xl" fontWeight="semibold">
                  {value}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
          <Stack gap="2">
            <Heading as="h3" size="sm" id={createdId}>
              Created users
            </Heading>
            {report.created.length ? (
              // A scrolling box is focusable, so that a keyboard can scroll it (a sheet may create thousands).
              <Box maxH="48" overflowY="auto" tabIndex={0} role="region" aria-labelledby={createdId}>
                <chakra.ul listStyleType="none" m="0" p="0" aria-labelledby={createdId}>
                  {report.created.map((c) => (
                    <HStack as="li" key={c._id} gap="3" fontSize="sm">
                      <Text color="fg.muted" minW="16">
                        Row {c.row}
                      </Text>
                      <Text>{c.email}</Text>
                    </HStack>
                  ))}
                </chakra.ul>
              </Box>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                No user was created.
              </Text>
            )}
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="sm" id={refusedId}>
              Refused rows
            </Heading>
            {report.refused.length ? (
              <Box maxH="80" overflowY="auto" tabIndex={0} role="region" aria-labelledby={refusedId}>
                <Table.Root size="sm" aria-label="Refused rows">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Row</Table.ColumnHeader>
                      <Table.ColumnHeader>Email</Table.ColumnHeader>
                      <Table.ColumnHeader>Reason</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {report.refused.map((r) => (
                      <Table.Row key={r.row}>
                        <Table.Cell>{r.row}</Table.Cell>
                        <Table.Cell wordBreak="break-all">{r.email || '—'}</Table.Cell>
                        <Table.Cell>{r.reason}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                No row was refused.
              </Text>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
