export { BannerImagesPage } from './banner-images-page';
