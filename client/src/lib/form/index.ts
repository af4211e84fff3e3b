/** The form layer: every form of the site keeps its state, checks and server refusals through this. */
export { bodySchema } from './body-schema';
export { describedBy, FieldError } from './field-error';
export { showServerErrors } from './server-errors';
export { useCourseForm, type FormSchema } from './use-course-form';
export { useFormDraft, type DraftStore } from './use-form-draft';
