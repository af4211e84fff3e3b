import { z } from 'zod';
import { CLASS_NAME_MAX, RETENTION_DAYS_MAX, classMessages } from './classes-config';
import { int32 } from './int';
import { nameText } from './text';

/** The request bodies of the classes API, validated by the same schemas in the browser and on the server. */

export * from './classes-config';

const className = nameText('Class name')
  .refine((v) => v.length > 0, classMessages.nameRequired)
  .refine((v) => v.length <= CLASS_NAME_MAX, classMessages.nameTooLong);

/** POST /api/classes body: the new class's name, and whether to close every simulation at the same moment. */
export const newClassSchema = z
  .object({ name: className, closeSimulations: z.boolean().optional().default(false) })
  .strict();
export type NewClass = z.input<typeof newClassSchema>;

/** PATCH /api/classes/{id} body: a new name, a retention period (days after the class ends), or both. */
export const renameClassSchema = z
  .object({
    name: className.optional(),
    retentionDays: int32(classMessages.retention)
      .min(0, classMessages.retention)
      .max(RETENTION_DAYS_MAX, classMessages.retention)
      .optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.retentionDays !== undefined, classMessages.nameRequired);
export type RenameClass = z.input<typeof renameClassSchema>;

/** DELETE /api/classes/{id} body: the class's name, typed to confirm. */
export const deleteClassSchema = z
  .object({ confirmName: z.string({ error: classMessages.confirmName }) })
  .strict();
