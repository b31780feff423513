// A hotel's owner forms in one chunk: the edit page and the New Property form load through one
// import in the kinds' pages (app/routes/kind-pages.tsx).
export { EditHotelPage } from './edit-hotel-page';
export { NewHotelForm } from './new-hotel-form';
