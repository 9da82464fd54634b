/**
 * Demo website content (issue 4; the cms area's part of the seed, libs/api/server/src/seed/seed.ts): every CMS
 * tag's blocks (the homepage with three benefits and three reasons for travel, contact us, both terms, privacy, about, press room and every SEO block), the banner image set,
 * FAQs, newsletter subscriptions and contact enquiries. Idempotent: blocks and the banner set are upserted,
 * the rest has fixed ids and is skipped when present (the seed may run again after a wipe of the users).
 */
import { CMS_TAGS, type CmsTag } from '@backoffice/contracts';
import type { AreaSeedWriter, SeedContext, Tx } from '@backoffice/api-server';
import { bannerSets, cmsBlocks, contactEnquiries, faqs, subscriptions } from '../cms.schema';
import { seedImages } from './content-images';

interface BlockSeed {
  tag: CmsTag;
  position?: number;
  title: string;
  description: string;
  /** Keys of content-images.ts. */
  photos?: string[];
}

/** The demo blocks: one per tag, three for the benefits and the reasons for travel. */
export const DEMO_BLOCKS: readonly BlockSeed[] = [
  {
    tag: CMS_TAGS.searchBar,
    title: 'Book hotel rooms by the hour',
    description: '',
    photos: ['search-1', 'search-2'],
  },
  {
    tag: CMS_TAGS.benefits,
    position: 0,
    title: 'Pay only for the hours you stay',
    description: '<p>Choose a 3, 6 or 12 hour slot and stop paying for a night you do not need.</p>',
    photos: ['benefit-1'],
  },
  {
    tag: CMS_TAGS.benefits,
    position: 1,
    title: 'Check in when it suits you',
    description: '<p>Pick the check-in window that fits your train, flight or meeting.</p>',
    photos: ['benefit-2'],
  },
  {
    tag: CMS_TAGS.benefits,
    position: 2,
    title: 'Verified hotels only',
    description: '<p>Every partner hotel is visited and reviewed before it goes live.</p>',
    photos: ['benefit-3'],
  },
  {
    tag: CMS_TAGS.reasonForTravel,
    position: 0,
    title: 'Layovers and late flights',
    description: '<p>Rest and shower near the airport between two flights.</p>',
    photos: ['reason-1'],
  },
  {
    tag: CMS_TAGS.reasonForTravel,
    position: 1,
    title: 'Business meetings',
    description: '<p>A quiet room in the city centre to prepare, call or change.</p>',
    photos: ['reason-2'],
  },
  {
    tag: CMS_TAGS.reasonForTravel,
    position: 2,
    title: 'A day out in the city',
    description: '<p>Drop your bags, freshen up and enjoy the day without a full night booking.</p>',
    photos: ['reason-3'],
  },
  {
    tag: CMS_TAGS.enjoyMicrostay,
    title: 'Enjoy Microstay in 40+ cities',
    description: '',
    photos: ['enjoy-1', 'enjoy-2'],
  },
  {
    tag: CMS_TAGS.contactUs,
    title: 'Contact us',
    description:
      '<p>Our guest support team answers every day from 7:00 to 23:00 IST.</p><ul><li>E-mail: <a href="mailto:support@microstay.example.com">support@microstay.example.com</a></li><li>Phone: +91 22 4000 1234</li></ul><p>Hotels that want to join can write to <a href="mailto:partners@microstay.example.com">partners@microstay.example.com</a>.</p>',
  },
  {
    tag: CMS_TAGS.contactUsSeo,
    title: 'Contact Microstay | Hourly hotel booking support',
    description: 'Reach Microstay guest support by e-mail or phone every day from 7:00 to 23:00 IST.',
  },
  {
    tag: CMS_TAGS.terms,
    title: 'Terms and Conditions',
    description:
      '<h2>1. Bookings</h2><p>A booking is confirmed when you receive the confirmation e-mail. The slot starts at the chosen check-in time.</p><h2>2. Payments</h2><p>The full price is charged when you book. Taxes are shown before you pay.</p><h2>3. Cancellations</h2><p>You can cancel free of charge up to 24 hours before check-in. Later cancellations and no-shows may be charged.</p><h2>4. Identification</h2><p>Every guest shows a valid photo identity document at check-in.</p>',
  },
  {
    tag: CMS_TAGS.termsSeo,
    title: 'Terms and Conditions | Microstay',
    description: 'The terms that apply when you book an hourly hotel stay with Microstay.',
  },
  {
    tag: CMS_TAGS.termsHotels,
    title: 'Terms and Conditions for Hotels',
    description:
      '<h2>1. Listing</h2><p>The hotel keeps its rooms, slots and prices up to date in the partner console.</p><h2>2. Commission</h2><p>Microstay invoices its commission monthly for the stays of the period.</p><h2>3. Payouts</h2><p>Funds move to the hotel 24 hours before check-in.</p><h2>4. Quality</h2><p>Rooms are cleaned between two stays and match the listed amenities.</p>',
  },
  {
    tag: CMS_TAGS.termsHotelsSeo,
    title: 'Hotel partner terms | Microstay',
    description: 'The terms for hotels that list hourly slots on Microstay.',
  },
  {
    tag: CMS_TAGS.privacy,
    title: 'Privacy Policy',
    description:
      '<p>We collect the data needed to book your stay: your name, e-mail address, phone number and payment details.</p><p>We share your name and booking details with the hotel you booked. Payments are processed by our payment provider; we never store full card numbers.</p><p>You can ask for a copy of your data or its deletion at <a href="mailto:privacy@microstay.example.com">privacy@microstay.example.com</a>.</p>',
  },
  {
    tag: CMS_TAGS.privacySeo,
    title: 'Privacy Policy | Microstay',
    description: 'How Microstay collects, uses and protects your personal data.',
  },
  {
    tag: CMS_TAGS.faqSeo,
    title: 'Frequently asked questions | Microstay',
    description: 'Answers about hourly hotel bookings, check-in, payments and cancellations.',
  },
  {
    tag: CMS_TAGS.about,
    title: 'About Microstay',
    description:
      '<p>Microstay lets travellers book hotel rooms for 3, 6 or 12 hours. We started in 2019 with five hotels in Mumbai and now work with hundreds of hotels in more than 40 cities.</p><p>Our team in Mumbai, Bengaluru and Delhi visits every partner hotel before it goes live.</p>',
    photos: ['about-1'],
  },
  {
    tag: CMS_TAGS.aboutSeo,
    title: 'About us | Microstay',
    description: 'Microstay books hotel rooms by the hour in more than 40 cities.',
  },
  {
    tag: CMS_TAGS.pressRoom,
    title: 'Press Room',
    description:
      '<p><strong>March 2026</strong>: Microstay passes one million hourly bookings.</p><p><strong>October 2025</strong>: Microstay launches airport stays in Delhi and Hyderabad.</p><p>Press enquiries: <a href="mailto:press@microstay.example.com">press@microstay.example.com</a></p>',
    photos: ['press-1'],
  },
  {
    tag: CMS_TAGS.pressRoomSeo,
    title: 'Press Room | Microstay',
    description: 'News, press releases and media contacts of Microstay.',
  },
];

