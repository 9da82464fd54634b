/**
 * Help-desk data through the API (docs/areas/helpdesk.md, "Calls"), for tests that need many tickets or a
 * department of their own before they drive the screens. Tokens come from POST /api/user/login (the
 * SuperAdmin's through the PIN the API prints to its log).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { account, type DemoAccount } from './accounts';
import { logSize, pinAfter } from './auth';

/** A small real PNG (24 x 16) kept beside the tests. */
export const TICKET_IMAGE = path.join(__dirname, '../fixtures/ticket-image.png');

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** An Employee or Department demo account's token (POST /api/user/login). */
export async function apiToken(request: APIRequestContext, who: DemoAccount): Promise<string> {
  const res = await request.post('/api/user/login', { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

/** The SuperAdmin's token: password, then the PIN read from the API's log. */
export async function apiAdminToken(
  request: APIRequestContext,
  admin: DemoAccount = account('SuperAdmin'),
): Promise<string> {
  const offset = logSize();
  const first = await request.post('/api/user/adminLogin', {
    data: { email: admin.email, password: admin.password },
  });
  expect(first.status(), await first.text()).toBe(200);
  const { attemptId } = (await first.json()) as { attemptId: string };
  const otp = await pinAfter(offset);
  const res = await request.post('/api/user/otpVerification', {
    data: { email: admin.email, otp, attemptId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

/** The live departments by name (POST /api/department/listDepartment). */
export async function departmentIds(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/department/listDepartment', { data: {} });
  expect(res.status()).toBe(200);
  const list = (await res.json()).department as { _id: string; name: string }[];
  return Object.fromEntries(list.map((d) => [d.name, d._id]));
}

/** A new department (SuperAdmin). @returns its id. */
export async function addDepartment(
  request: APIRequestContext,
  adminToken: string,
  name: string,
): Promise<string> {
  const res = await request.post('/api/department/addDepartment', {
    headers: authHeader(adminToken),
    data: { name },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data._id as string;
}

/** A ticket raised through POST /api/ticket/createTicket (multipart). @returns its id. */
export async function createTicketViaApi(
  request: APIRequestContext,
  token: string,
  ticket: { title: string; message?: string; departmentId: string; priorityLevels?: number; image?: string },
): Promise<string> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title: ticket.title,
    message: ticket.message ?? `<p>${ticket.title}: raised by the end-to-end tests.</p>`,
    departmentId: ticket.departmentId,
    priorityLevels: String(ticket.priorityLevels ?? 1),
  };
  if (ticket.image) {
    multipart.ticketImage = {
      name: path.basename(ticket.image),
      mimeType: 'image/png',
      buffer: fs.readFileSync(ticket.image),
    };
  }
  const res = await request.post('/api/ticket/createTicket', { headers: authHeader(token), multipart });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data._id as string;
}

/** PUT /api/ticket/change-ticket-status (SuperAdmin or the ticket's department). */
export async function setTicketStatus(
  request: APIRequestContext,
  token: string,
  ticketId: string,
  ticketStatus: number,
) {
  const res = await request.put('/api/ticket/change-ticket-status', {
    headers: authHeader(token),
    data: { ticketId, ticketStatus },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A ticket as the API answers it to `token` (GET /api/ticket/get-ticket-by-id). */
export async function ticketViaApi(request: APIRequestContext, token: string, ticketId: string) {
  const res = await request.get(`/api/ticket/get-ticket-by-id?ticketId=${encodeURIComponent(ticketId)}`, {
    headers: authHeader(token),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as {
    _id: string;
    title: string;
    status: number;
    department: { _id: string; name: string };
  };
}
