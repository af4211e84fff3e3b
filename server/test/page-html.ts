import { CASE_REGISTRY_ID } from '@shared/cases/public-registry';

const REGISTRY_BLOCK = new RegExp(`<script type="application/json" id="${CASE_REGISTRY_ID}">[^<]*</script>`);

/**
 * A page's HTML without the case registry's data block, which every page carries whole (every case's public
 * half: titles, roles): what the page itself shows is the rest.
 */
export const shownPart = (html: string) => html.replace(REGISTRY_BLOCK, '');
