/**
 * A self sign-up through the API, carried through as its owner and a SuperAdmin would (docs/areas/platform.md,
 * "Sign-up (`/signup`)"): the e-mailed link is followed, and a Department request approved, so that the test gets a
 * working account of its own.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiAdminToken, authHeader } from './helpdesk-api';

/** The token of the newest link e-mailed to `email` (the outbox, read as a SuperAdmin). */
export async function mailedLinkToken(request: APIRequestContext, adminToken: string, email: string): Promise<string> {
  const list = await request.get('/api/outbox', { headers: authHeader(adminToken), params: { channel: 'email', search: email } });
  expect(list.status(), await list.text()).toBe(200);
  const [newest] = (await list.json()).data as { _id: string; recipient: string }[];
  expect(newest?.recipient).toBe(email.toLowerCase());
  const message = await request.get(`/api/outbox/${newest._id}`, { headers: authHeader(adminToken) });
  const m = /[?&]token=([^\s&]+)/.exec((await message.json()).text as string);
  if (!m) throw new Error(`no link in the newest e-mail to ${email}`);
  return decodeURIComponent(m[1]);
}

/**
 * Signs up through the API (POST /api/user/create), confirms the address (POST /api/user/verifyEmail) and, for a
 * Department sign-up, approves its request as the SuperAdmin (PUT /api/user/departmentRequest/{id}).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  who: { firstName: string; lastName: string; email: string; password: string; role?: 'Employee' | 'Department'; userType?: string },
) {
  const res = await request.post('/api/user/create', { data: { role: 'Employee', ...who } });
  expect(res.status(), await res.text()).toBe(201);
  const admin = await apiAdminToken(request);
  const verified = await request.post('/api/user/verifyEmail', { data: { token: await mailedLinkToken(request, admin, who.email) } });
  expect(verified.status(), await verified.text()).toBe(200);
  if (who.role !== 'Department') return;
  const found = await request.get('/api/user/all', { headers: authHeader(admin), params: { search: who.email, requests: 'true' } });
  const [user] = (await found.json()).data as { _id: string }[];
  const approved = await request.put(`/api/user/departmentRequest/${user._id}`, { headers: authHeader(admin), data: { decision: 'approve' } });
  expect(approved.status(), await approved.text()).toBe(200);
}