export const DEMO_FAQS: readonly { q: string; a: string }[] = [
  {
    q: 'How does an hourly booking work?',
    a: '<p>Choose a hotel, a date and a slot of 3, 6 or 12 hours, then pay online. The room is yours from the check-in time for the length of the slot.</p>',
  },
  {
    q: 'Can I check in earlier than my slot?',
    a: '<p>Only when the hotel has the room ready. Please contact the hotel directly; the slot length does not change.</p>',
  },
  {
    q: 'Which identity documents are accepted?',
    a: '<p>A passport, a driving licence, a voter ID or an Aadhaar card. Every guest shows one at check-in.</p>',
  },
  {
    q: 'How do I cancel a booking?',
    a: '<p>Open <em>My bookings</em> and choose <strong>Cancel</strong>. Cancellations up to 24 hours before check-in are free.</p>',
  },
  {
    q: 'When is my card charged?',
    a: '<p>The full price is charged when you book. A refund goes back to the same card within 5-7 working days.</p>',
  },
  {
    q: 'Can unmarried couples book a room?',
    a: '<p>Yes, at the hotels marked <em>couple friendly</em>. Both guests show a valid identity document.</p>',
  },
  {
    q: 'Do you charge a fee for a no-show?',
    a: '<p>A no-show may be charged the full price of the slot, as shown before you pay.</p>',
  },
];

const DEMO_SUBSCRIBERS = [
  'meera.iyer@example.com',
  'rahul.verma@example.org',
  'travel.desk@example.net',
  'sana.khan@example.com',
  'arjun.nair@example.in',
  'lena.fischer@example.de',
];

