export * from './messages';
export * from './roles';
export * from './auth';
export * from './areas';
export * from './validation';
export * from './helpdesk';
export * from './cms';
export * from './rich-html';
