export { HomepagePage } from './homepage-page';