const DEMO_ENQUIRIES: readonly { name: string; email: string; comment: string }[] = [
  {
    name: 'Priya Sharma',
    email: 'priya.sharma@example.com',
    comment: 'Can I extend a 6 hour stay to 12 hours after checking in?',
  },
  {
    name: 'Vikram Rao',
    email: 'vikram.rao@example.org',
    comment: 'I was charged but did not receive a confirmation e-mail for my booking on Friday.',
  },
  {
    name: 'Hotel Blue Lagoon',
    email: 'manager@bluelagoon.example.com',
    comment: 'We would like to list our 40 rooms in Goa. Whom should we talk to?',
  },
  {
    name: 'Ayesha Siddiqui',
    email: 'ayesha.s@example.net',
    comment: 'Is breakfast included in a morning slot?',
  },
  {
    name: 'Tom Becker',
    email: 'tom.becker@example.de',
    comment: 'Do you have hotels near Bengaluru airport with a 3 hour slot at night?',
  },
];

/** A fixed uuid for demo row `n` of a kind (stable across runs). */
const fixedId = (kind: number, n: number) =>
  `00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${n.toString(16).padStart(12, '0')}`;

export interface ContentSeedResult {
  blocks: number;
  faqs: number;
  subscriptions: number;
  enquiries: number;
}

/** The demo content prepared outside the transaction (images are generated here). */
export async function prepareDemoContent() {
  const images = await seedImages();
  const name = (key: string) => {
    const image = images.get(key);
    if (!image) throw new Error(`no seed image ${key}`);
    return image.name;
  };
  return {
    blocks: DEMO_BLOCKS.map((b) => ({
      tag: b.tag,
      position: b.position ?? 0,
      title: b.title,
      description: b.description,
      photos: (b.photos ?? []).map(name),
    })),
    banner: { hor: [name('banner-hor')], ver: [name('banner-ver')], sqr: [name('banner-sqr')] },
  };
}

/**
 * Writes the demo content in the seed's transaction.
 * @param now the instant the dates are counted back from.
 */
export async function writeDemoContent(
  tx: Tx,
  content: Awaited<ReturnType<typeof prepareDemoContent>>,
  now: Date,
): Promise<ContentSeedResult> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  for (const b of content.blocks) {
    await tx
      .insert(cmsBlocks)
      .values({ ...b, updatedAt: at(60 * 24 * 3) })
      .onConflictDoUpdate({
        target: [cmsBlocks.tag, cmsBlocks.position],
        set: { title: b.title, description: b.description, photos: b.photos },
      });
  }
  const banner = {
    horizontalTitle: 'Weekend city breaks',
    verticalTitle: 'Airport stays',
    squareTitle: 'Couple friendly hotels',
    horizontalDescription: 'Rooms from 3 hours in the heart of the city.',
    verticalDescription: 'Rest between two flights, minutes from the terminal.',
    squareDescription: 'Hand-picked hotels that welcome couples.',
    linkHor: '/hotels?tag=city',
    linkVer: '/hotels?tag=airport',
    linkSqr: '/hotels?tag=couple-friendly',
    photosHor: content.banner.hor,
    photosVer: content.banner.ver,
    photosSqr: content.banner.sqr,
  };
  await tx
    .insert(bannerSets)
    .values({ id: fixedId(1, 1), singleton: 1, ...banner })
    .onConflictDoUpdate({ target: bannerSets.singleton, set: banner });
  await tx
    .insert(faqs)
    .values(
      DEMO_FAQS.map((f, i) => ({
        id: fixedId(2, i + 1),
        question: f.q,
        answer: f.a,
        createdAt: at(60 * 24 * 30 - i * 90),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(subscriptions)
    .values(
      DEMO_SUBSCRIBERS.map((email, i) => ({
        id: fixedId(3, i + 1),
        email,
        createdAt: at(60 * 24 * (12 - i * 2) + i * 7),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(contactEnquiries)
    .values(
      DEMO_ENQUIRIES.map((e, i) => ({
        id: fixedId(4, i + 1),
        ...e,
        createdAt: at(60 * 24 * (9 - i * 2) + i * 13),
      })),
    )
    .onConflictDoNothing();
  return {
    blocks: content.blocks.length,
    faqs: DEMO_FAQS.length,
    subscriptions: DEMO_SUBSCRIBERS.length,
    enquiries: DEMO_ENQUIRIES.length,
  };
}

/** Prepares the demo content (generates its images); the writer upserts it in the seed's transaction. */
export async function cmsSeed(context: SeedContext): Promise<AreaSeedWriter> {
  const content = await prepareDemoContent();
  return async (tx) => ({ ...(await writeDemoContent(tx, content, context.now)) });
}
