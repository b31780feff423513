// A hall's owner forms in one chunk: the edit page and the New Property form load through one
// import in the kinds' pages (app/routes/kind-pages.tsx).
export { EditHallPage } from './edit-hall-page';
export { NewHallForm } from './new-hall-form';
