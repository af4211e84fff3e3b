import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseProblem } from '@shared/cases/schema';
import type { CaseDryRun } from '@shared/contracts/case-preview';
import {
  CASE_ZIP_TYPE,
  caseDryRunUrl,
  casesUrl,
  caseUrl,
  type CasePackageFailure,
  type CaseSummary,
  type CheckedCase,
} from '@shared/contracts/cases-config';
import {
  caseFiguresFormUrl,
  caseVariantUrl,
  type CaseVariantRequest,
  type VariantForm,
} from '@shared/contracts/case-variant';
import { apiRequest, getData, requestData } from '@/lib/api';
import { refreshCaseRegistry } from '@/lib/case-registry';

/** GET /api/cases (instructor only): every case, built-in and added, with its status and problems. */
export const casesQueryOptions = () =>
  queryOptions({
    queryKey: [casesUrl],
    queryFn: () => getData<CaseSummary[]>(casesUrl),
    staleTime: 0,
    // a case added or removed on another device; a class's first use of a case decides archive or delete
    meta: { liveTopics: ['cases', 'assignments', 'results'] },
  });

export const useCases = () => useQuery(casesQueryOptions());

/** A refused upload: the server's message and every problem it found in the package. */
export class CaseUploadError extends Error {
  constructor(
    message: string,
    public readonly problems: CaseProblem[] = [],
  ) {
    super(message);
    this.name = 'CaseUploadError';
  }
}

/**
 * POSTs the .zip as it is (not JSON) to `url`: the dry run's or the add's. A refusal throws a CaseUploadError
 * with the server's words and problems; a failure without them says what happened.
 */
async function postPackage<T>(url: string, file: Blob): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': CASE_ZIP_TYPE },
      body: file,
    });
  } catch {
    throw new CaseUploadError('The package could not be sent: check the connection and try again.');
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const failure = body as Partial<CasePackageFailure> | undefined;
    throw new CaseUploadError(
      typeof failure?.message === 'string' ? failure.message : `${res.status}: ${text || res.statusText}`,
      Array.isArray(failure?.problems) ? failure.problems : [],
    );
  }
  return (body as { data: T }).data;
}

/** Checks a package without adding it: the case as it would be read (its sheets rendered, its figures). */
export const useCheckCase = () =>
  useMutation({ mutationFn: (file: Blob) => postPackage<CaseDryRun>(caseDryRunUrl, file) });

/** Adds a package; the new case is registered in this page and the list refetches. */
export function useAddCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => postPackage<CheckedCase>(casesUrl, file),
    onSuccess: async () => {
      await refreshCaseRegistry();
      await queryClient.invalidateQueries({ queryKey: casesQueryOptions().queryKey });
    },
  });
}

/**
 * DELETE /api/cases/{key}: an added case is deleted, or archived when a class used it; either way it leaves
 * this page's registry.
 */
export function useRemoveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => apiRequest('DELETE', caseUrl(key)).then(() => undefined),
    onSuccess: async () => {
      await refreshCaseRegistry();
      await queryClient.invalidateQueries({ queryKey: casesQueryOptions().queryKey });
    },
  });
}

/** GET /api/cases/{key}/figures: the variant form's titles and figures (both sides' limits: instructor only). */
export const useVariantForm = (key: string | null) =>
  useQuery({
    queryKey: [caseFiguresFormUrl(key ?? '')],
    queryFn: () => getData<VariantForm>(caseFiguresFormUrl(key!)),
    enabled: key !== null,
    staleTime: 0,
    // another device's variant or removal changes the list, not this case's figures
    meta: { liveTopics: ['cases'] },
  });

/** POST /api/cases/{key}/variant: saves the copy as a new case, registered in this page; the list refetches. */
export function useAddVariant(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CaseVariantRequest) =>
      requestData<CheckedCase>('POST', caseVariantUrl(key), request),
    onSuccess: async () => {
      await refreshCaseRegistry();
      await queryClient.invalidateQueries({ queryKey: casesQueryOptions().queryKey });
    },
  });
}
