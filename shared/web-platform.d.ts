/**
 * The web-platform types shared/ code may name, which browsers and Node.js both provide. Only the shared
 * project (shared/tsconfig.json) sees this file: the client and server projects declare the real ones
 * (the DOM library, @types/node), so nothing here can be used that either side lacks.
 */
interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
}

/** Text from bytes (the case packages' documents), which browsers and Node.js both have. */
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
