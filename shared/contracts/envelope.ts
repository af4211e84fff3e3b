/** Every JSON answer of the API: `{ success: true, data }` or `{ success: false, message }`. */
export type Ok<T> = { success: true; data: T };
/** `code` names the reason where a client acts on it (the deal's DEAL_ERRORS). */
export type Fail = { success: false; message: string; errors?: Record<string, string[]>; code?: string };
export type Envelope<T> = Ok<T> | Fail;
