import { isRoleLang, type RoleInstructions, type RoleLang } from '@shared/contracts/roles';
import { findRole, simulationOf, type SimulationKey } from '@shared/simulations';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import { assertSimulationOpen } from '../visibility/service';
import { documentKey, type RoleDocuments } from './content-loader';

export const roleOr404 = (sim: SimulationKey, role: unknown): string => {
  if (typeof role !== 'string' || !findRole(simulationOf(sim), role)) throw new HttpError(404, 'Unknown role.');
  return role;
};

/** `?lang=en|ko`; English when absent. */
export const langOr400 = (lang: unknown): RoleLang => {
  const value = lang ?? 'en';
  if (!isRoleLang(value)) throw new HttpError(400, 'Unknown language: use lang=en or lang=ko.');
  return value;
};

/**
 * One role's confidential instructions. Students get them only while the simulation is visible and
 * accessible; the instructor always does.
 */
export async function roleInstructions(
  db: Db,
  docs: RoleDocuments,
  request: { sim: SimulationKey; role: string; lang: RoleLang; isAdmin: boolean },
): Promise<RoleInstructions> {
  const { sim, role, lang, isAdmin } = request;
  await assertSimulationOpen(db, sim, isAdmin);
  const doc = docs.get(documentKey(sim, role, lang));
  // Every document is checked at start-up, so this would be a programming error.
  if (!doc) throw new Error(`role document ${documentKey(sim, role, lang)} was not loaded`);
  return { sim, role, lang, title: doc.title, html: doc.html };
}
