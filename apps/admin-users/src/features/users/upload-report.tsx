import { formatNumber } from '@backoffice/contracts/constants';
import type { UserUploadReport } from '@backoffice/contracts';
import { Box, Button, Card, Flex, HStack, Heading, Stack, Table, Text, chakra } from '@backoffice/ui';
import { RecordLink } from '@backoffice/remote-kit';
import { useId, type ReactNode } from 'react';

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
 * were created and refused (counts through the format module: '5,000'), the created e-mails, and the refused rows
 * with their sheet row number (the header is row 1), e-mail and reason. A region named 'Upload report'.
 */
export function UploadReport({ report, fileName, onDismiss }: UploadReportProps) {
  const titleId = useId();
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
                  {formatNumber(value)}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
          <ReportSection title="Created users" emptyText="No user was created." maxH="48">
            {report.created.length
              ? (headingId) => (
                  <chakra.ul listStyleType="none" m="0" p="0" aria-labelledby={headingId}>
                    {report.created.map((c) => (
                      <HStack as="li" key={c._id} gap="3" fontSize="sm">
                        <Text color="fg.muted" minW="16">
                          Row {c.row}
                        </Text>
                        <Text>
                          <RecordLink record={{ type: 'user', id: c._id, name: c.email }} backLabel="Back to Users" />
                        </Text>
                      </HStack>
                    ))}
                  </chakra.ul>
                )
              : null}
          </ReportSection>
          <ReportSection title="Refused rows" emptyText="No row was refused." maxH="80">
            {report.refused.length
              ? () => (
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
                )
              : null}
          </ReportSection>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One list of the report: its h3, then `children(headingId)` in a box that scrolls (focusable, so that a keyboard
 * can scroll it: a sheet may create thousands), a region named by the heading; `emptyText` when `children` is null.
 */
function ReportSection({
  title,
  emptyText,
  maxH,
  children,
}: {
  title: string;
  emptyText: string;
  maxH: string;
  children: ((headingId: string) => ReactNode) | null;
}) {
  const headingId = useId();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id={headingId}>
        {title}
      </Heading>
      {children ? (
        <Box maxH={maxH} overflowY="auto" tabIndex={0} role="region" aria-labelledby={headingId}>
          {children(headingId)}
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      )}
    </Stack>
  );
}
