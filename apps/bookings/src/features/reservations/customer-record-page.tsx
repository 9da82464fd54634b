import { BookingsMessages, Limits, type BanEntry } from '@backoffice/contracts';
import { LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Box, Button, Card, DataGrid, Flex, HStack, Heading, SimpleGrid, Stack, Table, Text } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useCustomerBans, useCustomerRecord, useReservations, useResetGuestPassword, useSetBan } from './api';
import { money } from './format';
import { reservationColumns } from './reservations-page';

/**
 * /customerRecords/{id} and /customers/{id} (docs/areas/bookings.md, "Customer records", "Bans"): a customer's
 * information (customers only), total bookings and revenue, the bookings table, the ban toggles per property
 * booked (this property, its owner's linked properties, all properties; while the customer is banned from all
 * properties every row shows Banned with Lift Ban, which lifts that ban), the banned-properties accordion, and
 * Reset Guest Password after confirmation.
 */
export function CustomerRecordPage() {
  const id = useParams().customerID ?? '';
  const record = useCustomerRecord(id);
  const bans = useCustomerBans(id);
  const setBan = useSetBan();
  const reset = useResetGuestPassword();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const bookings = useReservations({ customer: id, page, limit: Limits.pageSize, sort: 'reservationStart', order: 'desc' });
  const [confirmReset, setConfirmReset] = useState(false);

  if (record.isPending) return <LoadingState label="Loading customer…" />;
  if (record.isError) return <LoadError title="The customer could not be loaded." message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  const { customer } = record.data;

  async function ban(scope: Parameters<typeof setBan.mutateAsync>[0]['scope'], value: boolean) {
    try {
      const { message } = await setBan.mutateAsync({ scope, userId: id, ban: value });
      notify({ type: 'success', title: message });
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e) });
    }
  }

  async function onReset() {
    try {
      await reset.mutateAsync({ userId: id, email: customer.email });
      notify({ type: 'success', title: BookingsMessages.customer.passwordResetSent });
      setConfirmReset(false);
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e) });
    }
  }

  const bannedAll = bans.data?.bannedAll ?? record.data.bannedAll;
  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Customer Information / {customer.fullName}
          </Heading>
          <Button size="sm" variant="outline" onClick={() => setConfirmReset(true)}>
            Reset Guest Password
          </Button>
        </Flex>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Card.Root size="sm" as="section" aria-label="Customer">
            <Card.Body>
              <Text fontWeight="semibold">{customer.fullName}</Text>
              <Text>{customer.contactEmail || customer.email}</Text>
              <Text>{customer.mobile || '—'}</Text>
              <Badge mt="1" width="fit-content">{customer.accountType}</Badge>
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm" as="section" aria-label="Total Bookings">
            <Card.Body>
              <Text color="fg.muted">Total Bookings</Text>
              <Text fontSize="2xl">{record.data.totalBookings}</Text>
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm" as="section" aria-label="Total Revenue">
            <Card.Body>
              <Text color="fg.muted">Total Revenue</Text>
              <Text fontSize="2xl">{money(record.data.totalRevenue, record.data.currencySymbol)}</Text>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>

        <Card.Root size="sm" as="section" aria-label="Bans">
          <Card.Header>
            <Flex justify="space-between" align="center" wrap="wrap" gap="2">
              <Heading as="h2" size="md">
                Bans
              </Heading>
              <Button size="xs" colorPalette={bannedAll ? 'gray' : 'red'} variant="outline" disabled={setBan.isPending} onClick={() => void ban({ kind: 'all' }, !bannedAll)}>
                {bannedAll ? 'Lift Ban From All Properties' : 'Ban From All Properties'}
              </Button>
            </Flex>
          </Card.Header>
          <Card.Body>
            {bans.isError ? <LoadError message={errorMessage(bans.error)} onRetry={() => void bans.refetch()} /> : null}
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Property</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(bans.data?.booked ?? []).map((b: BanEntry) => {
                  // A row banned through the ban from all properties shows the banned state too; its Lift Ban lifts
                  // that ban (there is no exception to it), as the header's button does.
                  const banned = b.block || bannedAll;
                  return (
                    <Table.Row key={b.hotelId}>
                      <Table.Cell>{b.name}</Table.Cell>
                      <Table.Cell>{banned ? <Badge colorPalette="red">Banned</Badge> : 'Allowed'}</Table.Cell>
                      <Table.Cell>
                        <HStack gap="2" wrap="wrap">
                          <Button
                            size="xs"
                            variant="outline"
                            disabled={setBan.isPending}
                            aria-label={`${banned ? 'Lift ban' : 'Ban'} at ${b.name}`}
                            title={bannedAll ? 'Lifts the ban from all properties' : undefined}
                            onClick={() => void ban(bannedAll ? { kind: 'all' } : { kind: 'one', hotelId: b.hotelId }, !banned)}
                          >
                            {banned ? 'Lift Ban' : 'Ban From This Property'}
                          </Button>
                          <Button size="xs" variant="ghost" disabled={setBan.isPending || bannedAll} aria-label={`Ban from properties linked to ${b.name}`} onClick={() => void ban({ kind: 'linked', hotelId: b.hotelId }, true)}>
                            Ban From Linked Properties
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
            <Box as="details" mt="3">
              <Box as="summary" cursor="pointer" fontWeight="medium">
                Banned Properties ({bannedAll ? 'all' : (bans.data?.banned.length ?? 0)})
              </Box>
              <Stack gap="1" mt="2" as="ul" pl="4">
                {bannedAll ? <li>All properties</li> : null}
                {(bans.data?.banned ?? []).map((b) => (
                  <li key={b.hotelId}>{b.name}</li>
                ))}
              </Stack>
            </Box>
          </Card.Body>
        </Card.Root>

        <DataGrid
          label="Bookings"
          columns={reservationColumns}
          rows={bookings.data?.data}
          rowKey={(r) => r._id}
          loading={bookings.isPending}
          fetching={bookings.isPlaceholderData}
          error={bookings.isError ? errorMessage(bookings.error) : null}
          onRetry={() => void bookings.refetch()}
          emptyText="No bookings yet."
          pagination={{ page, pageSize: Limits.pageSize, total: bookings.data?.total ?? 0, onPageChange: setPage }}
          initialHidden={['customer', 'email']}
        />
      </Stack>
      <ConfirmDialog
        open={confirmReset}
        title="Reset Guest Password"
        message={BookingsMessages.customer.passwordResetConfirm(customer.fullName)}
        confirmLabel="Send reset e-mail"
        loading={reset.isPending}
        onConfirm={() => void onReset()}
        onCancel={() => setConfirmReset(false)}
      />
    </Box>
  );
}
