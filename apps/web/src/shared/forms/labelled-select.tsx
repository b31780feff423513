// The forms' select whose shown text (translated) differs from the value sent: shared/ui/field's.
export { LabelledSelect } from '../ui/field';
