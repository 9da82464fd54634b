/**
 * The help desk's demo data (part of the seed, libs/api/server/src/seed/seed.ts): tickets from the demo Employees,
 * some with replies from the target department. Ids are drawn from the seed's generator after the shared rows,
 * so that every run gives the same ids.
 */
import type { AreaSeedWriter, SeedContext } from '@backoffice/api-server';
import { ticketDiscussions, tickets } from './helpdesk.schema';

/** Demo help-desk tickets (status 1 Open … 4 Closed, priority 1 Low … 4 Urgent) and their replies. */
const DEMO_TICKETS: { title: string; message: string; department: string; status: number; priority: number; replies: string[] }[] = [
  { title: 'Guest charged twice for a 6h stay', message: '<p>Booking <b>MS-48213</b> at Hotel Sea Breeze shows two card charges for the same slot. Please refund one.</p>', department: 'Finance', status: 2, priority: 3, replies: ['We can see both captures; the duplicate is being refunded.', 'Thanks, the guest is waiting for confirmation.'] },
  { title: 'Hotel cannot upload room photos', message: '<p>The partner at Palm Residency gets an error when uploading more than three photos.</p>', department: 'Hotel Onboarding', status: 1, priority: 2, replies: [] },
  { title: 'Refund request stuck in pending', message: '<p>A cancellation from last Friday is still <i>pending</i> in the refund report.</p>', department: 'Customer Support', status: 1, priority: 2, replies: ['Looking into it with the payments team.'] },
  { title: 'Invoice PDF shows the wrong GST number', message: '<p>October invoices for Mumbai hotels print the old GSTIN.</p>', department: 'Finance', status: 3, priority: 2, replies: ['Fixed in the template; the invoices were regenerated.', 'Confirmed, thank you.'] },
  { title: 'VPN access for the new joiner', message: '<p>Please set up VPN access for a new Customer Support colleague starting Monday.</p>', department: 'Technology', status: 4, priority: 1, replies: ['Access granted; credentials sent by e-mail.'] },
  { title: 'Check-in window missing for 3h slot', message: '<p>Hotel Orchid shows no check-in window for its 3h slot on weekends.</p>', department: 'Operations', status: 1, priority: 3, replies: [] },
  { title: 'Guest complaint about noisy room', message: '<p>A guest at Grand Lotus asked for a partial refund after a noisy 12h stay.</p>', department: 'Customer Support', status: 2, priority: 2, replies: ['Called the hotel; they offered a room change.', 'The guest accepted a 20% refund instead.'] },
  { title: 'Payout to hotel delayed', message: '<p>The payout for Hotel Sunrise did not arrive 24 hours before check-in.</p>', department: 'Finance', status: 1, priority: 4, replies: [] },
];

/** Prepares the demo tickets and replies; the writer inserts them in the seed's transaction. */
export async function helpdeskSeed(context: SeedContext): Promise<AreaSeedWriter> {
  const { now, uuid } = context;
  const byEmail = new Map(context.users.map((u) => [u.email, u]));
  const employees = context.demoAccounts.filter((a) => a.role === 'Employee').flatMap((a) => byEmail.get(a.email) ?? []);
  const deskOf = (departmentId: string) =>
    context.users.find((u) => u.role === 'Department' && u.departmentId === departmentId);
  const ticketRows: (typeof tickets.$inferInsert & { id: string })[] = [];
  const discussionRows: (typeof ticketDiscussions.$inferInsert)[] = [];
  let ticketMinutes = 0;
  DEMO_TICKETS.forEach((t, i) => {
    const departmentId = context.departmentId(t.department);
    if (!departmentId || employees.length === 0) return;
    ticketMinutes += 173;
    const createdAt = new Date(now.getTime() - (DEMO_TICKETS.length * 173 + 60 - ticketMinutes) * 60_000 - 86_400_000);
    const author = employees[i % employees.length];
    const id = uuid();
    ticketRows.push({ id, title: t.title, message: t.message, status: t.status, priority: t.priority, departmentId, userId: author.id, createdAt, updatedAt: createdAt });
    const desk = deskOf(departmentId);
    t.replies.forEach((text, j) => {
      const fromDesk = j % 2 === 0 && desk;
      discussionRows.push({
        id: uuid(),
        ticketId: id,
        userId: fromDesk ? desk.id : author.id,
        departmentId: fromDesk ? departmentId : null,
        message: `<p>${text}</p>`,
        createdAt: new Date(createdAt.getTime() + (j + 1) * 47 * 60_000),
      });
    });
  });
  return async (tx) => {
    if (ticketRows.length) await tx.insert(tickets).values(ticketRows);
    if (discussionRows.length) await tx.insert(ticketDiscussions).values(discussionRows);
    return { tickets: ticketRows.length, discussions: discussionRows.length };
  };
}
