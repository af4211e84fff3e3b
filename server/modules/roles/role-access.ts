import type { Db } from '../../db/client';
import type { Viewer } from '../../lib/reads';
import { assertRoleReadable, readableRoles, rolesArePublic } from '../pairing';
import { seatOfViewer } from '../seats';

/**
 * Who may read a role's instructions while roles are assigned by the site: the pairing module's rules,
 * applied to a read's viewer (the instructor, or the seat their cookie holds).
 */
export function roleAccessOf(db: Db) {
  const seatOf = seatOfViewer(db);
  const reader = async (viewer: Viewer) => ({
    isAdmin: viewer.isAdmin,
    seatId: viewer.isAdmin ? null : await seatOf(viewer),
  });
  return {
    /** Throws 403 when this reader may not read `role` ('observer': the observer sheet) of the simulation. */
    assertReadable: async (viewer: Viewer, key: string, role: string) =>
      assertRoleReadable(db, key, role, await reader(viewer)),
    /** True while every visitor gets the same role pages (the rules are off): they may be kept. */
    isPublic: (key: string) => rolesArePublic(db, key),
    /** The roles this reader may read ('observer' included): null for every role, [] for none. */
    readableRoles: async (viewer: Viewer, key: string) => readableRoles(db, key, await reader(viewer)),
  };
}
