import path from 'node:path';
import { loadCasesFolder } from '../modules/cases/package-folder';

// The registry is data (content/cases): every test file sees the shipped cases, as the server does once it
// starts. Registered once per worker; the registry lives on globalThis, so it outlives each file's modules.
// The folder is found from the working directory (the repository's root, where vitest runs): the
// component tests' document cannot resolve the server's own path.
loadCasesFolder(path.resolve('content', 'cases'));
