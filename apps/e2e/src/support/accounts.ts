/** The seeded demo accounts (libs/api/server/src/seed/demo-accounts.json, docs/api-database.md, "Demo data"). */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'Employee' | 'Department' | 'SuperAdmin';
  name?: string;
  firstName?: string;
  lastName?: string;
  department?: string;
  phone?: string;
}

const FILE = process.env.E2E_DEMO_ACCOUNTS || path.join(ROOT, 'libs/api/server/src/seed/demo-accounts.json');

export function demoAccounts(): DemoAccount[] {
  const raw = JSON.parse(fs.readFileSync(FILE, 'utf8')) as unknown;
  const list = Array.isArray(raw)
    ? raw
    : ((raw as { accounts?: unknown[]; users?: unknown[] }).accounts ??
      (raw as { users?: unknown[] }).users ??
      []);
  return (list as Record<string, unknown>[]).map((a) => ({
    ...(a as object),
    email: String(a.email ?? a['e-mail']),
    password: String(a.password),
    role: a.role as DemoAccount['role'],
  })) as DemoAccount[];
}

/** The n-th demo account of a role (n counts from 0). */
export function account(role: DemoAccount['role'], n = 0): DemoAccount {
  const found = demoAccounts().filter((a) => a.role === role)[n];
  if (!found) throw new Error(`no demo account #${n} with role ${role} in ${FILE}`);
  return found;
}

export function firstNameOf(a: DemoAccount): string {
  if (a.firstName) return a.firstName;
  return String(a.name ?? '').split(/\s+/)[0];
}

/** A department name of a Department account (the name shown in 'Hi, {department name}'). */
export function departmentOf(a: DemoAccount): string {
  const d = a.department as unknown;
  if (d && typeof d === 'object') return String((d as { name: string }).name);
  return String(d ?? '');
}
