import { BookingsMessages, FILTERED_LISTS, Limits, formatMoney, formatNumber, type BanEntry } from '@backoffice/contracts';
import { QueryGate, RecordLink, RecordPage, RecordTickets, gridStatesOf, useAction, useConfirmedAction } from '@backoffice/remote-kit';
import { Badge, Box, Button, Card, DataGrid, Flex, HStack, Heading, SimpleGrid, Stack, Table, Text } from '@backoffice/ui';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useCustomerBans, useCustomerRecord, useReservations, useResetGuestPassword, useSetBan } from './api';
import { reservationColumnsFor } from './reservations-page';

type BanScope = Parameters<ReturnType<typeof useSetBan>['mutateAsync']>[0]['scope'];

/** A property of the ban panels as a link to its hotel, the way back leading to this customer. */
const hotelLink = (b: Pick<BanEntry, 'hotelId' | 'name'>, backLabel: string) => <RecordLink record={{ type: 'hotel', id: b.hotelId, name: b.name }} backLabel={backLabel} />;

/** One figure of the customer's record in a card of its own, named by `label` (shown above the figure). */
function FigureCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" as="section" aria-label={label}>
      <Card.Body>
        <Text color="fg.muted">{label}</Text>
        <Text fontSize="2xl">{children}</Text>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /customerRecords/{id} and /customers/{id} (docs/areas/bookings.md, "Customer records", "Bans"): the customer's
 * name as the title with Reset Guest Password (after confirmation) at the right; their information (customers
 * only), total bookings and revenue (in Australian dollars), the bookings table, the ban toggles per property
 * booked (this property, its owner's linked properties, all properties; while the customer is banned from all
 * properties every row shows Banned with Lift Ban, which lifts that ban), the banned-properties accordion, and the
 * tickets about the customer (the kit's RecordTickets). The total of bookings links to the reservations list
 * filtered to this customer, each property to its hotel (docs/areas/bookings.md, "Links"). The way back leads to
 * the list or reservation the page was opened from.
 */
export function CustomerRecordPage() {
  const id = useParams().customerID ?? '';
  const record = useCustomerRecord(id);
  const bans = useCustomerBans(id);
  const setBan = useAction(useSetBan(), { success: (res) => res.message, failure: 'The ban could not be changed.' });
  const reset = useAction(useResetGuestPassword(), {
    success: BookingsMessages.customer.passwordResetSent,
    failure: 'The password reset e-mail could not be sent.',
  });
  const [page, setPage] = useState(1);
  const bookings = useReservations({ customer: id, page, limit: Limits.pageSize, sort: 'reservationStart', order: 'desc' });
  const resetting = useConfirmedAction(
    reset,
    { title: 'Reset Guest Password', message: (c) => BookingsMessages.customer.passwordResetConfirm(c.fullName), confirmLabel: 'Send reset e-mail', keepOnFailure: true },
    (c: { fullName: string; email: string }) => ({ userId: id, email: c.email }),
  );

  const ban = (scope: BanScope, value: boolean) => void setBan.run({ scope, userId: id, ban: value });

  return (
    <RecordPage
      query={record}
      noun="customer"
      missing={BookingsMessages.customer.notFound}
      frame={{ title: 'Customer Information', back: { to: '/reservations', label: 'Back to reservations' } }}
      title={(data) => `Customer Information / ${data.customer.fullName}`}
      subtitle={(data) => data.customer.contactEmail || data.customer.email}
      actions={(data) => (
        <Button size="sm" variant="outline" onClick={() => resetting.ask(data.customer)}>
          Reset Guest Password
        </Button>
      )}
      keyOf={(data) => data.customer._id}
    >
      {(data) => {
        const { customer } = data;
        const back = `Back to ${customer.fullName || 'the customer'}`;
        const bannedAll = bans.data?.bannedAll ?? data.bannedAll;
        return (
          <>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Card.Root size="sm" as="section" aria-label="Customer">
                <Card.Body>
                  <Text fontWeight="semibold">{customer.fullName}</Text>
                  <Text>{customer.contactEmail || customer.email}</Text>
                  <Text>{customer.mobile || '—'}</Text>
                  <Badge mt="1" width="fit-content">
                    {customer.accountType}
                  </Badge>
                </Card.Body>
              </Card.Root>
              <FigureCard label="Total Bookings">
                <RecordLink to={FILTERED_LISTS.reservations({ customerId: customer._id })} backLabel={back} aria-label={`${formatNumber(data.totalBookings)} bookings`}>
                  {formatNumber(data.totalBookings)}
                </RecordLink>
              </FigureCard>
              <FigureCard label="Total Revenue">{formatMoney(data.totalRevenue, data.currencySymbol)}</FigureCard>
            </SimpleGrid>

            <Card.Root size="sm" as="section" aria-label="Bans">
              <Card.Header>
                <Flex justify="space-between" align="center" wrap="wrap" gap="2">
                  <Heading as="h2" size="md">
                    Bans
                  </Heading>
                  <Button size="xs" colorPalette={bannedAll ? 'gray' : 'red'} variant="outline" disabled={setBan.isPending} onClick={() => ban({ kind: 'all' }, !bannedAll)}>
                    {bannedAll ? 'Lift Ban From All Properties' : 'Ban From All Properties'}
                  </Button>
                </Flex>
              </Card.Header>
              <Card.Body>
                <QueryGate query={bans} noun="bans">
                  {(info) => (
                    <>
                      <Table.Root size="sm">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>Property</Table.ColumnHeader>
                            <Table.ColumnHeader>Status</Table.ColumnHeader>
                            <Table.ColumnHeader>Actions</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {info.booked.map((b: BanEntry) => {
                            // A row banned through the ban from all properties shows the banned state too; its Lift
                            // Ban lifts that ban (there is no exception to it), as the header's button does.
                            const banned = b.block || bannedAll;
                            return (
                              <Table.Row key={b.hotelId}>
                                <Table.Cell>{hotelLink(b, back)}</Table.Cell>
                                <Table.Cell>{banned ? <Badge colorPalette="red">Banned</Badge> : 'Allowed'}</Table.Cell>
                                <Table.Cell>
                                  <HStack gap="2" wrap="wrap">
                                    <Button
                                      size="xs"
                                      variant="outline"
                                      disabled={setBan.isPending}
                                      aria-label={`${banned ? 'Lift ban' : 'Ban'} at ${b.name}`}
                                      title={bannedAll ? 'Lifts the ban from all properties' : undefined}
                                      onClick={() => ban(bannedAll ? { kind: 'all' } : { kind: 'one', hotelId: b.hotelId }, !banned)}
                                    >
                                      {banned ? 'Lift Ban' : 'Ban From This Property'}
                                    </Button>
                                    <Button
                                      size="xs"
                                      variant="ghost"
                                      disabled={setBan.isPending || bannedAll}
                                      aria-label={`Ban from properties linked to ${b.name}`}
                                      onClick={() => ban({ kind: 'linked', hotelId: b.hotelId }, true)}
                                    >
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
                          Banned Properties ({bannedAll ? 'all' : info.banned.length})
                        </Box>
                        <Stack gap="1" mt="2" as="ul" pl="4">
                          {bannedAll ? <li>All properties</li> : null}
                          {info.banned.map((b) => (
                            <li key={b.hotelId}>{hotelLink(b, back)}</li>
                          ))}
                        </Stack>
                      </Box>
                    </>
                  )}
                </QueryGate>
              </Card.Body>
            </Card.Root>

            <DataGrid
              label="Bookings"
              columns={reservationColumnsFor(back)}
              rows={bookings.data?.data}
              rowKey={(r) => r._id}
              {...gridStatesOf(bookings)}
              errorTitle="The bookings could not be loaded."
              emptyText="No bookings yet."
              pagination={{ page, pageSize: Limits.pageSize, total: bookings.data?.total ?? 0, onPageChange: setPage }}
              initialHidden={['customer', 'email']}
            />
            <RecordTickets about={{ type: 'customer', id: customer._id, name: customer.fullName || customer.email }} />
            {resetting.dialog}
          </>
        );
      }}
    </RecordPage>
  );
}
