/** Every JSON answer of the API: `{ success: true, data }` or `{ success: false, message }`. */
export type Ok<T> = { success: true; data: T };
export type Fail = { success: false; message: string; errors?: Record<string, string[]> };
export type Envelope<T> = Ok<T> | Fail;
