import { loadBuiltInCases } from '../modules/cases/built-in';

// The registry is data (content/cases): every test file sees the shipped cases, as the server does once it
// starts. Registered once per worker; the registry lives on globalThis, so it outlives each file's modules.
loadBuiltInCases();
