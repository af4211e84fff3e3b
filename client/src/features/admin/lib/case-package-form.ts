import { z } from 'zod';
import { CASE_ZIP_LIMITS, caseMessages } from '@shared/contracts/cases-config';

/**
 * The Cases tab's upload: the chosen package, held to the server's own limit on an upload and refused in its
 * words (`caseMessages`) before anything is sent. What is inside the .zip only the server's check can say.
 */
export const casePackageSchema = z.object({
  file: z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, caseMessages.empty)
    .refine((file) => file.size > 0, caseMessages.empty)
    .refine((file) => file.size <= CASE_ZIP_LIMITS.bodyBytes, caseMessages.tooLarge),
});
