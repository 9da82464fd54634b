/** Add Hotel and Edit Hotel (docs/areas/hotels.md, "Add flow", "Edit save", "Rooms", "Photos", "Deleting a hotel"). */
export { AddHotelPage } from './add-hotel-page';
export { EditHotelPage } from './edit-hotel-page';
