/**
 * `@backoffice/api-client/cms`: the cms remote's calls (docs/areas/cms.md): banner images, content blocks, media
 * addresses, FAQs, subscriptions and contact enquiries. An entry of its own, like `/helpdesk`: bundled into the
 * cms remote, off the login page; its calls go through the main entry's `http` (token, base URL, ApiError).
 */
export * from './lib/cms';
export * from './lib/cms-pages';
