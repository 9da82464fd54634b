import fs from 'node:fs';
import path from 'node:path';
import {
  AddDepartmentBodySchema,
  AddFaqBodySchema,
  ContactBodySchema,
  LoginBodySchema,
  SignupBodySchema,
} from '../index';
import {
  CmsMessages,
  CommonMessages,
  DEPARTMENT_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FAQ_QUESTION_MAX_LENGTH,
  HelpdeskMessages,
  Limits,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PlatformMessages,
  Roles,
  CONTACT_COMMENT_MAX_LENGTH,
  TICKET_IMAGE_MAX_BYTES,
  isBlankHtml,
  isTicketPriorityId,
  isTicketStatusId,
  mayChangeTicketStatus,
} from './index';

/** Every module reachable from `file` by relative imports, with the bare imports it makes. */
function importGraph(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'/g)].map(
    (m) => m[1] ?? '',
  );
  seen.set(
    file,
    specifiers.filter((s) => !s.startsWith('.')),
  );
  for (const spec of specifiers.filter((s) => s.startsWith('.'))) {
    const base = path.resolve(path.dirname(file), spec);
    const next = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
    if (!next) throw new Error(`cannot resolve ${spec} from ${file}`);
    importGraph(next, seen);
  }
  return seen;
}

describe('@backoffice/contracts/constants', () => {
  it('reaches no TypeBox and no package at all (it loads on the shell login page)', () => {
    const graph = importGraph(path.join(__dirname, 'index.ts'));
    expect(graph.size).toBeGreaterThan(5);
    const bare = [...graph].flatMap(([file, specs]) => specs.map((s) => `${path.basename(file)}: ${s}`));
    expect(bare).toEqual([]);
  });

  it('gives the wire schemas the same limits', () => {
    const props = (schema: { properties: Record<string, unknown> }, key: string) =>
      schema.properties[key] as { maxLength?: number; minLength?: number };
    expect(props(LoginBodySchema, 'email').maxLength).toBe(EMAIL_MAX_LENGTH);
    expect(props(LoginBodySchema, 'password').minLength).toBe(PASSWORD_MIN_LENGTH);
    expect(props(SignupBodySchema, 'firstName').maxLength).toBe(PERSON_NAME_MAX_LENGTH);
    expect(props(AddDepartmentBodySchema, 'name').maxLength).toBe(DEPARTMENT_NAME_MAX_LENGTH);
    expect(props(AddFaqBodySchema, 'q').maxLength).toBe(FAQ_QUESTION_MAX_LENGTH);
    expect(props(ContactBodySchema, 'comment').maxLength).toBe(CONTACT_COMMENT_MAX_LENGTH);
    expect(Limits.ticketImageMaxBytes).toBe(TICKET_IMAGE_MAX_BYTES);
    expect(TICKET_IMAGE_MAX_BYTES).toBe(1_048_576);
  });

  it('writes the numbers of the limits into the messages that name them', () => {
    expect(HelpdeskMessages.departments.nameTooLong).toContain(String(DEPARTMENT_NAME_MAX_LENGTH));
    expect(CmsMessages.faq.questionTooLong).toContain(String(FAQ_QUESTION_MAX_LENGTH));
    expect(CmsMessages.contact.commentTooLong).toContain(String(CONTACT_COMMENT_MAX_LENGTH));
  });
});

describe('messages', () => {
  it('keeps the spec typos that are part of the contract', () => {
    expect(PlatformMessages.login.passwordInvalid).toBe(
      'Please enter Your Password, it must be atlest 6 character',
    );
  });

  it('names each topic in one area only', () => {
    const topics = [PlatformMessages, CommonMessages, HelpdeskMessages, CmsMessages].flatMap((o) =>
      Object.keys(o),
    );
    expect(new Set(topics).size).toBe(topics.length);
  });
});

describe('isBlankHtml', () => {
  it('finds no text and no image in empty editor documents', () => {
    for (const html of [
      '',
      undefined,
      null,
      '<p></p>',
      '<p>&nbsp; <br></p>',
      '<p><br/></p><!-- x -->',
      '<p>&#160;</p>',
      '  ',
    ]) {
      expect([html, isBlankHtml(html)]).toEqual([html, true]);
    }
  });

  it('keeps text, entities and images', () => {
    for (const html of ['<p>x</p>', 'x', '<p>&amp;</p>', '<p><img src="https://x/a.png"></p>', '<img/>']) {
      expect([html, isBlankHtml(html)]).toEqual([html, false]);
    }
  });

  it('does not count script or style content as text', () => {
    expect(isBlankHtml('<script>alert(1)</script><style>p{}</style>')).toBe(true);
  });
});

describe('ticket rules', () => {
  it('lets a SuperAdmin, or a Department user of the ticket department, change its status', () => {
    expect(mayChangeTicketStatus({ role: Roles.SuperAdmin }, 'd1')).toBe(true);
    expect(mayChangeTicketStatus({ role: Roles.Department, departmentId: 'd1' }, 'd1')).toBe(true);
    expect(mayChangeTicketStatus({ role: Roles.Department, departmentId: 'd2' }, 'd1')).toBe(false);
    expect(mayChangeTicketStatus({ role: Roles.Department, departmentId: null }, 'd1')).toBe(false);
    expect(mayChangeTicketStatus({ role: Roles.Employee, departmentId: 'd1' }, 'd1')).toBe(false);
    expect(mayChangeTicketStatus(null, 'd1')).toBe(false);
  });

  it('knows the status and priority ids', () => {
    expect([0, 1, 4, 5, 2.5, '1'].map(isTicketStatusId)).toEqual([false, true, true, false, false, false]);
    expect([0, 1, 4, 5].map(isTicketPriorityId)).toEqual([false, true, true, false]);
  });
});
