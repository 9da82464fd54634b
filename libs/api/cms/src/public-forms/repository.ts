/**
 * The public site's form writes (docs/areas/cms.md, "Calls"): a contact enquiry and a newsletter subscription,
 * stored as given (the routes clean and lower-case first). No audit event: the writer is an anonymous visitor,
 * not an actor of the back office. The SuperAdmin lists are read by public-list.ts.
 */
import type { Db } from '@backoffice/api-server';
import { contactEnquiries, subscriptions } from '../cms.schema';

/** Stores one contact enquiry (`name`, `email`, `comment` already cleaned). */
export async function saveContactEnquiry(db: Db, enquiry: { name: string; email: string; comment: string }): Promise<void> {
  await db.insert(contactEnquiries).values(enquiry);
}

/**
 * Subscribes `email` (lower-cased) to the newsletter: true when it is new, false when it was already subscribed
 * (nothing changes then; the route answers 200 instead of 201).
 */
export async function subscribe(db: Db, email: string): Promise<boolean> {
  const inserted = await db
    .insert(subscriptions)
    .values({ email })
    .onConflictDoNothing({ target: subscriptions.email })
    .returning({ id: subscriptions.id });
  return inserted.length > 0;
}
